import { type Locale, LOCALE_LIST, localePath, ROUTES } from "../../src/siteManifest";

/**
 * The pages Pagefind indexes: the topic pages, /Paid and the learning paths of every edition (Free/**, Paid/**,
 * Paths/**, ar/Free/**, …), the only pages that hold videos, courses or paths to find (Gatsby's other HTML, page-data folders and slices are not pages). Pagefind writes one index per language, from
 * each page's `<html lang>`, and the search box of a page loads the index of that page's language: an Arabic page
 * searches the Arabic pages only, and its results are addresses of the Arabic edition.
 */
export function topicPagesGlob(locales: readonly Locale[] = LOCALE_LIST): string {
  const folders = locales.flatMap((locale) =>
    [ROUTES.free.path, ROUTES.paid.path, ROUTES.paths.path].map((route) => localePath(locale, route).slice(1)),
  );
  return `{${folders.join(",")}}/**/*.html`;
}
