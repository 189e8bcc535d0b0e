/** Each edition's 404 page: its address, its file and its data, and which built pages are served as addresses. */

import { DEFAULT_LOCALE, localePath, NOT_FOUND_ROUTE, TRANSLATED_LOCALES, type Locale } from "../../src/siteManifest";

export const NOT_FOUND_PAGE_DATA = `/page-data/${NOT_FOUND_ROUTE.file}/page-data.json`;

/**
 * Each edition's 404 page. The original's is Gatsby's: src/pages/404.tsx at /404, which Gatsby also writes as
 * 404.html. A translation's is the same page under its prefix, /ar/404, written as ar/404.html (flattenPageFiles): the
 * host answers it for any unknown address under /ar/.
 */
export function notFoundPath(locale: Locale): string {
  return localePath(locale, NOT_FOUND_ROUTE.path);
}

/** The file of an edition's 404 page, as an address: /404.html, /ar/404.html. */
export function notFoundFile(locale: Locale): string {
  return `${notFoundPath(locale)}.html`;
}

/**
 * The data the app of an edition's 404 page loads: Gatsby's 404.html page's for the original (Gatsby's loader falls
 * back to it by name), the page's own for a translation.
 */
export function notFoundPageData(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? NOT_FOUND_PAGE_DATA : `/page-data${notFoundPath(locale)}/page-data.json`;
}

/** Gatsby's own copies of the original's 404 page: left where Gatsby writes them (404.html, 404/index.html). */
function isGatsbyNotFoundPage(pagePath: string): boolean {
  return /^\/(404|404\.html|dev-404-page)\/?$/.test(pagePath);
}

/** A translation's 404 page (/ar/404). */
function isTranslatedNotFoundPage(pagePath: string): boolean {
  return TRANSLATED_LOCALES.some((locale) => [notFoundPath(locale), notFoundFile(locale)].includes(pagePath));
}

/**
 * The 404 pages are not addresses of the site: the host answers them for addresses that name nothing. So they get no
 * redirects, and no place in the sitemap.
 */
export function isServedPage(pagePath: string): boolean {
  return !isGatsbyNotFoundPage(pagePath) && !isTranslatedNotFoundPage(pagePath);
}

/** The pages written as a file named after their address (Free.html, ar/404.html): all but Gatsby's 404 copies. */
export function isFlattenedPage(pagePath: string): boolean {
  return !isGatsbyNotFoundPage(pagePath);
}
