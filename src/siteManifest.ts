/**
 * The site manifest: the facts that config, pages, host files, scripts and tests share, each written once.
 * Adding a route or changing the domain is a change here (plus, for a route, its page file).
 */

/** The one canonical origin: canonical links, Open Graph URLs, the sitemap, robots.txt and the CMS derive from it. */
export const SITE_URL = "https://corsi.netlify.app";

/**
 * The GitHub repository ("owner/name") the browser editor at /admin reads and commits to. The owner sets it once, to
 * the repository the host deploys from (docs/editing-content.md, "Turn on the browser editor, once").
 */
export const REPOSITORY = "owner/corsi";

/** decap-server, the editor's backend on this machine (`npm run cms`, the CMS end-to-end test); never the host's. */
export const LOCAL_CMS_PORT = 8081;
export const LOCAL_CMS_BACKEND = `http://localhost:${LOCAL_CMS_PORT}`;

/**
 * YouTube's oEmbed endpoint (`${origin}/oembed?url=…&format=json`): a video's or playlist's title and channel, with no
 * key. `npm run check:videos` and `npm run add` ask it from the terminal, and the /admin editor from the owner's browser
 * (the only origin besides GitHub's its policy lets it ask).
 */
export const YOUTUBE_OEMBED_ORIGIN = "https://www.youtube.com";
export const OEMBED_PATH = "/oembed";

/**
 * Where the fixture build's /admin asks oEmbed instead (CORSI_OEMBED_ORIGIN at build): the YouTube stand-in the CMS
 * end-to-end test starts on this port. Only the local host's /admin policy allows it; never the host's.
 */
export const LOCAL_OEMBED_PORT = 8082;
export const LOCAL_OEMBED_ORIGIN = `http://127.0.0.1:${LOCAL_OEMBED_PORT}`;

/**
 * The site's languages, the first being the original: the interface files of data/ hold a block per language (`en:`
 * with everything, `ar:` with its texts), and videos and topics a title per language (`title`, `titleAr`).
 */
export const LOCALES = {
  en: { name: "English", dir: "ltr" },
  ar: { name: "العربية", dir: "rtl" },
} as const satisfies Record<string, { name: string; dir: "ltr" | "rtl" }>;

export type Locale = keyof typeof LOCALES;

export const DEFAULT_LOCALE: Locale = "en";

/** Every locale, the original first. */
export const LOCALE_LIST = Object.keys(LOCALES) as Locale[];

/** The locales that translate the original. */
export const TRANSLATED_LOCALES = LOCALE_LIST.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Where a locale's pages live: the original at the root (/Free), every other under its code (/ar/Free, and /ar for the
 * home page). Each page of one edition has its counterpart at the same address in the other.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The locale an address belongs to, by its first segment (/ar, /ar/Free → ar; anything else → en). */
export function localeOfPath(path: string): Locale {
  const first = path.split("/")[1] ?? "";
  return TRANSLATED_LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}

/** An address without its locale's prefix: /ar/Free → /Free, /ar → /. */
export function pathInDefaultLocale(path: string): string {
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE) return path;
  return path.slice(locale.length + 1) || "/";
}

/** The same page in another locale. */
export function counterpartPath(path: string, locale: Locale): string {
  return localePath(locale, pathInDefaultLocale(path));
}

/**
 * What a page runs besides its HTML and the head script (docs/decisions/0024-framework-code-only-where-needed.md):
 * - "none": nothing; the head script answers every control it has (menu, Play, theme, Save, Watched, lesson ticks);
 * - "tools": the same until the visitor uses search or a filter, whose code (src/catalogTools/) then loads, or at once
 *   when the address carries a filter (`?lang=ar`); a page of this class without the tools (/Paid with no courses)
 *   never loads it;
 * - "app": Gatsby's app (its and React's runtime, the page's chunks) starts after the first paint, as on /Saved.
 */
export type PageCode = "none" | "tools" | "app";

export interface RouteEntry {
  /** The address, exactly as linked (no trailing slash, this case). */
  path: string;
  /** The page file that renders it. */
  page: string;
  /** Listed in the sitemap, with a canonical link; otherwise `noindex`. */
  indexed: boolean;
  /** Data files may link to it (navigation, "See all"). */
  linkable: boolean;
  /** What it runs besides the head script (PageCode). */
  code: PageCode;
}

