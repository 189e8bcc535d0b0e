/** The routes with a page file of their own (the ROUTES table, the 404 page) and what each page runs (PageCode). */

import { pathInDefaultLocale } from "./locales";

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

/** Routes kept out of search engines (and the sitemap). */
export const UNINDEXED_PATHS = ROUTE_LIST.filter((route) => !route.indexed).map((route) => route.path);
