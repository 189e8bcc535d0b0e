import type { Locale } from "./siteManifest";

/**
 * What the build creates each page with (plugins/corsi-content, plugins/corsi-youtube), as the pages and templates
 * read it: their `pageContext`, and the variables of their queries.
 */

/** What every page is created with (plugins/corsi-content): the edition it belongs to. */
export interface PageContext {
  locale: Locale;
  /** Kept out of search engines: set from the route's `indexed` (plugins/corsi-content), never by the page itself. */
  noindex?: true;
}

/** Where a page of a list split into pages stands, and which of the list's entries it shows. */
export interface PagedContext {
  skip: number;
  limit: number;
  page: number;
  pages: number;
}

/** What each topic page is created with: the topic's node id, which of its videos, and where the page stands. */
export interface TopicPageContext extends PageContext, PagedContext {
  id: string;
  /** Whether the topic has paid courses: only then does the page ask for its link's texts. */
  hasPaid: boolean;
  /** The page of /Paid that lists the topic's first paid course, in the page's edition, when it has paid courses. */
  paidPath?: string;
}

/** What each page of /Paid is created with: its paid courses' node ids, and where the page stands. */
export interface PaidPageContext extends PageContext {
  ids: string[];
  page: number;
  pages: number;
}

/** What each page of the topic list is created with: which topics, and where the page stands. */
export type TopicListPageContext = PageContext & PagedContext;

/** What each page of a course is created with: its playlist, which of its lessons, and where the page stands. */
export interface PlaylistCoursePageContext extends PageContext, PagedContext {
  playlistId: string;
}

/** What each learning path's page is created with: the path's node id. */
export interface LearningPathPageContext extends PageContext {
  id: string;
}
