import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { measuredRoutes, measureRoute } from "../scripts/measure/pageSizes";
import { COMPILE_HINT } from "../plugins/corsi-boot/compileHints";
import { ROUTES, waitForApp } from "./site";

const PUBLIC = path.join(__dirname, "..", "public");
const startsWithHint = (file: string) => readFileSync(path.join(PUBLIC, file), "utf8").startsWith(`${COMPILE_HINT}\n`);

// The app (Gatsby's and React's runtime) starts once the page has loaded, has painted and the browser is idle:
// plugins/corsi-boot/inline/appLoader.ts.
for (const route of ROUTES) {
  test(`${route} finishes loading and painting before any app script is asked for, and the app then starts with no interaction`, async ({
    page,
  }) => {
    await page.goto(route, { waitUntil: "load" });
    await expect(page.locator("h1")).toHaveCount(1);
    await waitForApp(page);
    const { loaded, painted, scripts } = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map(({ name, startTime }) => ({ file: new URL(name).pathname, startTime })),
    }));
    for (const runtime of [/^\/webpack-runtime-\w+\.js$/, /^\/framework-\w+\.js$/, /^\/app-\w+\.js$/])
      expect(
        scripts.some(({ file }) => runtime.test(file)),
        `${runtime} loaded`,
      ).toBe(true);
    expect(painted, "the first contentful paint is reported").toBeGreaterThan(0);
    for (const { file, startTime } of scripts) {
      expect(startTime, `${file} asked for after the load event`).toBeGreaterThanOrEqual(loaded);
      expect(startTime, `${file} asked for after the first contentful paint`).toBeGreaterThanOrEqual(painted!);
    }
  });
}

// V8 compiles these files off the main thread as they download (plugins/corsi-boot/compileHints.ts), so starting the app
// holds the main thread for less; files not run at start stay lazily compiled.
test("every script a page runs at start, and only those, carries V8's compile hint", () => {
  const atStart = new Set<string>();
  for (const route of measuredRoutes(PUBLIC)) {
    const { files, app } = measureRoute(PUBLIC, route);
    if (!app) continue;
    const scripts = files.filter(({ kind }) => kind === "runtime-js" || kind === "site-js").map(({ file }) => file);
    expect(scripts.length, `${route}: its scripts`).toBeGreaterThanOrEqual(4);
    for (const file of scripts) atStart.add(file);
  }
  for (const file of atStart) expect(startsWithHint(file), `${file} starts with the hint`).toBe(true);
  const others = [
    ...readdirSync(PUBLIC).filter((file) => file.endsWith(".js") && !atStart.has(file)),
    ...readdirSync(path.join(PUBLIC, "admin"))
      .map((file) => `admin/${file}`)
      .filter((file) => file.endsWith(".js")),
  ];
  expect(others.length).toBeGreaterThan(0);
  for (const file of others) expect(startsWithHint(file), `${file} has no hint`).toBe(false);
});

test("a press made while the app is loading takes effect once", async ({ page }) => {
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
  await waitForApp(page);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
});