export const ROUTES = {
  home: { path: "/", page: "src/pages/index.tsx", indexed: true, linkable: true, code: "none" },
  free: { path: "/Free", page: "src/pages/Free.tsx", indexed: true, linkable: true, code: "tools" },
  /** Its pages (/Paid/2, …) too; with no paid courses it shows a message and has no tools to load. */
  paid: { path: "/Paid", page: "src/pages/Paid.tsx", indexed: true, linkable: true, code: "tools" },
  contact: { path: "/Contact", page: "src/pages/Contact.tsx", indexed: true, linkable: true, code: "none" },
  user1: { path: "/User1", page: "src/pages/User1.tsx", indexed: false, linkable: false, code: "none" },
  /**
   * The learner's own list, kept in the browser (src/learner/): nothing to index, different for every visitor; drawn
   * by the app from the list and /saved-catalog.json.
   */
  saved: { path: "/Saved", page: "src/pages/Saved.tsx", indexed: false, linkable: true, code: "app" },
  /** Every learning path (data/paths/), with the level filter (`?level=beginner`): the catalog tools' code. */
  paths: { path: "/Paths", page: "src/pages/Paths.tsx", indexed: true, linkable: true, code: "tools" },
  /** What joined the catalog last (each entry's `added`), newest first, by day; its cards' buttons are the head script's. */
  new: { path: "/New", page: "src/pages/New.tsx", indexed: true, linkable: true, code: "none" },
  /**
   * What the installed app shows, without a connection, for a page this device never opened: served by the offline
   * worker (src/offline/) at the address asked for. It lists the paths and topics kept (its own inline script).
   */
  offline: { path: "/Offline", page: "src/pages/Offline.tsx", indexed: false, linkable: false, code: "none" },
} as const satisfies Record<string, RouteEntry>;

/** The 404 page: Gatsby renders src/pages/404.tsx as 404.html, which the host answers for any unknown address. */
export const NOT_FOUND_ROUTE = { path: "/404", page: "src/pages/404.tsx", file: "404.html", code: "none" } as const;

/** An edition's 404 page, by its address: /404, /404.html (Gatsby's copies) and /ar/404. */
export function isNotFoundPath(path: string): boolean {
  const original = pathInDefaultLocale(path).replace(/\/$/, "");
  return original === NOT_FOUND_ROUTE.path || original === `/${NOT_FOUND_ROUTE.file}`;
}

export type RouteName = keyof typeof ROUTES;

/** Every route with a page of its own, in the order of the table above. */
export const ROUTE_LIST: readonly RouteEntry[] = Object.values(ROUTES);

/** Routes a data file may link to. */
export const LINKABLE_PATHS = ROUTE_LIST.filter((route) => route.linkable).map((route) => route.path) as [
  string,
  ...string[],
];

/**
 * Where the build writes what /Saved needs to draw a saved video's card (plugins/corsi-learner): every topic in the
 * catalog's order and every video's card data, in one file fetched from the site's own origin only by /Saved, so no
 * page's first load grows with the catalog, and the request is the same for every visitor (it tells the host nothing
 * about anyone's list).
 */
export const SAVED_CATALOG_PATH = "/saved-catalog.json";

/**
 * Each edition's web app manifest (plugins/corsi-app), linked by every page of the edition: the English one at the
 * root, a translation's beside it, so one `_headers` rule each and no folder of pages holds them.
 */
export function webAppManifestPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "/app.webmanifest" : `/app-${locale}.webmanifest`;
}

/**
 * The installed app's icons, made from the logo (static/favicon.svg) at build: the logo at each size as it is (rounded,
 * on transparent), and one maskable (full-bleed, the logo's ground to the edges, for the shapes Android cuts).
 */
export const APP_ICON_SIZES = [192, 512] as const;
export const APP_MASKABLE_SIZE = 512;
export const appIconPath = (size: number, maskable = false) => `/icons/app${maskable ? "-maskable" : ""}-${size}.png`;

/**
 * The installed app's colours: its title bar the logo's indigo (white text and icons read on it in light and dark
 * alike); its splash a deep indigo, dark enough not to flash a dark-mode visitor, the brand's for a light-mode one.
 */
export const APP_COLOURS = { theme: "#4338ca", background: "#1e1b4b" } as const;

/** Routes kept out of search engines (and the sitemap). */
export const UNINDEXED_PATHS = ROUTE_LIST.filter((route) => !route.indexed).map((route) => route.path);

/**
 * The poster colours that tell neighbouring video sections apart (dark enough for white text at 4.5:1).
 * The stylesheet gets them as `$poster-tones` (gatsby-config.ts), the share image draws them, and a section picks
 * one with `posterTone(index)`.
 */
export const POSTER_TONES = ["#3730a3", "#155e75", "#166534", "#9a3412", "#86198f", "#1e40af", "#9f1239", "#374151"];

export function posterTone(index: number): number {
  return index % POSTER_TONES.length;
}

/** Each topic of free videos gets pages at `/Free/<slug>` (then `/Free/<slug>/2`, …), from this template. */
export const TOPIC_TEMPLATE = "src/templates/Topic.tsx";
/** A topic page has search and the filters (PageCode). */
export const TOPIC_PAGE_CODE: PageCode = "tools";

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

/** The list of every topic, when /Free's index cannot hold them: `/Topics`, then `/Topics/2`, …, this many a page. */
export const TOPIC_LIST_TEMPLATE = "src/templates/TopicList.tsx";
/** The topic list has /Free's search and filters (PageCode). */
export const TOPIC_LIST_CODE: PageCode = "tools";
export const TOPIC_LIST_PAGE_SIZE = 150;

export function topicListPath(page = 1): string {
  return page === 1 ? "/Topics" : `/Topics/${page}`;
}

