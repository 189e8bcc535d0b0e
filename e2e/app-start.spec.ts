import { expect, test } from "@playwright/test";
import { ROUTES, startApp } from "./site";

// The app (Gatsby's and React's runtime) starts on the visitor's first interaction: src/boot/appLoader.ts.
for (const route of ROUTES) {
  test(`${route} is complete before the app loads, and the first interaction loads and starts it`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || request.url().includes("page-data")) scripts.push(request.url());
    });
    await page.goto(route, { waitUntil: "networkidle" });
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).not.toHaveCount(0);
    expect(scripts, "requested before any interaction").toEqual([]);

    await startApp(page);
    const files = scripts.map((url) => new URL(url).pathname);
    for (const runtime of [/^\/webpack-runtime-\w+\.js$/, /^\/framework-\w+\.js$/, /^\/app-\w+\.js$/])
      expect(
        files.some((file) => runtime.test(file)),
        `${runtime} loaded`,
      ).toBe(true);
  });
}

test("a press made while the app is loading is applied exactly once", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  // Slow the app's files down, so the press surely lands before React is there to see it.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto("/Contact");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.waitForTimeout(500);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("[data-replay-click]")).toHaveCount(0);
});
