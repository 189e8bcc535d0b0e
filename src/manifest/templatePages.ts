/** The pages made from templates (topics, the topic list, courses, learning paths), and pageCodeOf for any address. */

import { TOPIC_PAGE_SIZE } from "./limits";
import { pathInDefaultLocale } from "./locales";
import { isNotFoundPath, NOT_FOUND_ROUTE, ROUTE_LIST, ROUTES, type PageCode } from "./routes";

/** Each topic of free videos gets pages at `/Free/<slug>` (then `/Free/<slug>/2`, …), from this template. */
export const TOPIC_TEMPLATE = "src/templates/Topic.tsx";
/** A topic page has search and the filters (PageCode). */
export const TOPIC_PAGE_CODE: PageCode = "tools";

/**
 * The list of every topic, when /Free's index cannot hold them: `/Topics`, then `/Topics/2`, …, TOPIC_LIST_PAGE_SIZE
 * a page.
 */
export const TOPIC_LIST_TEMPLATE = "src/templates/TopicList.tsx";
/** The topic list has /Free's search and filters (PageCode). */
export const TOPIC_LIST_CODE: PageCode = "tools";

export function topicListPath(page = 1): string {
  return page === 1 ? "/Topics" : `/Topics/${page}`;
}

/**
 * The page of a topic that lists its video at `index` (0 the first), TOPIC_PAGE_SIZE a page: the rule the topic pages
 * are made by (plugins/corsi-content), and every link to a card (the feeds, /Saved's notes) follows.
 */
export function topicPageOf(index: number): number {
  return Math.floor(Math.max(0, index) / TOPIC_PAGE_SIZE) + 1;
}

/** The address of a topic's page: its first page is `/Free/<slug>`, the next ones `/Free/<slug>/2`, …. */
export function topicPagePath(slug: string, page = 1): string {
  return page === 1 ? `${ROUTES.free.path}/${slug}` : `${ROUTES.free.path}/${slug}/${page}`;
}

/** A topic's address (slug) from the address of one of its pages, in either edition: /ar/Free/go-learning/2 → go-learning. */
export function topicSlugOfPath(path: string): string {
  return pathInDefaultLocale(path)
    .slice(ROUTES.free.path.length + 1)
    .split("/")[0];
}

/**
 * A course (a playlist entry with lessons): `/Free/<topic>/course/<playlistId>` (its first topic), then `/2`, …,
 * PLAYLIST_COURSE_PAGE_SIZE lessons a page.
 */
export const PLAYLIST_COURSE_TEMPLATE = "src/templates/PlaylistCourse.tsx";
/** A course page's lessons are ticked by its own inline script (PageCode). */
export const PLAYLIST_COURSE_CODE: PageCode = "none";
export const playlistCoursePagePath = (slug: string, playlistId: string, page = 1) =>
  `${topicPagePath(slug)}/course/${playlistId}${page === 1 ? "" : `/${page}`}`;
/** Whether an address is one of a course's pages, in either edition. */
export const isPlaylistCoursePagePath = (path: string) =>
  new RegExp(`^${ROUTES.free.path}/[^/]+/course/[^/]+(?:/\\d+)?/?$`).test(pathInDefaultLocale(path));

/** Each learning path gets a page at `/Paths/<file name>`, from this template. */
export const LEARNING_PATH_TEMPLATE = "src/paths/LearningPath.tsx";
/** A path page's progress is written by its own inline script; its cards' buttons by the head script (PageCode). */
export const LEARNING_PATH_CODE: PageCode = "none";
export const learningPathPagePath = (name: string) => `${ROUTES.paths.path}/${name}`;
/** Whether an address is /Paths or a path's page, in either edition: the pages that show a path's progress. */
export const showsPathProgress = (path: string) =>
  new RegExp(`^${ROUTES.paths.path}(?:/[^/]+)?/?$`).test(pathInDefaultLocale(path));

/**
 * What the page at an address runs besides the head script (PageCode), in either edition: its route's, or its
 * template's. An address the site does not know of keeps the app, the safe side: a new kind of page is classed here.
 */
export function pageCodeOf(path: string): PageCode {
  const original = pathInDefaultLocale(path).replace(/(.)\/$/, "$1");
  const route = ROUTE_LIST.find((entry) => entry.path === original);
  if (route) return route.code;
  if (isNotFoundPath(path)) return NOT_FOUND_ROUTE.code;
  if (isPlaylistCoursePagePath(path)) return PLAYLIST_COURSE_CODE;
  if (new RegExp(`^${ROUTES.paths.path}/[^/]+$`).test(original)) return LEARNING_PATH_CODE;
  if (new RegExp(`^${ROUTES.free.path}/[^/]+(?:/\\d+)?$`).test(original)) return TOPIC_PAGE_CODE;
  if (new RegExp(`^${ROUTES.paid.path}/\\d+$`).test(original)) return ROUTES.paid.code;
  if (new RegExp(`^${topicListPath()}(?:/\\d+)?$`).test(original)) return TOPIC_LIST_CODE;
  return "app";
}
