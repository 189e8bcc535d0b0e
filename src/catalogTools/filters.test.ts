import { startFilters } from "./filters";

/** A list as the build writes it (TopicSection, PageHeader, Pagination): every card listed, each saying its language. */
const PAGE = `
  <p class="lead" data-lang-texts='{"ar":"2 videos.","en":"One video."}'>3 videos.</p>
  <select data-filter="lang">
    <option value="" selected>All</option><option value="ar">Arabic</option><option value="en">English</option>
  </select>
  <section id="go" data-lang="ar en">
    <ul>
      <li id="a1" data-lang="ar"></li><li id="a2" data-lang="ar"></li><li id="e1" data-lang="en"></li>
      <li id="none" data-lang=""></li>
    </ul>
    <p id="more" data-lang="ar"><a href="/Free/go" data-keeps-filters data-lang-texts='{"ar":"All 5"}'>All 9</a></p>
  </section>
  <a id="next" href="/Free/go/2#top" data-keeps-filters>Next</a>`;

const shown = () =>
  Array.from(document.querySelectorAll("li"))
    .filter((li) => !li.hidden)
    .map((li) => li.id);
const select = () => document.querySelector("select")!;
const choose = (value: string) => {
  select().value = value;
  select().dispatchEvent(new Event("change"));
};

describe("the filters", () => {
  beforeEach(() => {
    document.body.innerHTML = PAGE;
    history.replaceState(null, "", "/Free/go");
  });

  it("change nothing until a value is chosen", () => {
    startFilters(document, location, history);
    expect(shown()).toEqual(["a1", "a2", "e1", "none"]);
    expect(location.search).toBe("");
    expect(document.querySelector(".lead")!.textContent).toBe("3 videos.");
  });

  it("show the entries of the value chosen, with their texts, and keep it in the address and the links", () => {
    const entries = history.length;
    startFilters(document, location, history);
    choose("ar");
    expect(shown()).toEqual(["a1", "a2"]);
    expect(document.querySelector(".lead")!.textContent).toBe("2 videos.");
    expect(document.querySelector("#more a")!.textContent).toBe("All 5");
    expect(location.search).toBe("?lang=ar");
    expect(document.querySelector("#more a")!.getAttribute("href")).toBe("/Free/go?lang=ar");
    expect(document.querySelector("#next")!.getAttribute("href")).toBe("/Free/go/2?lang=ar#top");
    choose("en");
    expect(shown()).toEqual(["e1"]);
    expect((document.querySelector("#more") as HTMLElement).hidden).toBe(true);
    expect(document.querySelector(".lead")!.textContent).toBe("One video.");
    // Back to all: everything as the page came, the address and the links without the parameter.
    choose("");
    expect(shown()).toEqual(["a1", "a2", "e1", "none"]);
    expect(document.querySelector(".lead")!.textContent).toBe("3 videos.");
    expect(document.querySelector("#more a")!.textContent).toBe("All 9");
    expect(location.search).toBe("");
    expect(document.querySelector("#next")!.getAttribute("href")).toBe("/Free/go/2#top");
    expect(history.length).toBe(entries); // no new history entry
  });

  it("start from the address's choice", () => {
    history.replaceState(null, "", "/Free/go?lang=en&x=1");
    startFilters(document, location, history);
    expect(select().value).toBe("en");
    expect(shown()).toEqual(["e1"]);
    expect(location.search).toBe("?lang=en&x=1");
  });

  it("start from what the visitor chose before the code arrived, over the address", () => {
    history.replaceState(null, "", "/Free/go?lang=en");
    select().value = "ar";
    startFilters(document, location, history);
    expect(shown()).toEqual(["a1", "a2"]);
    expect(location.search).toBe("?lang=ar");
  });

  it("show everything for a value the list does not offer", () => {
    history.replaceState(null, "", "/Free/go?lang=tr");
    startFilters(document, location, history);
    expect(select().value).toBe("");
    expect(shown()).toEqual(["a1", "a2", "e1", "none"]);
    expect(location.search).toBe("");
  });
});
