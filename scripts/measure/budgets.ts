import { readFileSync } from "node:fs";
import path from "node:path";
import type { FileKind, RouteSize } from "./routeSize";

/** The byte budgets in budgets.json, and each one a route's measured size (pageSizes.ts) exceeds, ready to print. */

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
