import type { Pagefind, PagefindResultData } from "../content/pagefind";
import { pagefindLoader, startSearch } from "./search";

const BOX = `
  <div role="search" data-search data-results-one="One matching video" data-results-other="{count} matching videos"
       data-searching="Looking for {query}" data-no-results="Nothing for {query}" data-unavailable="Search could not load">
    <input type="search"><div role="status"></div>
  </div>`;

const page = (title: string, id: string): PagefindResultData => ({
  url: "/Free/web.html",
  meta: { title: "Web" },
  sub_results: [{ title, url: `/Free/web.html#${id}`, anchor: { element: "h3", id } }],
});

/**
 * A stand-in for Pagefind: each query's results by its text. Its debounced search answers only when `release` is
 * called, as Pagefind's waits for the typing to pause; `searched` lists the queries run.
 */
function pagefind(found: Record<string, PagefindResultData[]>, ready: Promise<void> = Promise.resolve()) {
  const loads = { count: 0 };
  const searched: string[] = [];
  const held: (() => void)[] = [];
  const results = (query: string) => {
    searched.push(query);
    return { results: (found[query] ?? []).map((data) => ({ data: async () => data })) };
  };
  const instance: Pagefind = {
    options: async () => {},
    init: async () => {},
    search: async (query) => results(query),
    debouncedSearch: (query) => new Promise((resolve) => held.push(() => resolve(results(query)))),
  };
  const load = async () => {
    loads.count += 1;
    await ready;
    return instance;
  };
  const release = () => held.splice(0).forEach((answer) => answer());
  return { load, loads, searched, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const field = () => document.querySelector("input")!;
const status = () => document.querySelector("[role=status]")!.textContent;
const links = () => Array.from(document.querySelectorAll(".search-results a")).map((a) => a.getAttribute("href"));

describe("the search", () => {
  beforeEach(() => (document.body.innerHTML = BOX));

  const type = (text: string) => {
    field().value = text;
    field().dispatchEvent(new Event("input"));
  };

  it("lists what a query finds, and says how many; later queries wait for the typing to pause", async () => {
    const { load, loads, release } = pagefind({ flexbox: [page("Flexbox", "video-1")] });
    startSearch(document, load);
    expect(loads.count).toBe(0);
    type("flexbox");
    await settle();
    expect(status()).toBe("One matching video");
    expect(links()).toEqual(["/Free/web#video-1"]);
    // Once there is an answer, it stays until the next one.
    type("nothing");
    await settle();
    expect(status()).toBe("One matching video");
    release();
    await settle();
    expect(status()).toBe("Nothing for nothing");
    expect(links()).toEqual([]);
  });

  it("searches what was typed before the code arrived, saying so at once", async () => {
    field().value = "flexbox";
    startSearch(document, pagefind({ flexbox: [page("Flexbox", "video-1")] }).load);
    expect(status()).toBe("Looking for flexbox");
    await settle();
    expect(links()).toEqual(["/Free/web#video-1"]);
  });

  it("answers the last of the keys typed while the index loaded at once, and only that query", async () => {
    let loaded = () => {};
    const { load, searched } = pagefind(
      { flexbox: [page("Flexbox", "video-1")] },
      new Promise((resolve) => (loaded = resolve)),
    );
    startSearch(document, load);
    for (const text of ["f", "fl", "flex", "flexbox"]) type(text);
    // Said at once, while the index loads.
    expect(status()).toBe("Looking for flexbox");
    loaded();
    await settle();
    expect(searched).toEqual(["flexbox"]);
    expect(links()).toEqual(["/Free/web#video-1"]);
  });

  it("loads the index at once when the field has the focus, so the first key waits for less", () => {
    field().focus();
    const { load, loads } = pagefind({});
    startSearch(document, load);
    expect(loads.count).toBe(1);
  });

  it("says so when the index cannot load", async () => {
    startSearch(document, () => Promise.reject(new Error("offline")));
    field().value = "x";
    field().dispatchEvent(new Event("input"));
    await settle();
    expect(status()).toBe("Search could not load");
  });
});

describe("Pagefind's loader", () => {
  afterEach(() => document.head.replaceChildren());

  it("asks for Pagefind's script, entry file and the page language's WebAssembly at once, as Pagefind would", () => {
    document.documentElement.lang = "ar";
    // jsdom cannot import a module: the import fails, after the files were asked for.
    void pagefindLoader("data:text/javascript,")().catch(() => {});
    const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>("link"));
    expect(links.map((link) => [link.rel, link.getAttribute("href"), link.as, link.crossOrigin])).toEqual([
      ["modulepreload", "/pagefind/pagefind.js", undefined, null],
      ["preload", "/pagefind/pagefind-entry.json?ts=1", "fetch", "anonymous"],
      ["preload", "/pagefind/wasm.ar.pagefind", "fetch", "anonymous"],
    ]);
  });
});
