import { existsSync } from "node:fs";
import path from "node:path";
import {
  LOCALE_LIST,
  localePath,
  pathInDefaultLocale,
  ROUTES,
  topicListPath,
  topicPagePath,
} from "../../src/siteManifest";
import { paidPagePath } from "../../src/content/paid";
import { htmlPath, largestPathPage, measureRoute } from "./pageSizes";
import { pageRoute } from "./publicChanges";

/** The learning paths' pages in a build: /Paths, and each path's /Paths/<name> (both editions each). */

/** The paths' list; each path's page is under it (src/siteManifest.ts). */
export const PATHS_ROUTE = ROUTES.paths.path;

/** A page's first load, KB gzip (scripts/measure/pageSizes.ts). */
export interface PageSize {
  route: string;
  kb: number;
}

/** /Paths' first load in each edition (the original first), undefined where the build has no such page. */
export function pathsListSizes(publicDir: string): (PageSize | undefined)[] {
  return LOCALE_LIST.map((locale) => {
    const route = localePath(locale, PATHS_ROUTE);
    return existsSync(path.join(publicDir, htmlPath(route))) ? sizeOf(publicDir, route) : undefined;
  });
}

/** Each edition's path page (/Paths/<name>) with the most HTML, and its first load; undefined where the build has none. */
export function largestPathPages(publicDir: string): (PageSize | undefined)[] {
  return LOCALE_LIST.map((locale) => {
    const largest = largestPathPage(publicDir, locale);
    return largest === undefined ? undefined : sizeOf(publicDir, largest);
  });
}

const sizeOf = (publicDir: string, route: string): PageSize => ({
  route,
  kb: measureRoute(publicDir, route).firstLoadGzip / 1024,
});

/** The list's pages, in the original's terms: /Paths, and its further pages should it have any (/Paths/2). */
const LIST_PAGE = new RegExp(`^${PATHS_ROUTE}(/\\d+)?$`);

/**
 * What else an edit of a path changes: a path sets the level of the courses it holds
 * (docs/decisions/0034-what-youtube-knows-on-every-card.md), so a course moved into or out of it changes its cards.
 */
export interface PathEditReach {
  /** The addresses of the topics that list a course the edit moved in or out (/Free/<address>). */
  topics: readonly string[];
  /** Whether it moved a paid course in or out (/Paid lists its card). */
  paid: boolean;
}

/** The pages beside a topic's own that show its courses' cards or count their levels: /Free, /New and /Topics. */
const CATALOG_LISTS = new RegExp(`^(${ROUTES.free.path}|${ROUTES.new.path}|${topicListPath()}(/\\d+)?)$`);
const PAID_PAGE = new RegExp(`^${paidPagePath()}(/\\d+)?$`);

/**
 * Whether an edit of the path `name` may change the page at `route`, in either edition: /Paths and its further pages,
 * the path's own page(s); and where it moved courses (`reach`), their topics' pages and the lists that show their
 * cards, or /Paid's pages.
 */
export function pathEditMayChange(
  route: string,
  name: string,
  reach: PathEditReach = { topics: [], paid: false },
): boolean {
  const original = pathInDefaultLocale(route);
  const ofTopic = (address: string) => {
    const page = topicPagePath(address);
    return original === page || original.startsWith(`${page}/`);
  };
  return (
    LIST_PAGE.test(original) ||
    original === `${PATHS_ROUTE}/${name}` ||
    original.startsWith(`${PATHS_ROUTE}/${name}/`) ||
    (reach.topics.length > 0 && (CATALOG_LISTS.test(original) || reach.topics.some(ofTopic))) ||
    (reach.paid && PAID_PAGE.test(original))
  );
}

/** A build after one path edited: its time, its load and Gatsby's phases, and what it changed in public/. */
export interface PathEdit {
  /** The edited path's name (data/paths/<name>.yaml). */
  name: string;
  seconds: number;
  load: [number, number];
  phases: Record<string, string>;
  changedFiles: number;
  /** The pages whose HTML changed, by address; and those of them this edit may not change (pathEditMayChange). */
  pages: string[];
  others: string[];
}

/** The pages among the changed files of public/, and those of them an edit of the path `name` may not change. */
export function changedPages(
  changedFiles: string[],
  name: string,
  reach?: PathEditReach,
): Pick<PathEdit, "pages" | "others"> {
  const pages = changedFiles.flatMap((file) => pageRoute(file) ?? []).sort();
  return { pages, others: pages.filter((route) => !pathEditMayChange(route, name, reach)) };
}

/** With `npm run scale -- --paths N:C`: the paths' figures of one catalog size. */
export interface PathFigures {
  videos: number;
  count: number;
  courses: number;
  list: (PageSize | undefined)[];
  largest: (PageSize | undefined)[];
  /** With --warm. */
  edit?: PathEdit;
}

/** The most pages a report lists by name. */
const LISTED = 20;

/** The paths' table, then for each edit the pages it changed (at most LISTED) and those it may not change. */
export function pathsReport(rows: PathFigures[]): string {
  const kb = (size: PageSize | undefined) => (size ? size.kb.toFixed(1) : "–");
  const named = (size: PageSize | undefined) => (size ? `${kb(size)} (${size.route})` : "–");
  const lines = [
    `\nLearning paths: first load gzip (KB; ${LOCALE_LIST.join(", ")}) of ${PATHS_ROUTE} and of the largest path page; with --warm, the build after one path edited (its first step's title, one course swapped), on the cache the added videos' builds left:\n`,
    "| videos | paths | courses a path (about) | /Paths | largest path page | path edited | build (s) | load (1 min, before → after) | HTML (Gatsby: s, pages) | files of public/ changed | HTML pages changed | of them beyond what the edit reaches |",
    "| --: | --: | --: | --: | --- | --- | --: | --: | --: | --: | --: | --: |",
  ];
  for (const { videos, count, courses, list, largest, edit } of rows) {
    const run = edit
      ? [
          `data/paths/${edit.name}.yaml`,
          edit.seconds.toFixed(1),
          edit.load.join(" → "),
          edit.phases["Building static HTML for pages"] ?? "–",
          edit.changedFiles,
          edit.pages.length,
          edit.others.length,
        ]
      : Array(7).fill("–");
    lines.push(
      `| ${videos} | ${count} | ${courses} | ${list.map(kb).join(", ")} | ${largest.map(named).join(", ")} | ${run.join(" | ")} |`,
    );
  }
  for (const { videos, edit } of rows) {
    if (!edit) continue;
    if (edit.pages.length > 0 && edit.pages.length <= LISTED)
      lines.push(`\n${videos} videos, ${edit.name} edited: the pages changed: ${edit.pages.join(", ")}.`);
    if (edit.others.length > 0)
      lines.push(
        `\n${videos} videos, ${edit.name} edited: ${edit.others.length} pages changed that no edit of a path should: ${edit.others.slice(0, LISTED).join(", ")}${edit.others.length > LISTED ? ", …" : ""}.`,
      );
  }
  return lines.join("\n");
}
