/**
 * The part of Pagefind's browser API the search box uses (https://pagefind.app/docs/api/). Pagefind writes its
 * script, WebAssembly and index into public/pagefind/ after the build (plugins/corsi-search); nothing of it is
 * requested until a visitor focuses the search field.
 */
import { saysQuery } from "./searchNames";

export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: { element: string; id: string };
}

export interface PagefindResultData {
  url: string;
  /**
   * The page's title; on a learning path's page, also what to say beside it (src/paths/LearningPath.tsx); on a
   * topic page, what each card's line says (cardsFactsMeta).
   */
  meta: { title?: string; path?: string; facts?: string };
  sub_results: PagefindSubResult[];
}

export interface PagefindSearch {
  results: { data: () => Promise<PagefindResultData> }[];
}

export interface Pagefind {
  /** Set before `init`: `noWorker` keeps the search in the page; `metaCacheTag` replaces the entry file's cache buster. */
  options: (options: { noWorker?: boolean; metaCacheTag?: string }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<PagefindSearch>;
  debouncedSearch: (query: string, options?: object, timeout?: number) => Promise<PagefindSearch | null>;
}

export const PAGEFIND_FOLDER = "/pagefind/";
export const PAGEFIND_SCRIPT = `${PAGEFIND_FOLDER}pagefind.js`;
/**
 * The tag Pagefind appends to its entry file's address (`?ts=`). Left unset it is the time, so the file could never be
 * fetched ahead; a fixed tag is safe because the host has the browser revalidate everything under /pagefind/.
 */
export const PAGEFIND_ENTRY_TAG = "1";

/**
 * The files Pagefind fetches one after another before it can search, which the page can ask for all at once: its
 * entry file, then the WebAssembly for the page's language (named by the `lang` Pagefind reads from <html>).
 */
export function pagefindStartFiles(language: string): string[] {
  return [
    `${PAGEFIND_FOLDER}pagefind-entry.json?ts=${PAGEFIND_ENTRY_TAG}`,
    `${PAGEFIND_FOLDER}wasm.${language}.pagefind`,
  ];
}

/** A <link> that asks for one of Pagefind's files ahead of Pagefind. */
export interface PagefindPreload {
  rel: "modulepreload" | "preload";
  href: string;
  as?: "fetch";
  crossOrigin?: "anonymous";
}

/**
 * Pagefind's script and start files, as links that ask for them ahead: the start files as Pagefind's own fetch() asks
 * (CORS mode, same-origin credentials), so the browser hands it these responses.
 */
export function pagefindPreloads(language: string): PagefindPreload[] {
  return [
    { rel: "modulepreload", href: PAGEFIND_SCRIPT },
    ...pagefindStartFiles(language).map((href) => ({
      rel: "preload" as const,
      href,
      as: "fetch" as const,
      crossOrigin: "anonymous" as const,
    })),
  ];
}

/** How many of the places a query lists are kept for what was found through another spelling of its name. */
export const OTHER_SPELLINGS = 3;

/** The element of a card's heading (VideoCard, PaidCourseCard): one search result each. */
const CARD_HEADING = "h3";

/** One entry found: a video's or a paid course's card (its title, its topic, its address), or a learning path. */
export interface FoundEntry {
  title: string;
  /** What it belongs to, said beside it: a card's topic, or for a path the name of the paths ("Learning paths"). */
  topic: string;
  url: string;
  /** A video card's line, as the card says it ("Arabic · 2:01:05 · 2021 · 1.2M views"). */
  facts?: string;
}

/**
 * A topic page's `facts` meta: each card's line by its heading id, as JSON. Pagefind keeps a meta per page, not per
 * heading, so the cards' lines travel together in the page's fragment, which a result loads anyway (and it collapses
 * whitespace, so lines could not be told apart without quotes).
 */
export function cardsFactsMeta(cards: readonly { id: string; facts: string }[]): string {
  return JSON.stringify(Object.fromEntries(cards.filter(({ facts }) => facts).map(({ id, facts }) => [id, facts])));
}

/** The lines of a `facts` meta, by heading id (none from a meta that is not such an object). */
export function cardsFactsIn(meta: string | undefined): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(meta ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return new Map();
    return new Map(Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === "string"));
  } catch {
    return new Map();
  }
}

/** Pagefind names pages by their files ("/Free/python-learning.html"); the site's address has no ".html" or slash. */
export function pageAddress(url: string): string {
  return url.replace(/(?:\.html|\/)(?=#|$)/, "");
}

/**
 * The videos, paid courses and learning paths in Pagefind's results. A topic page or /Paid is a result whose cards'
 * headings (an h3 with an id: a topic's own heading is an h2) are its sub-results, one entry each; a paid course's
 * "topic" is /Paid's heading, "Paid courses", which marks it as paid. A path's page is one entry, found by its title,
 * description and steps' titles: its `path` meta is what to say beside it (its cards are found on their own pages).
 * The entries whose title says the query as typed come first, in Pagefind's order, then those found through another
 * spelling of a name (data/names.yaml): "بايثون" lists "أساسيات بايثون" before "Python for beginners". The last
 * OTHER_SPELLINGS places are kept for the latter, so "javascript" also shows a "جافا سكريبت" course among many.
 */
export function foundEntries(pages: readonly PagefindResultData[], limit: number, query = ""): FoundEntry[] {
  const seen = new Set<string>();
  const entries: FoundEntry[] = [];
  for (const page of pages) {
    const facts = cardsFactsIn(page.meta.facts);
    const found: (FoundEntry & { id: string })[] = page.meta.path
      ? [{ id: page.url, title: page.meta.title ?? "", url: pageAddress(page.url), topic: page.meta.path }]
      : page.sub_results.map((sub) => {
          const id = sub.anchor?.element.toLowerCase() === CARD_HEADING ? sub.anchor.id : "";
          const line = facts.get(id);
          return {
            id,
            title: sub.title,
            url: pageAddress(sub.url),
            topic: page.meta.title ?? "",
            ...(line && { facts: line }),
          };
        });
    for (const { id, ...entry } of found) {
      if (!id || seen.has(id)) continue;
      seen.add(id);
      entries.push(entry);
    }
  }
  const own: FoundEntry[] = [];
  const others: FoundEntry[] = [];
  for (const entry of entries) (saysQuery(entry.title, query) ? own : others).push(entry);
  const kept = Math.min(others.length, OTHER_SPELLINGS, limit);
  return [...own.slice(0, limit - kept), ...others].slice(0, limit);
}
