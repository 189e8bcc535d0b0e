import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, test, type Page } from "@playwright/test";
import { measuredRoutes, measureRoute } from "../scripts/measure/pageSizes";
import { COMPILE_HINT } from "../plugins/corsi-boot/compileHints";
import { APP_LOADER_OPTIONS } from "../plugins/corsi-boot/inline/appLoader";
import { ROUTES as ROUTES_BY_NAME } from "../src/siteManifest";
import { expectedMissing, FIXTURE_SITE, pageCodeAt, ROUTES, waitForStart, watchPage } from "./site";

const startsWithHint = (file: string) =>
  readFileSync(path.join(FIXTURE_SITE, file), "utf8").startsWith(`${COMPILE_HINT}\n`);

const scriptFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map(({ name, startTime }) => ({ file: new URL(name).pathname, startTime })),
  );

/** What a visitor does that started the app on every page before: a press, a key, a scroll. */
async function useThePage(page: Page) {
  await page.mouse.move(10, 10);
  await page.mouse.click(5, 400);
  await page.keyboard.press("Shift");
  await page.mouse.wheel(0, 400);
}

/** Time enough after a visitor's moves for an app to have started: the loader's longest wait, and half a second. */
const APP_START_WAIT = APP_LOADER_OPTIONS.paintTimeoutMs + 500;

/**
 * Each of `routes` opened in a tab of its own and used at once (`use`), then given APP_START_WAIT together, not one
 * after another: the wait is for what a page does on its own, which tabs do side by side.
 */
async function usedTogether(context: BrowserContext, routes: string[], use: (page: Page) => Promise<void>) {
  const pages = await Promise.all(
    routes.map(async (route) => {
      const page = await context.newPage();
      const watch = watchPage(page, { allowMissing: expectedMissing(route) });
      await page.goto(route, { waitUntil: "load" });
      await expect(page.locator("h1"), route).toHaveCount(1);
      await use(page);
      await useThePage(page);
      return { route, page, watch };
    }),
  );
  await pages[0].page.waitForTimeout(APP_START_WAIT);
  return pages;
}

// What each page runs is its class in src/siteManifest.ts (docs/decisions/0024-framework-code-only-where-needed.md).
for (const route of ROUTES.filter((path) => pageCodeAt(path) === "app"))
  // The app (Gatsby's and React's runtime) starts once the page has loaded, has painted and the browser is idle:
  // plugins/corsi-boot/inline/appLoader.ts.
  test(`${route} finishes loading and painting before any app script is asked for, and the app then starts with no interaction`, async ({
    page,
  }) => {
    await page.goto(route, { waitUntil: "load" });
    await expect(page.locator("h1")).toHaveCount(1);
    await waitForStart(page);
    const loaded = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    const painted = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
    const scripts = await scriptFiles(page);
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

const WITHOUT_APP = ROUTES.filter((path) => pageCodeAt(path) !== "app");
test(`${WITHOUT_APP.join(", ")} ask for no script file, whatever the visitor does but use search or a filter`, async ({
  context,
}) => {
  for (const { route, page, watch } of await usedTogether(context, WITHOUT_APP, async () => {})) {
    expect(await scriptFiles(page), route).toEqual([]);
    expect(await page.evaluate(() => "___loader" in window), `${route}: Gatsby's app has not run`).toBe(false);
    watch.expectClean();
  }
});

const WITH_TOOLS = ROUTES.filter((path) => pageCodeAt(path) === "tools");
test(`${WITH_TOOLS.join(", ")}: the first use of their tools loads their code, and only that`, async ({ context }) => {
  const toolsFile = /^\/catalog-tools-[0-9a-f]{20}\.js$/;
  // A filter: the language's on a list of videos, the level's on /Paths. /Paid has tools only while there are paid
  // courses.
  const firstUse = async (page: Page) => {
    const tools = page.locator(".catalog-tools");
    if ((await tools.count()) === 0) return;
    await tools.getByRole("combobox").first().focus();
    await expect
      .poll(async () => (await scriptFiles(page)).map(({ file }) => file))
      .toEqual([expect.stringMatching(toolsFile)]);
  };
  for (const { route, page, watch } of await usedTogether(context, WITH_TOOLS, firstUse)) {
    const tools = (await page.locator(".catalog-tools").count()) > 0;
    if (!tools) expect(route, "a page without tools").toBe(ROUTES_BY_NAME.paid.path);
    expect((await scriptFiles(page)).length, `${route}: its tools' code, and nothing more`).toBe(tools ? 1 : 0);
    expect(await page.evaluate(() => "___loader" in window), `${route}: Gatsby's app has not run`).toBe(false);
    watch.expectClean();
  }
});

// V8 compiles these files off the main thread as they download (plugins/corsi-boot/compileHints.ts), so starting the app
// holds the main thread for less; files not run at start stay lazily compiled.
test("every script a page runs at start, and only those, carries V8's compile hint", () => {
  const atStart = new Set<string>();
  const pageChunks = new Set<string>();
  for (const route of measuredRoutes(FIXTURE_SITE)) {
    const { files, app } = measureRoute(FIXTURE_SITE, route);
    if (!app) continue;
    const scripts = files.filter(({ kind }) => kind === "runtime-js" || kind === "site-js").map(({ file }) => file);
    expect(scripts.length, `${route}: its scripts`).toBeGreaterThanOrEqual(4);
    for (const file of scripts) atStart.add(file);
  }
  for (const file of atStart) expect(startsWithHint(file), `${file} starts with the hint`).toBe(true);
  // The chunks of the pages that run no app carry the hint too (compileHints.ts hints every page component's group):
  // only /Saved's app would run one, should it draw that page; every other file must not carry it.
  const stats = JSON.parse(readFileSync(path.join(FIXTURE_SITE, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  for (const [group, { assets }] of Object.entries(stats.namedChunkGroups))
    if (group.startsWith("component---")) for (const { name } of assets) pageChunks.add(name);
  const others = [
    ...readdirSync(FIXTURE_SITE).filter((file) => file.endsWith(".js") && !atStart.has(file) && !pageChunks.has(file)),
    ...readdirSync(path.join(FIXTURE_SITE, "admin"))
      .map((file) => `admin/${file}`)
      .filter((file) => file.endsWith(".js")),
  ];
  expect(others.length).toBeGreaterThan(0);
  for (const file of others) expect(startsWithHint(file), `${file} has no hint`).toBe(false);
});

test("a press made while /Saved's app is loading takes effect once", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  // Slow the app's files down, so the press surely lands before React is there to see it.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(ROUTES_BY_NAME.saved.path);
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.waitForTimeout(500);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await waitForStart(page);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
});
