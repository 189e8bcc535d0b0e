import {
  DEFAULT_LOCALE,
  FEED_FILE,
  localePath,
  NOT_FOUND_ROUTE,
  ROUTE_LIST,
  TRANSLATED_LOCALES,
  type Locale,
} from "../../src/siteManifest";
import { ADMIN_CONTENT_SECURITY_POLICY, contentSecurityPolicy } from "./csp";
import { PLAYER_ORIGIN } from "../../src/content/youtube";
import { FEED_TYPE } from "../../src/content/feeds";
import { ADMIN_FOLDER, isHashedAsset, PICTURES_FOLDER, WORKER_PATH } from "../../src/hostedFiles";

/**
 * `_headers` and `_redirects` for a Netlify-style host, written into public/
 * after each build (the site's adapter, adapter.ts): plain files any such host
 * reads, with no build plugin and nothing to click in a dashboard.
 */
export const ROUTES_WITH_PAGES = ROUTE_LIST.map((route) => route.path);

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

export interface BuiltSite {
  /** Paths of HTML files relative to public/, e.g. "Free.html". */
  htmlFiles: readonly string[];
  /** The hashes of every public page's inline scripts and speculation rules (pageScripts.ts): what the policy allows. */
  scriptHashes: readonly string[];
  /** Names of the files at the top of public/. */
  topLevelFiles: string[];
  /** Names of the folders at the top of public/. */
  topLevelFolders: string[];
}

/** Files the host reads as configuration and never serves. */
export const HOST_FILES = ["_headers", "_redirects"];

function block(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
}

/** Hashed files never change; addresses whose content changes under the same name are always revalidated. */
function cacheControl(path: string): Record<string, string> {
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

function feedHeaders(path: string): Record<string, string> {
  return path === SITE_FEED_RULE ? { "Cache-Control": CACHE_REVALIDATE } : {};
}

/**
 * Whether a `_headers` path answers documents (HTML): a route, an HTML file, or a folder that holds pages (`/Free/*`,
 * `/ar/*`). Only a document acts on the Content-Security-Policy and the opener policy (the search runs in the page, not
 * in a worker of its own); a script, a stylesheet, an image or JSON ignores them, so they are not sent with those.
 */
export function servesDocuments(path: string, { htmlFiles }: BuiltSite): boolean {
  const folder = /^\/(.+)\/\*$/.exec(path)?.[1];
  if (folder !== undefined) return htmlFiles.some((file) => file.startsWith(`${folder}/`));
  return !/\.\w+$/.test(path) || path.endsWith(".html");
}

/**
 * Every address of the site except the editor's, as `_headers` paths: each route, each file at the top of public/, and
 * each folder. Netlify reads `/static/*` as "/static followed by anything", which would also catch a file named like
 * the folder (`/404/*` catches /404.html), so a folder that holds a page (Gatsby's 404/index.html) is named by its
 * address and its page instead; any other folder gets its `/name/*` rule, which also covers its own address.
 */
export function sitePaths({ htmlFiles, topLevelFiles, topLevelFolders }: BuiltSite): string[] {
  const folders = topLevelFolders.filter((folder) => folder !== ADMIN_FOLDER);
  const isPageFolder = (folder: string) => htmlFiles.includes(`${folder}/index.html`);
  const routes = [...ROUTES_WITH_PAGES, NOT_FOUND_ROUTE.path].filter((route) => !folders.includes(route.slice(1)));
  // A folder's `/name/*` rule also covers `/name.html` (Netlify serves /Free from Free.html), so that file gets no rule
  // of its own: /Free/* covers /Free, Free.html and every topic page under it.
  const coveredByFolder = (file: string) => {
    const folder = file.replace(/\.html$/, "");
    return folder !== file && folders.includes(folder) && !isPageFolder(folder);
  };
  const files = topLevelFiles
    .filter((file) => !HOST_FILES.includes(file) && !coveredByFolder(file))
    .map((file) => `/${file}`);
  const folderPaths = folders.flatMap((folder) =>
    isPageFolder(folder) ? [`/${folder}`, `/${folder}/index.html`] : [`/${folder}/*`],
  );
  return [...routes, ...files, ...folderPaths];
}

/** The site's policy: its inline scripts and speculation rules are those of every public page (not the editor's). */
export function siteContentSecurityPolicy(site: BuiltSite): string {
  return contentSecurityPolicy(site.scriptHashes);
}

/** Directives a policy given by a <meta> element cannot carry: browsers ignore them there, and log an error. */
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors", "report-uri", "sandbox"];

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * The page with `policy` in a <meta> element, right after its charset, so it covers every script of the page. An
 * address that names nothing outside a folder (/nope) matches no `_headers` rule but `/*`, and a policy on `/*` would
 * also reach the editor at /admin/, so the original's 404 page, which answers it, carries the site's policy itself.
 * What a <meta> policy cannot say (frame-ancestors) X-Frame-Options: DENY on `/*` says for every response.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const directives = policy
    .split("; ")
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(" ")[0]));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${directives.join("; ")}"/>`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, meta);
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (!charset) throw new Error("withPolicyMeta: the page has no <meta charset> to put its policy after");
  const end = charset.index + charset[0].length;
  return `${html.slice(0, end)}${meta}${html.slice(end)}`;
}