/** The address of a topic's page: its first page is `/Free/<slug>`, the next ones `/Free/<slug>/2`, …. */
/**
 * The page of a topic that lists its video at `index` (0 the first), TOPIC_PAGE_SIZE a page: the rule the topic pages
 * are made by (plugins/corsi-content), and every link to a card (the feeds, /Saved's notes) follows.
 */
export function topicPageOf(index: number): number {
  return Math.floor(Math.max(0, index) / TOPIC_PAGE_SIZE) + 1;
}

export function topicPagePath(slug: string, page = 1): string {
  return page === 1 ? `${ROUTES.free.path}/${slug}` : `${ROUTES.free.path}/${slug}/${page}`;
}

/** A course (a playlist entry with lessons): `/Free/<topic>/course/<playlistId>` (its first topic), then `/2`, …. */
export const PLAYLIST_COURSE_TEMPLATE = "src/templates/PlaylistCourse.tsx";
/** A course page's lessons are ticked by its own inline script (PageCode). */
export const PLAYLIST_COURSE_CODE: PageCode = "none";
/** Lessons a course page: a long course is split, so no page outgrows a phone's first-load budget. */
export const PLAYLIST_COURSE_PAGE_SIZE = 100;
export const playlistCoursePagePath = (slug: string, playlistId: string, page = 1) =>
  `${topicPagePath(slug)}/course/${playlistId}${page === 1 ? "" : `/${page}`}`;
/** Whether an address is one of a course's pages, in either edition. */
export const isPlaylistCoursePagePath = (path: string) =>
  new RegExp(`^${ROUTES.free.path}/[^/]+/course/[^/]+(?:/\\d+)?/?$`).test(pathInDefaultLocale(path));
/**
 * The most YouTube Data API calls one build makes (plugins/corsi-youtube), each reading with a bound of its own, so
 * neither can starve the other; what is left waits for the next build. Video facts (lengths, whether YouTube still
 * serves and lets embed a video: videos.list, 50 ids a call) are read first, before any page exists: 1,000 calls are
 * 50,000 videos (400 at 20,000). Lessons (playlistItems and videos.list for their lengths) come after, at most 2,000
 * calls: 500 playlists of 100 lessons. Each call costs 1 unit of YouTube's default 10,000 a day, so a cold build spends
 * at most 3,000 and three cold builds fit in a day; a warm build within a day asks only for what is new.
 */
export const YOUTUBE_API_CALLS_PER_BUILD = { videoFacts: 1000, lessons: 2000 } as const;

/** Each learning path gets a page at `/Paths/<file name>`, from this template. */
export const LEARNING_PATH_TEMPLATE = "src/templates/LearningPath.tsx";
/** A path page's progress is written by its own inline script; its cards' buttons by the head script (PageCode). */
export const LEARNING_PATH_CODE: PageCode = "none";
export const learningPathPagePath = (name: string) => `${ROUTES.paths.path}/${name}`;
/** Whether an address is /Paths or a path's page, in either edition: the pages that show a path's progress. */
export const showsPathProgress = (path: string) =>
  new RegExp(`^${ROUTES.paths.path}(?:/[^/]+)?/?$`).test(pathInDefaultLocale(path));

/** A topic's address (slug) from the address of one of its pages, in either edition: /ar/Free/go-learning/2 → go-learning. */
export function topicSlugOfPath(path: string): string {
  return pathInDefaultLocale(path)
    .slice(ROUTES.free.path.length + 1)
    .split("/")[0];
}

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

/** How many of the newest entries /New shows, grouped by the week they were added in. */
export const NEW_ENTRIES = 50;

/**
 * The Atom feeds (plugins/corsi-feeds), each edition's: the whole catalog's at /feed.xml (/ar/feed.xml), and each
 * topic's beside its page, /Free/<topic>/feed.xml. A feed holds the newest FEED_ENTRIES entries: a reader polls it, and
 * what it missed is on /New and the topic's pages.
 */
export const FEED_FILE = "feed.xml";
export const FEED_ENTRIES = 50;
export const siteFeedPath = (locale: Locale) => `${locale === DEFAULT_LOCALE ? "" : `/${locale}`}/${FEED_FILE}`;
export const topicFeedPath = (locale: Locale, slug: string) =>
  localePath(locale, `${topicPagePath(slug)}/${FEED_FILE}`);

/**
 * Paid courses per page of /Paid (then /Paid/2, …), in the catalog's order: a paid card weighs more than a video's
 * (price, date, seller, description), so fewer than TOPIC_PAGE_SIZE keep a page within its first-load budget.
 */
export const PAID_PAGE_SIZE = 12;

/* paidPagePath, the address of each page, is in src/content/paid.ts: this module is in every page's code (commons), and
   only /Paid and the topic pages need it. */

/** A page's absolute URL, percent-encoded once whether the path arrives encoded (in the browser) or not (at build). */
export function absoluteUrl(pathname: string): string {
  return `${SITE_URL}${encodeURI(decodeURI(pathname))}`;
}
