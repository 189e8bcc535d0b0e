import {
  absoluteUrl,
  DEFAULT_LOCALE,
  type Locale,
  LOCALE_LIST,
  localePath,
  pathInDefaultLocale,
} from "../../src/siteManifest";

/**
 * What gatsby-plugin-sitemap writes for each page (gatsby-config.ts): its URL and, as `<xhtml:link rel="alternate">`,
 * the page in every edition, plus `x-default` (the original), the same set each page's head declares. The plugin
 * hands the entries to the `sitemap` package, which writes `links` as `hreflang` alternates.
 */
export interface SitemapLink {
  lang: Locale | "x-default";
  url: string;
}

export interface SitemapPage {
  path: string;
  /** The page in each edition the build has, with x-default; empty when the page exists in one edition only. */
  links: SitemapLink[];
}

export interface SitemapEntry {
  url: string;
  links: SitemapLink[];
}

/** Each path in every edition: the sitemap's excludes for pages kept out of search engines. */
export function inEveryLocale(paths: readonly string[]): string[] {
  return LOCALE_LIST.flatMap((locale) => paths.map((path) => localePath(locale, path)));
}

/**
 * The alternates of the page at `path`: its counterpart in each locale among `built` (its own address included), and
 * x-default, the original. None when no other edition of the page was built, so a sitemap never names a page that
 * does not exist.
 */
export function alternateLinks(path: string, built: ReadonlySet<string>): SitemapLink[] {
  const original = pathInDefaultLocale(path);
  const editions = LOCALE_LIST.map((locale) => ({ locale, path: localePath(locale, original) })).filter((edition) =>
    built.has(edition.path),
  );
  if (editions.length < 2 || !editions.some((edition) => edition.locale === DEFAULT_LOCALE)) return [];
  return [
    ...editions.map((edition) => ({ lang: edition.locale, url: absoluteUrl(edition.path) })),
    { lang: "x-default", url: absoluteUrl(localePath(DEFAULT_LOCALE, original)) },
  ];
}

/**
 * The plugin's `resolvePages`: every page Gatsby built, each with its alternates among them, in the order of their
 * paths. Gatsby lists its pages in the order they were first made, which after a warm build depends on the builds
 * before it; sorted, a warm build writes the sitemap a cold build writes.
 */
export function sitemapPages(paths: readonly string[]): SitemapPage[] {
  const built = new Set(paths);
  return [...paths].sort().map((path) => ({ path, links: alternateLinks(path, built) }));
}

/** The plugin's `serialize`: absolute, percent-encoded URLs (a topic's address may be in Arabic script). */
export function sitemapEntry({ path, links }: SitemapPage): SitemapEntry {
  return { url: absoluteUrl(path), links };
}
