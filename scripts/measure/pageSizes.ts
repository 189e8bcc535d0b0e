import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { APP_SCRIPTS_ID, START_ON_USE } from "../../plugins/corsi-boot/inline/appLoader";
import { NOT_FOUND_PAGE_DATA } from "../../plugins/corsi-host/hostFiles";
import {
  DEFAULT_LOCALE,
  type Locale,
  LOCALE_LIST,
  localePath,
  NOT_FOUND_ROUTE,
  type PageCode,
  ROUTE_LIST,
  ROUTES as ROUTES_BY_NAME,
} from "../../src/siteManifest";

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
export type FileKind = "html" | "runtime-js" | "site-js" | "data" | "image" | "manifest" | "on-use-js";

export interface MeasuredFile {
  file: string;
  kind: FileKind;
  raw: number;
  gzip: number;
}

export interface RouteSize {
  route: string;
  files: MeasuredFile[];
  /** The stylesheet Gatsby inlines into the HTML (already counted in the HTML's bytes). */
  css: { raw: number; gzip: number };
  firstLoadGzip: number;
  siteJsGzip: number;
  /** What the page's template holds, as the build wrote it (plugins/corsi-boot/deferAppScripts.tsx). */
  code: PageCode;
  /** Whether the page starts Gatsby's app: only the pages of class "app" (/Saved). */
  app: boolean;
  /** What the page loads at the first use of its search or filters (its "on-use-js" files). */
  onUseGzip: number;
}

/** budgets.json: bytes gzip (docs/decisions/0024-framework-code-only-where-needed.md). */
export interface Budgets {
  /** A first visit to a page that runs no framework code (class "none" or "tools"): HTML, CSS, icon. */
  firstLoadGzip: number;
  /** A first visit to a page that runs Gatsby's app (/Saved). */
  appFirstLoadGzip: number;
  /** A link followed to any page: its HTML, the stylesheet inlined (what speculation rules prefetch). */
  navigationGzip: number;
  cssGzip: number;
  siteJsGzip: number;
  /** The catalog tools' code, loaded at the first use of search or a filter. */
  onUseGzip: number;
  /**
   * The modules the head script loads at a learner's first press (src/player/ at Play, src/notes/ at Note), each: their
   * code with both editions' texts written in, and the notes' own stylesheet (docs/decisions/0036-notes-beside-each-course.md).
   */
  pressModuleGzip: number;
  /** What the offline worker fetches for itself after a first visit: its script and each edition's offline page. */
  offlineFetchGzip: number;
}

export const ROUTES = [...ROUTE_LIST.map((route) => route.path), NOT_FOUND_ROUTE.path];

/**
 * An edition's topic page with the most HTML in a build (each topic page is written as Free/<slug>.html or
 * Free/<slug>/<n>.html, under ar/ for the Arabic edition).
 */
export function largestTopicPage(publicDir: string, locale: Locale = DEFAULT_LOCALE): string | undefined {
  return largestPage(publicDir, locale, (file) => !PLAYLIST_COURSE_FILE.test(file));
}

/** An edition's course page (Free/<topic>/course/<playlistId>…) with the most HTML in a build, if it has courses. */
export function largestPlaylistCoursePage(publicDir: string, locale: Locale = DEFAULT_LOCALE): string | undefined {
  return largestPage(publicDir, locale, (file) => PLAYLIST_COURSE_FILE.test(file));
}

const PLAYLIST_COURSE_FILE = /^[^/\\]+[/\\]course[/\\]/;

function largestPage(publicDir: string, locale: Locale, wanted: (file: string) => boolean): string | undefined {
  const free = localePath(locale, ROUTES_BY_NAME.free.path);
  const freeDir = path.join(publicDir, free.slice(1));
  if (!existsSync(freeDir)) return undefined;
  const pages = (readdirSync(freeDir, { recursive: true }) as string[]).filter(
    (file) => file.endsWith(".html") && wanted(file),
  );
  const largest = pages.sort((a, b) => statSync(path.join(freeDir, b)).size - statSync(path.join(freeDir, a)).size)[0];
  return largest && `${free}/${largest.replace(/\.html$/, "")}`;
}

/** An edition's learning path page (Paths/<name>) with the most HTML in a build, if it has paths. */
export function largestPathPage(publicDir: string, locale: Locale = DEFAULT_LOCALE): string | undefined {
  const paths = localePath(locale, ROUTES_BY_NAME.paths.path);
  const folder = path.join(publicDir, paths.slice(1));
  if (!existsSync(folder)) return undefined;
  const pages = readdirSync(folder).filter((file) => file.endsWith(".html"));
  const largest = pages.sort((a, b) => statSync(path.join(folder, b)).size - statSync(path.join(folder, a)).size)[0];
  return largest && `${paths}/${largest.replace(/\.html$/, "")}`;
}

/**
 * Every route of each edition, plus each edition's largest topic page, course page and path page: what the budgets
 * cover.
 */
export function measuredRoutes(publicDir: string): string[] {
  return LOCALE_LIST.flatMap((locale) => {
    const pages = [
      largestTopicPage(publicDir, locale),
      largestPlaylistCoursePage(publicDir, locale),
      largestPathPage(publicDir, locale),
    ];
    return [...ROUTES.map((route) => localePath(locale, route)), ...pages.filter((page) => page !== undefined)];
  });
}

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

export function loadBudgets(file = path.join(process.cwd(), "budgets.json")): Budgets {
  return JSON.parse(readFileSync(file, "utf8")) as Budgets;
}

/** Every budget a route exceeds, with the files behind it, ready to print. */
export function overBudget(size: RouteSize, budgets: Budgets): string[] {
  const detail = (kinds: FileKind[]) =>
    size.files
      .filter((f) => kinds.includes(f.kind))
      .map((f) => `    ${f.file}: ${f.gzip} B gzip (${f.raw} B raw)`)
      .join("\n");
  const problems: string[] = [];
  const firstLoad = size.app ? budgets.appFirstLoadGzip : budgets.firstLoadGzip;
  if (size.firstLoadGzip > firstLoad) {
    problems.push(
      `${size.route}: first load ${size.firstLoadGzip} B gzip > budget ${firstLoad} B\n${detail(["html", "runtime-js", "site-js", "data", "image", "manifest"])}`,
    );
  }
  const html = size.files.find((f) => f.kind === "html");
  if (html && html.gzip > budgets.navigationGzip) {
    problems.push(`${size.route}: a link to it loads ${html.gzip} B gzip > budget ${budgets.navigationGzip} B`);
  }
  if (size.onUseGzip > budgets.onUseGzip) {
    problems.push(
      `${size.route}: the tools' code ${size.onUseGzip} B gzip > budget ${budgets.onUseGzip} B\n${detail(["on-use-js"])}`,
    );
  }
  if (size.css.gzip > budgets.cssGzip) {
    problems.push(
      `${size.route}: CSS ${size.css.gzip} B gzip > budget ${budgets.cssGzip} B (inlined in ${size.files[0].file})`,
    );
  }
  if (size.siteJsGzip > budgets.siteJsGzip) {
    problems.push(
      `${size.route}: site JS ${size.siteJsGzip} B gzip > budget ${budgets.siteJsGzip} B\n${detail(["site-js"])}`,
    );
  }
  return problems;
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
