/** The addresses of the files the build writes beside the pages: /Saved's catalog, app manifests and icons, feeds. */

import { DEFAULT_LOCALE, localePath, type Locale } from "./locales";
import { topicPagePath } from "./templatePages";

/**
 * Where the build writes what /Saved needs to draw a saved video's card (plugins/corsi-learner): every topic in the
 * catalog's order and every video's card data, in one file fetched from the site's own origin only by /Saved, so no
 * page's first load grows with the catalog, and the request is the same for every visitor (it tells the host nothing
 * about anyone's list).
 */
export const SAVED_CATALOG_PATH = "/saved-catalog.json";

/**
 * Each edition's web app manifest (plugins/corsi-app), linked by every page of the edition: the English one at the
 * root, a translation's beside it, so one `_headers` rule each and no folder of pages holds them.
 */
export function webAppManifestPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "/app.webmanifest" : `/app-${locale}.webmanifest`;
}

/**
 * The installed app's icons, made from the logo (static/favicon.svg) at build: the logo at each size as it is (rounded,
 * on transparent), and one maskable (full-bleed, the logo's ground to the edges, for the shapes Android cuts).
 */
export const APP_ICON_SIZES = [192, 512] as const;
export const APP_MASKABLE_SIZE = 512;
export const appIconPath = (size: number, maskable = false) => `/icons/app${maskable ? "-maskable" : ""}-${size}.png`;

/**
 * The Atom feeds (plugins/corsi-feeds), each edition's: the whole catalog's at /feed.xml (/ar/feed.xml), and each
 * topic's beside its page, /Free/<topic>/feed.xml. A feed holds the newest FEED_ENTRIES entries (limits.ts).
 */
export const FEED_FILE = "feed.xml";
export const siteFeedPath = (locale: Locale) => `${locale === DEFAULT_LOCALE ? "" : `/${locale}`}/${FEED_FILE}`;
export const topicFeedPath = (locale: Locale, slug: string) =>
  localePath(locale, `${topicPagePath(slug)}/${FEED_FILE}`);
