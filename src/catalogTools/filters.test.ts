import { startFilters } from "./filters";

/**
 * A list as the build writes it (TopicSection, PageHeader, Pagination): every card listed, each saying under which
 * choices of language and length ("lang~length", "" for all) it shows, each count what it says under each.
 */
const PAGE = `
  <p class="lead" data-filter-texts='{"ar~":"2 videos.","en~":"One video.","~short":"2 videos.","ar~short":"One video."}'>3 videos.</p>
  <select data-filter="lang">
    <option value="" selected>All</option><option value="ar">Arabic</option><option value="en">English</option>
  </select>
  <select data-filter="length">
    <option value="" selected>Any</option><option value="short">Short</option><option value="long">Long</option>
  </select>
  <section id="go" data-shown-under="~ ~short ~long ar~ ar~short ar~long en~ en~short">
    <ul>
      <li id="a1" data-shown-under="~ ~short ar~ ar~short"></li>
      <li id="a2" data-shown-under="~ ~long ar~ ar~long"></li>
      <li id="e1" data-shown-under="~ ~short en~ en~short"></li>
      <li id="none" data-shown-under="~"></li>
    </ul>
    <p id="more" data-shown-under="~ ar~"><a href="/Free/go" data-keeps-filters data-filter-texts='{"ar~":"All 5"}'>All 9</a></p>
  </section>
  <a id="next" href="/Free/go/2#top" data-keeps-filters>Next</a>`;

const shown = () =>
  Array.from(document.querySelectorAll("li"))
    .filter((li) => !li.hidden)
    .map((li) => li.id);
const select = () => document.querySelector("select")!;
const lengthSelect = () => document.querySelector<HTMLSelectElement>("select[data-filter=length]")!;
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

  it("combine the language and the length: a card shows when it matches both, unknown lengths only for any", () => {
    startFilters(document, location, history);
    lengthSelect().value = "short";
    lengthSelect().dispatchEvent(new Event("change"));
    expect(shown()).toEqual(["a1", "e1"]);
    expect(document.querySelector(".lead")!.textContent).toBe("2 videos.");
    expect(location.search).toBe("?length=short");
    choose("ar");
    expect(shown()).toEqual(["a1"]);
    expect(document.querySelector(".lead")!.textContent).toBe("One video.");
    expect((document.querySelector("#more") as HTMLElement).hidden).toBe(true);
    expect(location.search).toBe("?length=short&lang=ar");
    expect(document.querySelector("#next")!.getAttribute("href")).toBe("/Free/go/2?lang=ar&length=short#top");
    lengthSelect().value = "";
    lengthSelect().dispatchEvent(new Event("change"));
    expect(shown()).toEqual(["a1", "a2"]);
    expect(location.search).toBe("?lang=ar");
  });

  it("start from both choices in the address", () => {
    history.replaceState(null, "", "/Free/go?lang=ar&length=long");
    startFilters(document, location, history);
    expect(shown()).toEqual(["a2"]);
    expect((document.querySelector("#go") as HTMLElement).hidden).toBe(false);
  });
});
