import { startFilters } from "./filters";

/**
 * A list as the build writes it (TopicSection, PageHeader, Pagination): every card listed, each with its own values
 * ("lang~length~captions~level", "" where it has none), each count with how many entries of each set of values it
 * counts and what it says at each count.
 */
const PAGE = `
  <p class="lead" data-facet-counts="ar~short~~:1 ar~long~1~:1 en~short~1~beginner:1 ~~~:1"
     data-filter-texts='{"0":"No video.","1":"One video.","2":"2 videos.","4":"4 videos."}'>4 videos.</p>
  <select data-filter="lang">
    <option value="" selected>All</option><option value="ar">Arabic</option><option value="en">English</option>
  </select>
  <select data-filter="length">
    <option value="" selected>Any</option><option value="short">Short</option><option value="long">Long</option>
  </select>
  <select data-filter="captions"><option value="" selected>Any</option><option value="1">With captions</option></select>
  <section id="go" data-facet-counts="ar~short~~:1 ar~long~1~:1 en~short~1~beginner:1 ~~~:1">
    <ul>
      <li id="a1" data-facets="ar~short~~"></li>
      <li id="a2" data-facets="ar~long~1~"></li>
      <li id="e1" data-facets="en~short~1~beginner"></li>
      <li id="none" data-facets="~~~"></li>
    </ul>
    <p id="more" data-facet-counts="ar~long~~:2">
      <a href="/Free/go" data-keeps-filters data-facet-counts="ar~short~~:4 ar~long~1~:3 en~short~1~beginner:1 ~~~:1"
         data-filter-texts='{"0":"All 0","1":"All 1","3":"All 3","4":"All 4","5":"All 5","7":"All 7","8":"All 8","9":"All 9"}'>All 9</a>
    </p>
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
    expect(document.querySelector(".lead")!.textContent).toBe("4 videos.");
  });

  it("show the entries of the value chosen, with their texts, and keep it in the address and the links", () => {
    const entries = history.length;
    startFilters(document, location, history);
    choose("ar");
    expect(shown()).toEqual(["a1", "a2"]);
    expect(document.querySelector(".lead")!.textContent).toBe("2 videos.");
    expect(document.querySelector("#more a")!.textContent).toBe("All 7");
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
    expect(document.querySelector(".lead")!.textContent).toBe("4 videos.");
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
    expect(document.querySelector("#more a")!.textContent).toBe("All 5");
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

  it("keep only the videos with captions, and hide a section with none such", () => {
    history.replaceState(null, "", "/Free/go?captions=1");
    startFilters(document, location, history);
    expect(shown()).toEqual(["a2", "e1"]);
    expect(document.querySelector(".lead")!.textContent).toBe("2 videos.");
    // None of the topic's videos elsewhere has captions: no link to them.
    expect((document.querySelector("#more") as HTMLElement).hidden).toBe(true);
    choose("ar");
    expect(shown()).toEqual(["a2"]);
    lengthSelect().value = "short";
    lengthSelect().dispatchEvent(new Event("change"));
    expect(shown()).toEqual([]);
    expect(document.querySelector(".lead")!.textContent).toBe("No video.");
    expect((document.querySelector("#go") as HTMLElement).hidden).toBe(true);
  });
});
