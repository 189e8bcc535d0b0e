import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import {
  DEFAULT_LOCALE,
  type Locale,
  LOCALE_LIST,
  localePath,
  NOT_FOUND_ROUTE,
  ROUTE_LIST,
  ROUTES as ROUTES_BY_NAME,
} from "../../src/siteManifest";

/** The pages of a build the sizes (pageSizes.ts) cover: every route, and the largest topic, course and path pages. */

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
