/** The site's languages, and where each edition's pages live (/Free, /ar/Free). */

/**
 * The site's languages, the first being the original: the interface files of data/ hold a block per language (`en:`
 * with everything, `ar:` with its texts), and videos and topics a title per language (`title`, `titleAr`).
 */
export const LOCALES = {
  en: { name: "English", dir: "ltr" },
  ar: { name: "العربية", dir: "rtl" },
} as const satisfies Record<string, { name: string; dir: "ltr" | "rtl" }>;

export type Locale = keyof typeof LOCALES;

export const DEFAULT_LOCALE: Locale = "en";

/** Every locale, the original first. */
export const LOCALE_LIST = Object.keys(LOCALES) as Locale[];

/** The locales that translate the original. */
export const TRANSLATED_LOCALES = LOCALE_LIST.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Where a locale's pages live: the original at the root (/Free), every other under its code (/ar/Free, and /ar for the
 * home page). Each page of one edition has its counterpart at the same address in the other.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The locale an address belongs to, by its first segment (/ar, /ar/Free → ar; anything else → en). */
export function localeOfPath(path: string): Locale {
  const first = path.split("/")[1] ?? "";
  return TRANSLATED_LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}

/** An address without its locale's prefix: /ar/Free → /Free, /ar → /. */
export function pathInDefaultLocale(path: string): string {
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE) return path;
  return path.slice(locale.length + 1) || "/";
}

/** The same page in another locale. */
export function counterpartPath(path: string, locale: Locale): string {
  return localePath(locale, pathInDefaultLocale(path));
}
