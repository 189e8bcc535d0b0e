/** The `_headers` file: which paths get a rule (sitePaths), which of them answer documents, and the file itself. */

import { NOT_FOUND_ROUTE, ROUTE_LIST } from "../../src/siteManifest";
import { contentSecurityPolicy } from "./csp";
import { ADMIN_FOLDER, WORKER_PATH } from "../../src/hostedFiles";
import { HOST_FILES, type BuiltSite } from "./builtSite";
import {
  ADMIN_HEADERS,
  ADMIN_RULE,
  cacheControl,
  FEED_CONTENT_TYPE,
  FEEDS_RULE,
  feedHeaders,
  SECURITY_HEADERS,
} from "./headers";

/** The address of every route with a page of its own. */
export const ROUTES_WITH_PAGES = ROUTE_LIST.map((route) => route.path);

function block(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
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
