/**
 * The part of Pagefind's browser API the search box uses (https://pagefind.app/docs/api/). Pagefind writes its
 * script, WebAssembly and index into public/pagefind/ after the build (plugins/corsi-search); nothing of it is
 * requested until a visitor focuses the search field.
 */
export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: { element: string; id: string };
}

export interface PagefindResultData {
  url: string;
  meta: { title?: string };
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

/** The element of a card's heading (VideoCard, PaidCourseCard): one search result each. */
const CARD_HEADING = "h3";

/** One video found: its title, its topic, and the address of its card. */
export interface FoundVideo {
  title: string;
  topic: string;
  url: string;
}

/** Pagefind names pages by their files ("/Free/python-learning.html"); the site's address has no ".html" or slash. */
export function pageAddress(url: string): string {
  return url.replace(/(?:\.html|\/)(?=#|$)/, "");
}

/**
 * The videos and paid courses in Pagefind's results: each result is a topic page or /Paid, and each card's heading (an
 * h3 with an id: a topic's own heading is an h2) is a sub-result. A paid course's "topic" is /Paid's heading, "Paid
 * courses", which marks it as paid.
 */
export function foundVideos(pages: readonly PagefindResultData[], limit: number): FoundVideo[] {
  const seen = new Set<string>();
  const videos: FoundVideo[] = [];
  for (const page of pages) {
    for (const sub of page.sub_results) {
      const id = sub.anchor?.element.toLowerCase() === CARD_HEADING ? sub.anchor.id : "";
      if (!id || seen.has(id)) continue;
      seen.add(id);
      videos.push({ title: sub.title, topic: page.meta.title ?? "", url: pageAddress(sub.url) });
      if (videos.length === limit) return videos;
    }
  }
  return videos;
}
