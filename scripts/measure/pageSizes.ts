import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { APP_SCRIPTS_ID, START_ON_USE } from "../../plugins/corsi-boot/inline/appLoader";
import { NOT_FOUND_PAGE_DATA } from "../../plugins/corsi-host/hostFiles";
import { NOT_FOUND_ROUTE, type PageCode } from "../../src/siteManifest";
import { loadBudgets, overBudget } from "./budgets";
import type { FileKind, MeasuredFile, RouteSize } from "./routeSize";
import { measuredRoutes } from "./largestPages";

// The budgets and the pages measured have modules of their own; their names are imported from here too.
export { type Budgets, loadBudgets, overBudget } from "./budgets";
export type { FileKind, MeasuredFile, RouteSize } from "./routeSize";
export { largestPathPage, largestPlaylistCoursePage, largestTopicPage, measuredRoutes, ROUTES } from "./largestPages";

/**
 * What a first visit to a route downloads from this site, measured from the
 * build (deterministic, no browser): the HTML with its inlined CSS, its icon,
 * its edition's web app manifest (Chromium reads it after the load, to offer the install), and, on a page that runs
 * Gatsby's app (/Saved), the scripts it names, the
 * page's own chunk, its page-data and static queries. What a page loads only
 * at the first use of its search or filters (the catalog tools' script) is
 * measured apart, as `onUse`. Tooling, not part of a build: `npm run sizes` prints a table and fails on a route over budget
 * (scripts/measure/sizes.ts), and so do the tests on the fixture build (e2e/size.spec.ts).
 */
const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

/**
 * The script files a page runs as its app starts: those in the template the loader runs them from. Undefined for a page
 * without the template, which has no app.
 */
export function appScriptsOf(html: string): string[] | undefined {
  const template = templateOf(html);
  if (!template || template.onUse) return undefined;
  return template.scripts;
}

/** The loader's template: the script files it holds, and whether they run only at the first use of the tools. */
function templateOf(html: string): { scripts: string[]; onUse: boolean } | undefined {
  const template = new RegExp(`<template id="${APP_SCRIPTS_ID}"([^>]*)>([\\s\\S]*?)</template>`).exec(html);
  if (!template) return undefined;
  return {
    scripts: [...template[2].matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src),
    onUse: template[1].includes(`data-start="${START_ON_USE}"`),
  };
}

/** The class a built page shows it is of: what its template holds, or none. */
function codeOf(html: string): PageCode {
  const template = templateOf(html);
  return template ? (template.onUse ? "tools" : "app") : "none";
}

export function htmlPath(route: string): string {
  if (route === "/") return "index.html";
  if (route === NOT_FOUND_ROUTE.path) return NOT_FOUND_ROUTE.file;
  return `${route.slice(1)}.html`;
}

function pageDataPath(route: string): string {
  if (route === "/") return "page-data/index/page-data.json";
  if (route === NOT_FOUND_ROUTE.path) return NOT_FOUND_PAGE_DATA.slice(1);
  return `page-data${route}/page-data.json`;
}

export function measureRoute(publicDir: string, route: string): RouteSize {
  const files: MeasuredFile[] = [];
  const add = (file: string, kind: FileKind) => {
    const content = readFileSync(path.join(publicDir, file));
    files.push({ file, kind, raw: content.length, gzip: gzipBytes(content) });
  };
  const html = readFileSync(path.join(publicDir, htmlPath(route)), "utf8");
  add(htmlPath(route), "html");
  // The runtime's script files, run by the loader once the page is idle, and what the app loads for the page: counted
  // as first load.
  const appScripts = appScriptsOf(html);
  for (const src of appScripts ?? []) add(src.slice(1), "runtime-js");
  const code = codeOf(html);
  if (code === "tools") for (const src of templateOf(html)!.scripts) add(src.slice(1), "on-use-js");
  if (appScripts) {
    const pageData = JSON.parse(readFileSync(path.join(publicDir, pageDataPath(route)), "utf8")) as {
      componentChunkName: string;
      staticQueryHashes: string[];
    };
    add(pageDataPath(route), "data");
    add("page-data/app-data.json", "data");
    for (const hash of pageData.staticQueryHashes) add(`page-data/sq/d/${hash}.json`, "data");

    const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
      namedChunkGroups: Record<string, { assets: { name: string }[] }>;
    };
    for (const { name } of stats.namedChunkGroups[pageData.componentChunkName].assets) {
      if (name.endsWith(".js")) add(name, "site-js");
    }
  }
  for (const [, href] of html.matchAll(/<link[^>]*rel="icon"[^>]*href="\/([^"]+)"/g)) add(href, "image");
  for (const [, href] of html.matchAll(/<link[^>]*rel="manifest"[^>]*href="\/([^"]+)"/g)) add(href, "manifest");

  const style = /<style[^>]*data-identity="gatsby-global-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const sum = (kind?: FileKind) =>
    files.filter((f) => (kind ? f.kind === kind : f.kind !== "on-use-js")).reduce((total, f) => total + f.gzip, 0);
  return {
    route,
    files,
    css: { raw: Buffer.byteLength(style), gzip: style ? gzipBytes(style) : 0 },
    firstLoadGzip: sum(),
    siteJsGzip: sum("site-js"),
    code,
    app: appScripts !== undefined,
    onUseGzip: sum("on-use-js"),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function sizeTable(sizes: RouteSize[]): string {
  const rows = sizes.map((size) => {
    const html = size.files.find((f) => f.kind === "html");
    const kind = (k: FileKind) => size.files.filter((f) => f.kind === k).reduce((t, f) => t + f.gzip, 0);
    return `| ${size.route} | ${size.code} | ${kb(html?.raw ?? 0)} | ${kb(html?.gzip ?? 0)} | ${kb(size.css.gzip)} | ${kb(kind("runtime-js"))} | ${kb(size.siteJsGzip)} | ${kb(kind("data"))} | ${kb(size.firstLoadGzip)} | ${kb(size.onUseGzip)} |`;
  });
  return [
    "| route | runs | HTML raw | HTML gzip | CSS gzip (inlined) | runtime JS gzip | site JS gzip | page-data gzip | first load gzip | on first use gzip |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...rows,
  ].join("\n");
}

/** Every route's size in a build, and every budget exceeded, all at once. */
export function measureBuild(publicDir: string, budgets = loadBudgets()): { sizes: RouteSize[]; problems: string[] } {
  const sizes = measuredRoutes(publicDir).map((route) => measureRoute(publicDir, route));
  return { sizes, problems: sizes.flatMap((size) => overBudget(size, budgets)) };
}
