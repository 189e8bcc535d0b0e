import {
  ADMIN_FOLDER,
  isHashedAsset,
  NOTES_SCRIPT_PATH,
  PICTURES_FOLDER,
  PLAYER_SCRIPT_PATH,
  WORKER_PATH,
} from "../hostedFiles";
import { FEED_FILE, SAVED_CATALOG_PATH } from "../siteManifest";
import { PAGEFIND_FOLDER } from "../content/pagefind";

/**
 * How the offline worker (worker.ts) keeps what a request answers, by the request alone:
 * - "page": a page the learner opens, network first, the kept copy only when the network fails;
 * - "fresh": a file at a fixed address whose content changes with a deploy (the player's and the notes' modules,
 *   /Saved's catalog and Gatsby's page data), network first as well;
 * - "hashed": a script named by its content, cache first (a new content is a new name);
 * - "picture": a processed picture (a card's thumbnail), cache first, for the same reason;
 * - "none": left to the browser and its HTTP cache: another origin, the editor, the feeds, the search index, the
 *   worker's own script, anything else.
 */
export type Keeping = "page" | "fresh" | "hashed" | "picture" | "none";

export type KeptKind = Exclude<Keeping, "none">;

/** What the worker sees of a request. */
export interface RequestFacts {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
}

const FRESH_FILES: readonly string[] = [PLAYER_SCRIPT_PATH, NOTES_SCRIPT_PATH, SAVED_CATALOG_PATH];
const PAGE_DATA_FOLDER = "/page-data/";

export function keepingOf({ url, method, mode }: RequestFacts, origin: string): Keeping {
  if (method !== "GET") return "none";
  const address = new URL(url);
  if (address.origin !== origin) return "none";
  const path = address.pathname;
  const admin = `/${ADMIN_FOLDER}`;
  if (path === admin || path.startsWith(`${admin}/`)) return "none";
  if (path.startsWith(PAGEFIND_FOLDER) || path === WORKER_PATH || path.endsWith(`/${FEED_FILE}`)) return "none";
  if (mode === "navigate") return "page";
  if (FRESH_FILES.includes(path) || path.startsWith(PAGE_DATA_FOLDER)) return "fresh";
  if (path.startsWith(PICTURES_FOLDER)) return "picture";
  if (path.lastIndexOf("/") === 0 && isHashedAsset(path.slice(1))) return "hashed";
  return "none";
}

/** Each kind's cache. The precached offline page is Workbox's own (workbox-precaching). */
export const KEPT_CACHES: Readonly<Record<KeptKind, string>> = {
  page: "corsi-pages",
  fresh: "corsi-files",
  hashed: "corsi-scripts",
  picture: "corsi-pictures",
};

/**
 * How much the worker keeps: at most this many entries of each kind, and this many bytes in all, the entries kept
 * longest ago dropped first (limit.ts). 200 pages are about 20 MB at the size of a topic page (100 KB unpacked).
 */
export const KEEPING_LIMITS = {
  entries: { page: 200, fresh: 60, hashed: 80, picture: 300 } satisfies Record<KeptKind, number>,
  bytes: 25 * 1024 * 1024,
} as const;
