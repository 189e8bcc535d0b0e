import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { NOT_FOUND_ROUTE } from "../../src/siteManifest";
import { htmlFilesUnder, publicPageScripts } from "./pageScripts";
import { headersFile, redirectsFile, siteContentSecurityPolicy, withPolicyMeta, type BuiltSite } from "./hostFiles";

/**
 * Gatsby writes /Free as Free/index.html, a folder, and a Netlify-style host answers a folder's address without its
 * slash with a redirect that adds one; with redirect rules that remove it again, that would loop. As Free.html the page
 * is served at /Free itself, and /Free/ no longer names a file, so a plain rule can send it to /Free.
 */
export function flattenPageFiles(publicDir: string, pagePaths: readonly string[]): string[] {
  const flattened: string[] = [];
  // Deepest first, so /Free/python-learning/2 is a file before its parent folder is looked at.
  const deepestFirst = [...pagePaths].sort((a, b) => b.split("/").length - a.split("/").length);
  for (const route of deepestFirst) {
    if (route === "/") continue;
    const folder = path.join(publicDir, route.slice(1));
    if (!existsSync(path.join(folder, "index.html"))) continue;
    renameSync(path.join(folder, "index.html"), `${folder}.html`);
    // An emptied folder at the top of public/ goes, as `_headers` gives each top folder a rule. One deeper (a topic's
    // /2 …) stays: a host publishes files, not empty folders, and unflattenPageFiles then need not make thousands of
    // folders again before each build (what that cost: docs/incremental-builds.md, item 13).
    if (!route.slice(1).includes("/") && readdirSync(folder).length === 0) rmdirSync(folder);
    flattened.push(route);
  }
  return flattened;
}

/**
 * The reverse of flattenPageFiles, before a build that keeps the last one's public/ (`gatsby build` without
 * `gatsby clean`): each page file goes back to where Gatsby wrote it, because Gatsby reads the pages it does not render
 * again (to stitch slices) and deletes those of removed pages, both at their own addresses. A route whose file is gone
 * is skipped.
 */
export function unflattenPageFiles(publicDir: string, routes: readonly string[]): void {
  for (const route of routes) {
    const folder = path.join(publicDir, route.slice(1));
    if (!existsSync(`${folder}.html`)) continue;
    mkdirSync(folder, { recursive: true });
    renameSync(`${folder}.html`, path.join(folder, "index.html"));
  }
}

function readBuiltSite(publicDir: string, scriptHashes: readonly string[]): BuiltSite {
  const entries = readdirSync(publicDir, { withFileTypes: true });
  return {
    htmlFiles: htmlFilesUnder(publicDir),
    scriptHashes,
    topLevelFiles: entries.filter((entry) => entry.isFile()).map((entry) => entry.name),
    topLevelFolders: entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  };
}

/**
 * `_headers`, with the hashes of this build's inline scripts in the Content-Security-Policy; then the same policy in
 * the original's 404 page (404.html), which answers addresses no policy rule of `_headers` can name (withPolicyMeta).
 * Adding an element to the page changes none of its scripts, so the hashes still hold.
 */
export function writeHeadersFile(
  publicDir: string,
  scriptHashes: readonly string[] = publicPageScripts(publicDir).hashes,
): void {
  const site = readBuiltSite(publicDir, scriptHashes);
  writeFileSync(path.join(publicDir, "_headers"), headersFile(site));
  const notFound = path.join(publicDir, NOT_FOUND_ROUTE.file);
  if (existsSync(notFound))
    writeFileSync(notFound, withPolicyMeta(readFileSync(notFound, "utf8"), siteContentSecurityPolicy(site)));
}

export function writeRedirectsFile(publicDir: string, pagePaths: readonly string[]): void {
  writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(pagePaths));
}

/** gatsby-plugin-sitemap writes sitemap-index.xml + sitemap-0.xml; /sitemap.xml is the address crawlers try first. */
export function copySitemap(publicDir: string): void {
  const sitemap = path.join(publicDir, "sitemap-0.xml");
  if (existsSync(sitemap)) copyFileSync(sitemap, path.join(publicDir, "sitemap.xml"));
}

export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}
