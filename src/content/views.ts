import { LOCALE_LIST, type Locale } from "../siteManifest";

/**
 * A video's views as a card shows them: short ("1.2M", "1.2 مليون"), in Western digits in both editions, as prices are
 * (plugins/corsi-content/price.ts). Written at build, so the browser's Intl never redraws it.
 */
export function compactViews(views: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { notation: "compact", numberingSystem: "latn" }).format(views);
}

const SCALES: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/**
 * The views rounded to what every edition shows of them (1,234,567 → 1,200,000): the build keeps this figure, not
 * the exact one, so a daily refresh that changes a count by a few views changes no node and redraws no page. A count
 * whose editions round it differently keeps its exact figure.
 */
export function shownViews(views: number): number {
  const parts = new Intl.NumberFormat("en", { notation: "compact" }).formatToParts(views);
  const digits = parts
    .filter(({ type }) => type === "integer" || type === "decimal" || type === "fraction")
    .map(({ value }) => value)
    .join("");
  const scale = SCALES[parts.find(({ type }) => type === "compact")?.value ?? ""] ?? 1;
  const rounded = Math.round(Number(digits) * scale);
  const same = LOCALE_LIST.every((locale) => compactViews(rounded, locale) === compactViews(views, locale));
  return same ? rounded : views;
}
