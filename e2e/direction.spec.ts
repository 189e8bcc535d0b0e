import { expect, test, type Page } from "@playwright/test";
import { LOCALE_LIST, LOCALES, localePath } from "../src/siteManifest";
import { boxOf, topicPage, visit, webDevelopment } from "./editions";

/**
 * Each edition reads in its own direction: an English page from the left, an Arabic page from the right. The navigation
 * bar's order is e2e/nav.spec.ts's; here, the pages' headings and the order of the cards.
 */

/** Where the h1's text sits in its box: the gaps between the text and each side of the box's content. */
function headingPlacement(page: Page) {
  return page.locator("h1").evaluate((heading) => {
    const style = getComputedStyle(heading);
    const range = document.createRange();
    range.selectNodeContents(heading);
    const text = range.getBoundingClientRect();
    const box = heading.getBoundingClientRect();
    return {
      direction: style.direction,
      textAlign: style.textAlign,
      gapRight: box.right - parseFloat(style.paddingRight) - text.right,
      gapLeft: text.left - box.left - parseFloat(style.paddingLeft),
    };
  });
}

for (const locale of LOCALE_LIST) {
  const { dir } = LOCALES[locale];
  const rtl = dir === "rtl";

  test(`(${locale}) at 375 and 1280 px page headings are ${dir} and their text sits at the edition's start`, async ({
    page,
  }) => {
    for (const path of [
      localePath(locale, "/Free"),
      topicPage(locale, webDevelopment).path,
      localePath(locale, "/Contact"),
    ]) {
      await page.setViewportSize({ width: 375, height: 800 });
      await visit(page, path);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const placement = await headingPlacement(page);
        const [start, end] = rtl ? [placement.gapRight, placement.gapLeft] : [placement.gapLeft, placement.gapRight];
        const at = `${path} at ${width} px`;
        expect(placement.direction, at).toBe(dir);
        expect(["start", rtl ? "right" : "left"], `${at}: text-align ${placement.textAlign}`).toContain(
          placement.textAlign,
        );
        expect(start, `${at}: text flush with the start`).toBeLessThan(1);
        expect(end, `${at}: room left at the end`).toBeGreaterThan(start);
      }
    }
  });

  test(`(${locale}) at 1280 px the card grid starts at the edition's start`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, localePath(locale, "/Free"));
    const section = page.locator("section.video-section").first();
    const cards = section.locator("li.col");
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => boxOf(cards.nth(index))));
    const row = await boxOf(section.locator("ul"));
    if (rtl) {
      expect(first.left, "second card left of the first").toBeGreaterThan(second.right - 1);
      expect(second.left, "third card left of the second").toBeGreaterThan(third.right - 1);
      expect(Math.abs(row.right - first.right)).toBeLessThan(1);
    } else {
      expect(first.right, "second card right of the first").toBeLessThan(second.left + 1);
      expect(second.right, "third card right of the second").toBeLessThan(third.left + 1);
      expect(Math.abs(row.left - first.left)).toBeLessThan(1);
    }
  });
}