/**
 * Each header of a response comes from exactly one rule, on any host: hosts disagree on what two matching rules that
 * set the same header mean (Netlify's CLI keeps the later one, Cloudflare Pages joins the values, which for
 * Content-Security-Policy enforces both). So there is no catch-all policy that /admin would have to override: `/*`
 * carries only what every response shares, the site's policy is given path by path to the paths that answer documents
 * (servesDocuments), and the editor's on /admin only.
 * An address that names nothing (the 404 page) gets the shared headers; `hostRules.test.ts` checks all of this with
 * Netlify's own parser.
 */
export function headersFile(site: BuiltSite): string {
  const sitePolicy = {
    "Content-Security-Policy": siteContentSecurityPolicy(site),
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  return [
    "# Written by the build (plugins/corsi-host/hostFiles.ts); do not edit.",
    "# Each header of a response comes from one rule only: no two rules that match one address set the same header.",
    block("/*", SECURITY_HEADERS),
    ...sitePaths(site)
      .map((path) => ({
        path,
        headers: {
          ...(servesDocuments(path, site) ? sitePolicy : {}),
          // The worker runs under the policy of its own script's response, as a page does under its document's.
          ...(path === WORKER_PATH ? { "Content-Security-Policy": sitePolicy["Content-Security-Policy"] } : {}),
          ...cacheControl(path),
          ...feedHeaders(path),
        },
      }))
      .filter(({ headers }) => Object.keys(headers).length > 0)
      .map(({ path, headers }) => block(path, headers)),
    block(FEEDS_RULE, { "Content-Type": FEED_CONTENT_TYPE }),
    block(ADMIN_RULE, ADMIN_HEADERS),
    "",
  ].join("\n\n");
}

/** Case and trailing-slash variants of each route, sent with 301 to the canonical URL. */
export function redirectVariants(route: string): string[] {
  if (route === "/") return [];
  const forms = new Set([route.toLowerCase(), route.toUpperCase(), route]);
  const variants = [...forms].flatMap((form) => [form, `${form}/`]);
  return variants.filter((variant) => variant !== route);
}

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

/**
 * Every page's case and slash variants, percent-encoded as they arrive (an Arabic topic's address included), then
 * where an address that names nothing goes: under a translation's prefix, that edition's 404 page, if the build has
 * one; anywhere else, the original's. `pagePaths` are all the pages Gatsby built; the 404 pages get no variants.
 */
export function redirectsFile(pagePaths: readonly string[]): string {
  const lines = pagePaths.filter(isServedPage).flatMap((route) =>
    // Not forced ("!"): a rule applies only where no file answers, so it can never catch the canonical address, even on
    // a host that matches rules with or without a trailing slash (Netlify does).
    redirectVariants(route).map((from) => `${encodeURI(from)}  ${encodeURI(route)}  301`),
  );
  // The more specific prefix first: Netlify applies the first rule that matches.
  const translated = TRANSLATED_LOCALES.filter((locale) => pagePaths.includes(notFoundPath(locale)));
  return [
    "# Written by the build (plugins/corsi-host/hostFiles.ts); do not edit.",
    ...lines,
    // On the 404 page the app asks for the data of the address it is at. Answered with the 404 page's own data, it
    // shows that page without a failed request (which every browser logs as an error in the console).
    "# The data of a page that does not exist: its edition's 404 page's.",
    ...translated.map((locale) => `/page-data/${locale}/*  ${notFoundPageData(locale)}  200`),
    `/page-data/*  ${NOT_FOUND_PAGE_DATA}  200`,
    "# Anything else: its edition's 404 page, with status 404.",
    ...translated.map((locale) => `/${locale}/*  ${notFoundFile(locale)}  404`),
    `/*  /${NOT_FOUND_ROUTE.file}  404`,
    "",
  ].join("\n");
}
