import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { type Locale, LOCALE_LIST } from "../src/siteManifest";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export interface AxeView {
  colorScheme: "light" | "dark";
  width: number;
  locale: Locale;
}

/**
 * Where a template (or a state the app draws) is checked: each theme at each width, the edition alternating, so that
 * every view is checked in both editions, both themes and at every width in some edition: six runs, not twelve.
 */
export const AXE_VIEWS: readonly AxeView[] = (["light", "dark"] as const).flatMap((colorScheme, schemeIndex) =>
  [375, 768, 1280].map((width, widthIndex) => ({
    colorScheme,
    width,
    locale: LOCALE_LIST[(schemeIndex + widthIndex) % LOCALE_LIST.length],
  })),
);

/**
 * Sets the page to a view's theme and width, before it is opened or as it is. Reduced motion: the site then stops
 * every transition (src/styles/site/_motion.scss), so a theme changed in place is checked in its final colours, not midway.
 */
export async function showAs(page: Page, { colorScheme, width }: AxeView) {
  await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
  await page.setViewportSize({ width, height: 800 });
}

/** axe's WCAG 2.2 AA and best-practice rules find nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, context = "") {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`),
    context,
  ).toEqual([]);
}
