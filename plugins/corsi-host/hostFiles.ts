import { NOT_FOUND_ROUTE, ROUTE_LIST } from "../../src/siteManifest";
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  inlineScripts,
  sha256Source,
  YOUTUBE_EMBED_ORIGIN,
} from "./csp";

/**
 * `_headers` and `_redirects` for a Netlify-style host, written into public/
 * after each build (gatsby-node's onPostBuild): plain files any such host
 * reads, with no build plugin and nothing to click in a dashboard.
 */
export const ROUTES_WITH_PAGES = ROUTE_LIST.map((route) => route.path);

const YOUTUBE = `"${YOUTUBE_EMBED_ORIGIN}"`;

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
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Files whose names carry a content hash, so they can be cached forever. */
export function isHashedAsset(file: string): boolean {
  return /-[0-9a-f]{20}\.(js|css)$/.test(file) || /^styles\.[0-9a-f]{20}\.css$/.test(file);
}

export interface BuiltSite {
  /** Paths of HTML files relative to public/, e.g. "Free.html". */
  htmlFiles: Record<string, string>;
  /** Names of the files at the top of public/. */
  topLevelFiles: string[];
}

function block(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
}

export function headersFile({ htmlFiles, topLevelFiles }: BuiltSite): string {
  const publicPages = Object.entries(htmlFiles).filter(([file]) => !file.startsWith("admin/"));
  const hashes = publicPages.flatMap(([, html]) => inlineScripts(html).map(sha256Source));
  const policy = contentSecurityPolicy(hashes);
  const revalidated = [...ROUTES_WITH_PAGES, NOT_FOUND_ROUTE.path, `/${NOT_FOUND_ROUTE.file}`, "/page-data/*"];
  const immutable = ["/static/*", ...topLevelFiles.filter(isHashedAsset).map((file) => `/${file}`)];
  return [
    "# Written by the build (plugins/corsi-host/hostFiles.ts); do not edit.",
    block("/*", { "Content-Security-Policy": policy, ...SECURITY_HEADERS }),
    ...revalidated.map((path) => block(path, { "Cache-Control": CACHE_REVALIDATE })),
    ...immutable.map((path) => block(path, { "Cache-Control": CACHE_IMMUTABLE })),
    // Last, so it replaces the site policy for /admin only (a later matching rule wins, as in Netlify's CLI).
    block("/admin/*", { "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY, "X-Robots-Tag": "noindex" }),
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

/** Gatsby's own 404 pages are not addresses of the site: the host answers unknown addresses with 404.html. */
export function isServedPage(pagePath: string): boolean {
  return !/^\/(404|404\.html|dev-404-page)\/?$/.test(pagePath);
}

/** Every page's case and slash variants, percent-encoded as they arrive (an Arabic topic's address included). */
export function redirectsFile(pagePaths: readonly string[]): string {
  const lines = pagePaths.flatMap((route) =>
    // Not forced ("!"): a rule applies only where no file answers, so it can never catch the canonical address, even on
    // a host that matches rules with or without a trailing slash (Netlify does).
    redirectVariants(route).map((from) => `${encodeURI(from)}  ${encodeURI(route)}  301`),
  );
  return [
    "# Written by the build (plugins/corsi-host/hostFiles.ts); do not edit.",
    ...lines,
    // On the 404 page the app asks for the data of the address it is at. Answered with the 404 page's own data, it
    // shows that page without a failed request (which every browser logs as an error in the console).
    "# The data of a page that does not exist: the 404 page's.",
    `/page-data/*  ${NOT_FOUND_PAGE_DATA}  200`,
    "# Anything else: the 404 page, with status 404.",
    `/*  /${NOT_FOUND_ROUTE.file}  404`,
    "",
  ].join("\n");
}
