import {
  foundEntries,
  type FoundEntry,
  PAGEFIND_ENTRY_TAG,
  PAGEFIND_SCRIPT,
  pagefindPreloads,
  type Pagefind,
} from "../content/pagefind";
import { fill, fillPlural } from "../content/text";
import { foldArabic } from "../content/searchNames";
import { SEARCH_ATTRIBUTE } from "./markup";

/** How many entries (videos, paid courses, paths) a query lists: enough to choose from, few enough to read on a phone. */
export const MAX_RESULTS = 10;

/** The texts the search box carries (SearchBox.tsx writes them as data attributes). */
export interface SearchTexts {
  resultsOne: string;
  resultsOther: string;
  searching: string;
  noResults: string;
  unavailable: string;
}

/** Pagefind's script, asked for once; a failed load is remembered, so the message stays put. */
export type LoadPagefind = () => Promise<Pagefind>;

/**
 * Asks for Pagefind's script, entry file and WebAssembly at once, where Pagefind would ask for each in turn. (A first
 * use in the search box has had the page's loader ask for them already, beside this code: the browser fetches each once.)
 */
function fetchAhead(language: string): void {
  for (const preload of pagefindPreloads(language))
    document.head.append(Object.assign(document.createElement("link"), preload));
}

export function pagefindLoader(script = PAGEFIND_SCRIPT): LoadPagefind {
  let load: Promise<Pagefind> | undefined;
  return () => {
    if (!load) {
      fetchAhead(document.documentElement.lang);
      load = (import(/* webpackIgnore: true */ script) as Promise<Pagefind>).then(async (pagefind) => {
        // In the page rather than Pagefind's worker: the worker is one more file and round trip before the first
        // answer, and a query over this index takes a few milliseconds.
        await pagefind.options({ noWorker: true, metaCacheTag: PAGEFIND_ENTRY_TAG });
        await pagefind.init();
        return pagefind;
      });
    }
    return load;
  };
}

/** Later keys wait this long for the next one, so a word typed fast asks for its index fragments once. */
const TYPING_PAUSE_MS = 150;

/**
 * Finds videos, paid courses and paths by a word of their title, channel or topic, with Pagefind's static index:
 * nothing of it is downloaded until the field is used, and then only the index fragments a query needs. Started with
 * whatever the visitor typed before the code arrived. When the index cannot load, the status says so and the rest of
 * the page is untouched.
 */
export function startSearch(root: ParentNode, loadPagefind: LoadPagefind = pagefindLoader()): void {
  root.querySelectorAll<HTMLElement>(`[${SEARCH_ATTRIBUTE}]`).forEach((box) => {
    const field = box.querySelector("input");
    const status = box.querySelector<HTMLElement>("[role=status]");
    if (!field || !status) return;
    const texts = box.dataset as unknown as SearchTexts;
    const results = document.createElement("ul");
    results.className = "search-results list-unstyled mt-2 mb-0";
    results.hidden = true;
    status.after(results);
    let latest = "";
    // The first query runs as soon as the index has loaded, unhurried: what was typed meanwhile is complete.
    let searched = false;
    // Until the first answer, the status says what is being looked for, at once: on a phone, Pagefind's files and the
    // index fragments a word needs take a second or so to arrive after this code.
    let answered = false;

    const show = (message: string, found: readonly FoundEntry[] = []) => {
      status.textContent = message;
      results.replaceChildren(
        ...found.map((entry) => {
          const item = document.createElement("li");
          const link = document.createElement("a");
          link.href = entry.url;
          link.textContent = entry.title;
          const topic = document.createElement("span");
          topic.className = "text-body-secondary small";
          topic.textContent = entry.topic;
          item.append(link, " ", topic);
          if (entry.facts) {
            // What the card's own line says: its year, views, level, captions, so results can be told apart.
            const facts = document.createElement("span");
            facts.className = "d-block text-body-secondary small";
            facts.textContent = entry.facts;
            item.append(facts);
          }
          return item;
        }),
      );
      results.hidden = found.length === 0;
    };

    const search = async (query: string) => {
      latest = query;
      if (!answered && query.trim()) show(fill(texts.searching, { query }));
      try {
        const pagefind = await loadPagefind();
        if (latest !== query) return; // a newer query has taken over
        if (!query.trim()) return show("");
        const first = !searched;
        searched = true;
        // Folded as the cards' own words are (src/content/searchNames.ts): "اله" finds "آلة", which Pagefind alone
        // does not.
        const asked = foldArabic(query);
        const found = first ? await pagefind.search(asked) : await pagefind.debouncedSearch(asked, {}, TYPING_PAUSE_MS);
        if (!found || latest !== query) return;
        const pages = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()));
        if (latest !== query) return;
        const entries = foundEntries(pages, MAX_RESULTS, query);
        answered = true;
        show(
          entries.length === 0
            ? fill(texts.noResults, { query })
            : fillPlural({ one: texts.resultsOne, other: texts.resultsOther }, entries.length),
          entries,
        );
      } catch {
        show(texts.unavailable);
      }
    };
    // Warmed up as the field gets the focus, so the first keystroke only waits for the index fragments it needs.
    const warmUp = () => void loadPagefind().catch(() => show(texts.unavailable));

    field.addEventListener("focus", warmUp);
    field.addEventListener("input", () => void search(field.value));
    if (field.value) void search(field.value);
    else if (document.activeElement === field) warmUp();
  });
}
