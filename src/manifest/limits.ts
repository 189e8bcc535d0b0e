/** How much goes where: page sizes, previews, feed and /New lengths, and the YouTube API calls a build may make. */

/** Videos per topic page: a longer topic is split, so no page outgrows a phone's first-load budget. */
export const TOPIC_PAGE_SIZE = 24;

/** /Free shows at most this many videos of each topic, then links to the topic's page. */
export const FREE_PREVIEW_VIDEOS = 4;

/** /Free shows video previews for this many topics (by position): the launch catalog's seven. */
export const FREE_PREVIEW_TOPICS = 7;

/**
 * /Free's topic index links to at most this many topics (by position), so its first load does not grow with the
 * catalog; with more, the index ends with a link to the list of every topic (TOPIC_LIST_TEMPLATE).
 */
export const FREE_INDEX_TOPICS = 16;

/** Topics a page of the list of every topic (`/Topics`, then `/Topics/2`, …). */
export const TOPIC_LIST_PAGE_SIZE = 150;

/** Lessons a course page: a long course is split, so no page outgrows a phone's first-load budget. */
export const PLAYLIST_COURSE_PAGE_SIZE = 100;

/**
 * Paid courses per page of /Paid (then /Paid/2, …), in the catalog's order: a paid card weighs more than a video's
 * (price, date, seller, description), so fewer than TOPIC_PAGE_SIZE keep a page within its first-load budget.
 */
export const PAID_PAGE_SIZE = 12;

/* paidPagePath, the address of each page, is in src/content/paid.ts: the manifest is in every page's code (commons),
   and only /Paid and the topic pages need it. */

/** How many of the newest entries /New shows, grouped by the week they were added in. */
export const NEW_ENTRIES = 50;

/** Entries an Atom feed holds, the newest: a reader polls it, and what it missed is on /New and the topic's pages. */
export const FEED_ENTRIES = 50;

/**
 * The most YouTube Data API calls one build makes (plugins/corsi-youtube), each reading with a bound of its own, so
 * neither can starve the other; what is left waits for the next build. Video facts (lengths, whether YouTube still
 * serves and lets embed a video: videos.list, 50 ids a call) are read first, before any page exists: 1,000 calls are
 * 50,000 videos (400 at 20,000). Lessons (playlistItems and videos.list for their lengths) come after, at most 2,000
 * calls: 500 playlists of 100 lessons. Each call costs 1 unit of YouTube's default 10,000 a day, so a cold build spends
 * at most 3,000 and three cold builds fit in a day; a warm build within a day asks only for what is new.
 */
export const YOUTUBE_API_CALLS_PER_BUILD = { videoFacts: 1000, lessons: 2000 } as const;
