import { expect, test, type Page } from "@playwright/test";
import { ROUTES } from "../src/siteManifest";
import { watchPage } from "./site";

/*
 * Following a link stays instant without Gatsby's client-side navigation: the speculation rules every page carries
 * (plugins/corsi-boot/speculationRules.ts) have Chromium fetch the page a visitor is about to open. They are inline
 * JSON, applied only if the site's Content-Security-Policy allows them by their hash: with a wrong hash Chromium refuses
 * them, logs an error and fetches nothing, and these tests fail.
 */

/** The speculative requests the page makes, with the purpose Chromium gives each (prefetch, or prefetch;prerender). */
function watchSpeculation(page: Page) {
  const speculative: { path: string; purpose: string }[] = [];
  page.context().on("request", (request) => {
    request
      .allHeaders()
      .then((headers) => {
        const purpose = headers["sec-purpose"];
        if (purpose) speculative.push({ path: new URL(request.url()).pathname, purpose });
      })
      .catch(() => undefined); // a request still pending as the test ends
  });
  return speculative;
}

/** Whether the page on screen was prerendered before the visitor's click made it the page (its activation). */
const activatedFromPrerender = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart: number })
        .activationStart > 0,
  );

test("a link the pointer rests on is prefetched, and followed, with no console error", async ({ page }) => {
  const watch = watchPage(page);
  const speculative = watchSpeculation(page);
  await page.goto("/", { waitUntil: "load" });
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" });
  await link.hover();
  await expect
    .poll(() => speculative.filter(({ path }) => path === ROUTES.contact.path).map(({ purpose }) => purpose))
    .toContain("prefetch");
  await page.mouse.down();
  await page.waitForTimeout(300);
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.contact.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Whether it was shown from a prerender (its navigation's activationStart) is not asserted: headless Chromium here
  // prefetches by the rules but was not seen to activate a prerender.
  watch.expectClean();
});

test("/Saved is prefetched but never prerendered (its app is for a visitor who opens it)", async ({ page }) => {
  const watch = watchPage(page);
  const speculative = watchSpeculation(page);
  await page.goto("/", { waitUntil: "load" });
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved" });
  await link.hover();
  await expect.poll(() => speculative.filter(({ path }) => path === ROUTES.saved.path)).not.toEqual([]);
  await page.mouse.down();
  await page.waitForTimeout(300);
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.saved.path}$`));
  expect(await activatedFromPrerender(page)).toBe(false);
  expect(speculative.map(({ purpose }) => purpose)).not.toContain("prefetch;prerender");
  watch.expectClean();
});

test("nothing is speculated from another host", async ({ page }) => {
  const watch = watchPage(page);
  const speculative = watchSpeculation(page);
  await page.goto("/Free", { waitUntil: "load" });
  // Each video's "Watch on YouTube" link leaves the site.
  const away = page.locator('a[href^="https://"]').first();
  await away.hover();
  await page.waitForTimeout(500);
  expect(watch.thirdParty).toEqual([]);
  expect(speculative).toEqual([]);
});
