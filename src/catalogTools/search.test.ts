import type { Pagefind, PagefindResultData } from "../content/pagefind";
import { startSearch } from "./search";

const BOX = `
  <div role="search" data-search data-results-one="One matching video" data-results-other="{count} matching videos"
       data-no-results="Nothing for {query}" data-unavailable="Search could not load">
    <input type="search"><div role="status"></div>
  </div>`;

const page = (title: string, id: string): PagefindResultData => ({
  url: "/Free/web.html",
  meta: { title: "Web" },
  sub_results: [{ title, url: `/Free/web.html#${id}`, anchor: { element: "h3", id } }],
});

/** A stand-in for Pagefind: each query's results by its text. */
function pagefind(found: Record<string, PagefindResultData[]>) {
  const loads = { count: 0 };
  const load = () => {
    loads.count += 1;
    return Promise.resolve<Pagefind>({
      init: async () => {},
      debouncedSearch: async (query) => ({
        results: (found[query] ?? []).map((data) => ({ data: async () => data })),
      }),
    });
  };
  return { load, loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const field = () => document.querySelector("input")!;
const status = () => document.querySelector("[role=status]")!.textContent;
const links = () => Array.from(document.querySelectorAll(".search-results a")).map((a) => a.getAttribute("href"));

describe("the search", () => {
  beforeEach(() => (document.body.innerHTML = BOX));

  it("lists what a query finds, and says how many", async () => {
    const { load, loads } = pagefind({ flexbox: [page("Flexbox", "video-1")] });
    startSearch(document, load);
    expect(loads.count).toBe(0);
    field().value = "flexbox";
    field().dispatchEvent(new Event("input"));
    await settle();
    expect(status()).toBe("One matching video");
    expect(links()).toEqual(["/Free/web#video-1"]);
    field().value = "nothing";
    field().dispatchEvent(new Event("input"));
    await settle();
    expect(status()).toBe("Nothing for nothing");
    expect(links()).toEqual([]);
  });

  it("searches what was typed before the code arrived", async () => {
    field().value = "flexbox";
    startSearch(document, pagefind({ flexbox: [page("Flexbox", "video-1")] }).load);
    await settle();
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
