import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { type Locale, LOCALE_LIST } from "../src/siteManifest";

export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export interface AxeView {
  colorScheme: "light" | "dark";
  width: number;
  locale: Locale;
}

const THEMES = ["light", "dark"] as const;
const WIDTHS = [375, 768, 1280] as const;

/**
 * Where the `index`th page (a template, or a state the app draws) is checked: once in each edition, in opposite themes
 * and at two of the three widths. The views turn with the index, so six pages in a row see every theme at every width
 * in each edition, and every page is checked in both themes and both editions: two audits a page, not six (axe is
 * the end-to-end tests' largest cost; docs/decisions/0031-npm-test-in-six-minutes.md).
 */
export function axeViews(index: number): readonly AxeView[] {
  return LOCALE_LIST.map((locale, turn) => ({
    locale,
    colorScheme: THEMES[(index + turn) % THEMES.length],
    width: WIDTHS[(index + turn) % WIDTHS.length],
  }));
}

/**
 * Sets the page to a view's theme and width, before it is opened or as it is. Reduced motion: the site then stops
 * every transition (src/styles/site/_motion.scss), so a theme changed in place is checked in its final colours, not midway.
 */
export async function showAs(page: Page, { colorScheme, width }: AxeView) {
  await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
  await page.setViewportSize({ width, height: 800 });
}

/**
 * axe's WCAG 2.2 AA and best-practice rules find nothing on the page as it is now. axe runs in the page itself (legacy
 * mode), not in each frame and then again in a blank page of its own: a third of an audit's time. That way misses
 * frames from another origin, so a page with one is refused; the pages audited have none (nothing from another origin
 * before play).
 */
export async function expectNoAxeViolations(page: Page, context = "") {
  const { origin } = new URL(page.url());
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => !["about:blank", "about:srcdoc"].includes(url) && new URL(url).origin !== origin);
  expect(foreignFrames, `${context}: frames axe would not audit`).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode().analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`),
    context,
  ).toEqual([]);
}
