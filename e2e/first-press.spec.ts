import { expect, test, type Page } from "@playwright/test";
import { expectPlayerFocused, pageCodeAt, readTopics, waitForStart, watchPage } from "./site";
import { THEME_STORAGE_KEY } from "../src/theme/theme";

/*
 * A press answered at once: the menu toggle, Play and the theme switch are worked by the head scripts from the first
 * paint (plugins/corsi-boot/headScript.ts lists them). Each test presses a control on a
 * throttled phone while the app's files are held back, checks the effect is there before any app script has run,
 * then lets the app start and checks that its start undid nothing, with a clean console and no layout shift.
 */

// These tests time presses on a 4× throttled CPU while another worker runs beside them on the same cores: one retry, which
// Playwright's summary reports as "flaky", so a delay is seen, not hidden.
test.describe.configure({ retries: 1 });

/** Lighthouse's mobile profile, as in scripts/measure/firstPress.ts. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Holds the app's files until `release` is called. */
async function holdAppScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * Lists the layout shifts not caused by the visitor's own input (those are expected: an opening menu moves things), each
 * as its value and what moved, so a failure names it.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    const describe = (node?: Node | null) =>
      node instanceof Element
        ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ""}${[...node.classList].map((c) => `.${c}`).join("")}`
        : (node?.nodeName ?? "?");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(performance.now())} ms: ${entry.sources.map((source) => describe(source.node)).join(", ")}`,
          );
    }).observe({ type: "layout-shift", buffered: true });
  });
  return async () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

/** Forgets the shifts so far, once the next frames have painted and their shifts have been reported. */
const clearShifts = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    await new Promise((resolve) => setTimeout(resolve, 100));
    (window as unknown as { shifts: string[] }).shifts.splice(0);
  });

/** The first video /Free shows (the fixture content the tests build from). */
const video = readTopics()[0].videos[0];
const embed =
  `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1` +
  (video.playlistId ? `&list=${video.playlistId}` : "") +
  "&enablejsapi=1";

const appHasRun = (page: Page) => page.evaluate(() => "___loader" in window);
/** Once the page has started what it runs: Gatsby's app on /Saved only; elsewhere it never runs (the head script is all). */
const runsApp = (route: string) => pageCodeAt(route) === "app";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await throttle(page);
});

for (const route of ["/", "/Saved"])
  test(`the menu on ${route} opens before any app has run, and stays open once the page has started`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    const shifts = await watchLayoutShifts(page);
    // Without the opening animation, the menu's own movement always falls within the 500 ms that mark a shift as the
    // visitor's doing: on a throttled, busy machine the animation's last frames could land after them.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await holdAppScripts(page);
    await page.goto(route, { waitUntil: "load" });
    expect(await shifts(), "the page settles without shifting").toEqual([]);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#site-menu")).toHaveClass("navbar-collapse collapse show");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" })).toBeVisible();
    expect(await appHasRun(page), "the app has not run").toBe(false);
    // The opening menu moves the page: the visitor's doing, though a saturated machine can paint it after the 500 ms
    // that mark a shift as such. What follows must move nothing.
    await clearShifts(page);

    release();
    await waitForStart(page);
    expect(await appHasRun(page), "the app has run where the page runs it").toBe(runsApp(route));
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#site-menu")).toHaveClass("navbar-collapse collapse show");
    // Checked before pressing again: on a loaded machine a press's own effect can land after the 500 ms that mark a
    // shift as the visitor's doing.
    expect(await shifts()).toEqual([]);
    // And it still works, now beside the app: closed, then a link followed from it closes it on the new page.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#site-menu")).toHaveClass("navbar-collapse collapse");
    watch.expectClean();
  });

test("Play swaps in the player before the app has run, and the app's start keeps that one iframe", async ({ page }) => {
  const watch = watchPage(page);
  const shifts = await watchLayoutShifts(page);
  const embeds: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    embeds.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  const release = await holdAppScripts(page);
  await page.goto("/Free", { waitUntil: "load" });
  await page.getByRole("button", { name: `Play: ${video.title}` }).click();
  const frame = page.locator(`iframe[title="${video.title}"]`);
  await expectPlayerFocused(page, video.title);
  expect(await appHasRun(page), "the app has not run").toBe(false);
  // Marks the element, to tell it from a new one the app might put in its place.
  await frame.evaluate((element) => element.setAttribute("data-pressed-early", ""));

  release();
  await waitForStart(page);
  await page.waitForTimeout(500);
  expect(await appHasRun(page), "/Free runs no app").toBe(runsApp("/Free"));
  await expect(page.locator("iframe")).toHaveCount(1);
  await expect(page.locator("iframe[data-pressed-early]")).toHaveCount(1);
  await expectPlayerFocused(page, video.title);
  expect(embeds, "loaded once, never reloaded").toEqual([embed]);
  expect(await shifts()).toEqual([]);
  expect(watch.thirdParty, "only the player, once").toEqual(embeds);
  expect(watch.consoleErrors).toEqual([]);
});

test("the theme switch answers before the app has run, and the choice stays once it has", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  const watch = watchPage(page);
  const shifts = await watchLayoutShifts(page);
  const release = await holdAppScripts(page);
  await page.goto("/Paid", { waitUntil: "load" });
  const themeSwitch = page.getByRole("button", { name: /^Colour theme: / });
  await themeSwitch.click();
  await themeSwitch.click();
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Dark");
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "dark");
  expect(await appHasRun(page), "the app has not run").toBe(false);

  release();
  await waitForStart(page);
  await page.waitForTimeout(500);
  expect(await appHasRun(page), "/Paid runs no app").toBe(runsApp("/Paid"));
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Dark");
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "dark");
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");
  expect(await shifts()).toEqual([]); // before the next press, as in the menu's test
  // One press is one step, with the app running too.
  await themeSwitch.click();
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Follow device");
  watch.expectClean();
});
