/**
 * The part of Pagefind's browser API the search box uses (https://pagefind.app/docs/api/). Pagefind writes its
 * script, WebAssembly and index into public/pagefind/ after the build (plugins/corsi-search); nothing of it is
 * requested until a visitor focuses the search field.
 */
export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: { id: string };
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
  init: () => Promise<void>;
  debouncedSearch: (query: string, options?: object, timeout?: number) => Promise<PagefindSearch | null>;
}

export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

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
 * The videos and paid courses in Pagefind's results: each result is a topic page or /Paid, and each card's heading is a
 * sub-result (its id starts with one of `anchorPrefixes`). A paid course's "topic" is /Paid's heading: "Paid courses".
 */
export function foundVideos(
  pages: readonly PagefindResultData[],
  anchorPrefixes: readonly string[],
  limit: number,
): FoundVideo[] {
  const seen = new Set<string>();
  const videos: FoundVideo[] = [];
  for (const page of pages) {
    for (const sub of page.sub_results) {
      const id = sub.anchor?.id ?? "";
      if (!anchorPrefixes.some((prefix) => id.startsWith(prefix)) || seen.has(id)) continue;
      seen.add(id);
      videos.push({ title: sub.title, topic: page.meta.title ?? "", url: pageAddress(sub.url) });
      if (videos.length === limit) return videos;
    }
  }
  return videos;
}
