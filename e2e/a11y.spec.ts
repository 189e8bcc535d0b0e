import { expect, test } from "@playwright/test";
import { LOCALE_LIST, localePath } from "../src/siteManifest";
import { axeViews, expectNoAxeViolations, showAs } from "./axe";
import { coursePages } from "./playlistCourses";
import { readTexts, ROUTES, templateRoutes } from "./site";

/**
 * axe once per template and view (not per route: pages of one template differ only in content): the routes' and the
 * topic page's templates, and a course's (its last page: the one with fewer lessons than a page holds).
 */
const TEMPLATES = [...templateRoutes(), coursePages.at(-1)!];

// Each template in both editions, a view each (axeViews): the theme follows the device's as it changes, as a visitor's
// does (plugins/corsi-boot/inline/themeScript.ts), so a view needs no new page.
for (const [index, template] of TEMPLATES.entries())
  for (const view of axeViews(index)) {
    const path = localePath(view.locale, template);
    test(`axe finds no WCAG 2.2 AA violation on ${path} at ${view.width} px ${view.colorScheme}`, async ({ page }) => {
      // A full audit of a page of up to 100 lessons takes several seconds on a busy machine.
      test.setTimeout(60_000);
      await showAs(page, view);
      await page.goto(encodeURI(path));
      await expect(page.locator("html")).toHaveAttribute("data-bs-theme", view.colorScheme);
      await expect(page.locator("html")).toHaveAttribute("lang", view.locale);
      await expectNoAxeViolations(page, `${view.width} px, ${view.colorScheme}`);
    });
  }

for (const locale of LOCALE_LIST) {
  test(`Skip to content is the first stop of the keyboard and moves focus to the main content (${locale})`, async ({
    page,
  }) => {
    const { skipLink } = readTexts<{ labels: { skipLink: string } }>("site.yaml", locale).labels;
    for (const route of ROUTES) {
      await page.goto(encodeURI(localePath(locale, route)));
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
    }
  });
}

test("every control shows a visible focus ring", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/Free");
  for (const selector of [".navbar-toggler", ".theme-switch", ".player-poster", ".topic-link", ".navbar-brand"]) {
    const control = page.locator(selector).first();
    await control.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const ring = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
        shadow: style.boxShadow !== "none",
      };
    });
    expect(ring.outline || ring.shadow, selector).toBe(true);
  }
});

test("tap targets on a phone are at least 44 × 44 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of ["/", "/Free", "/Contact"]) {
    await page.goto(route);
    const small = await page.locator("button, .btn, .nav-link, .navbar-brand").evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => ({
          text: element.textContent?.trim() || element.className,
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small, route).toEqual([]);
  }
});
