/** The values of the `_headers` rules: the headers every response shares, the editor's, caching and the feeds' type. */

import { FEED_FILE } from "../../src/siteManifest";
import { ADMIN_CONTENT_SECURITY_POLICY } from "./csp";
import { PLAYER_ORIGIN } from "../../src/content/youtube";
import { FEED_TYPE } from "../../src/content/feeds";
import { ADMIN_FOLDER, isHashedAsset, PICTURES_FOLDER, WORKER_PATH } from "../../src/hostedFiles";

const YOUTUBE = `"${PLAYER_ORIGIN}"`;

/**
 * Headers every response gets, whatever it is: they are the same for the site and the editor, so one `/*` rule sets
 * them and no other rule repeats them.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only the embedded player gets autoplay, fullscreen and the rest it asks for; nothing else is used.
  "Permissions-Policy": [
    `autoplay=(self ${YOUTUBE})`,
    `fullscreen=(self ${YOUTUBE})`,
    `encrypted-media=(self ${YOUTUBE})`,
    `picture-in-picture=(self ${YOUTUBE})`,
    "accelerometer=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "usb=()",
  ].join(", "),
  // The Content-Security-Policy's frame-ancestors says the same; this also covers an address no policy rule names.
  "X-Frame-Options": "DENY",
};

/**
 * The editor's headers. Its sign-in opens Netlify's OAuth page in a popup that hands the token back through
 * window.opener, which Cross-Origin-Opener-Policy `same-origin` would cut; `same-origin-allow-popups` keeps it.
 */
export const ADMIN_HEADERS: Record<string, string> = {
  "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex",
};

/** The one rule that covers the editor's folder (and /admin without its slash). */
export const ADMIN_RULE = `/${ADMIN_FOLDER}/*`;

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_WORKER = "no-cache";

/** Hashed files never change; addresses whose content changes under the same name are always revalidated. */
export function cacheControl(path: string): Record<string, string> {
  // The browser asks for the worker's script at each visit; `no-cache` has the host answer it, never an HTTP cache.
  if (path === WORKER_PATH) return { "Cache-Control": CACHE_WORKER };
  if (path === `${PICTURES_FOLDER}*` || isHashedAsset(path.slice(1))) return { "Cache-Control": CACHE_IMMUTABLE };
  // Routes, HTML files and folders (page data, the 404 page's, Gatsby's slices); other files keep the host's default.
  const otherFile = /\.\w+$/.test(path) && !path.endsWith(".html");
  return otherFile ? {} : { "Cache-Control": CACHE_REVALIDATE };
}

/**
 * The Atom feeds (plugins/corsi-feeds) are served as what they are, in UTF-8, by one rule for a feed in any folder:
 * Netlify reads its `*` as any part, none included, so it covers /feed.xml too. The top feed's own rule only has it
 * revalidated (its folder rule does that for /ar/feed.xml and each topic's /Free/<topic>/feed.xml).
 */
export const FEED_CONTENT_TYPE = `${FEED_TYPE}; charset=utf-8`;
export const SITE_FEED_RULE = `/${FEED_FILE}`;
export const FEEDS_RULE = `/*/${FEED_FILE}`;

export function feedHeaders(path: string): Record<string, string> {
  return path === SITE_FEED_RULE ? { "Cache-Control": CACHE_REVALIDATE } : {};
}
