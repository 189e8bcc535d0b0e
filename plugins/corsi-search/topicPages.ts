import { type Locale, LOCALE_LIST, localePath, ROUTES } from "../../src/siteManifest";
import { TOGGLES_CLASS } from "../../src/learner/keys";

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

/**
 * What Pagefind leaves out of a card's words: the site's own, which every card repeats and no course is about, so
 * that "watched", "note" or "YouTube" finds the courses that say it, not every card. The player (its poster repeats
 * the title above the card's heading, where Pagefind would count it as the card before's), the Save, Watched, Done
 * and Note buttons (their group's other names for search stay indexed: src/components/searchNamesAttributes.ts), and
 * a card's link out ("Watch on YouTube: <title> (opens in a new tab)"; the title is the heading's already).
 */
export const UNINDEXED_SELECTORS = [".player", `.${TOGGLES_CLASS} > button`, 'article a[target="_blank"]'] as const;
