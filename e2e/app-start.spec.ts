import { expect, test } from "@playwright/test";
import { ROUTES, startApp } from "./site";

// The app (Gatsby's and React's runtime) starts on the visitor's first interaction: src/boot/appLoader.ts.
const RUNTIME = [/^\/webpack-runtime-\w+\.js$/, /^\/framework-\w+\.js$/, /^\/app-\w+\.js$/];
for (const route of ROUTES) {
  test(`${route} is complete before the app runs, fetches it ahead when idle, and the first interaction starts it`, async ({
    page,
  }) => {
    const scriptsRun: string[] = [];
    const fetched: string[] = [];
    page.on("request", (request) => {
      const file = new URL(request.url()).pathname;
      if (request.resourceType() === "script") scriptsRun.push(file);
      else if (file.endsWith(".js") || file.includes("page-data")) fetched.push(file);
    });
    await page.goto(route, { waitUntil: "networkidle" });
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).not.toHaveCount(0);
    expect(scriptsRun, "scripts requested before any interaction").toEqual([]);
    await expect(page.locator("script[src]"), "no app script in the page before any interaction").toHaveCount(0);
    // Downloaded while idle, not run: the runtime, the app data, the page's data and its component chunk.
    for (const file of [
      RUNTIME,
      /^\/page-data\/app-data\.json$/,
      /^\/page-data\/.+\/page-data\.json$/,
      /^\/component---/,
    ].flat())
      expect(
        fetched.some((fetchedFile) => file.test(fetchedFile)),
        `${file} fetched ahead`,
      ).toBe(true);

    await startApp(page);
    for (const runtime of RUNTIME)
      expect(
        scriptsRun.some((file) => runtime.test(file)),
        `${runtime} run`,
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
