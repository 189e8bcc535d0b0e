import { cardsFactsMeta, foundEntries, OTHER_SPELLINGS, type PagefindResultData } from "./pagefind";

const topicPage: PagefindResultData = {
  url: "/Free/web.html",
  meta: { title: "Web" },
  sub_results: [
    { title: "Web", url: "/Free/web.html#web-title", anchor: { element: "h2", id: "web-title" } },
    { title: "HTML", url: "/Free/web.html#video-aaaaaaaaaaa", anchor: { element: "h3", id: "video-aaaaaaaaaaa" } },
  ],
};
const pathPage: PagefindResultData = {
  url: "/Paths/web-basics.html",
  meta: { title: "Web basics", path: "Learning paths" },
  sub_results: [
    { title: "Step 1: Pages", url: "/Paths/web-basics.html#step-1", anchor: { element: "h2", id: "step-1" } },
    { title: "Step 2: Scripts", url: "/Paths/web-basics.html#step-2", anchor: { element: "h2", id: "step-2" } },
  ],
};

describe("what search lists", () => {
  it("is each card of a topic page, by its heading, and a path's page once, as the path", () => {
    expect(foundEntries([topicPage, pathPage], 10)).toEqual([
      { title: "HTML", topic: "Web", url: "/Free/web#video-aaaaaaaaaaa" },
      { title: "Web basics", topic: "Learning paths", url: "/Paths/web-basics" },
    ]);
  });

  it("stops at the limit", () => {
    expect(foundEntries([pathPage, topicPage], 1)).toEqual([
      { title: "Web basics", topic: "Learning paths", url: "/Paths/web-basics" },
    ]);
  });
});

describe("the order of what search lists", () => {
  const page = (titles: string[]): PagefindResultData => ({
    url: "/Free/python.html",
    meta: { title: "Python" },
    sub_results: titles.map((title, i) => ({
      title,
      url: `/Free/python.html#video-${i}`,
      anchor: { element: "h3", id: `video-${i}` },
    })),
  });

  it("puts the titles that say the query as typed before those found through another spelling", () => {
    // "بالبايثون" says it with a prefix; "بايثونية" is another word.
    const titles = ["Python for beginners", "أساسيات بايثون", "مكتبات بايثونية", "البرمجة بالبايثون"];
    expect(foundEntries([page(titles)], 10, "بايثون").map((entry) => entry.title)).toEqual([
      "أساسيات بايثون",
      "البرمجة بالبايثون",
      "Python for beginners",
      "مكتبات بايثونية",
    ]);
    expect(foundEntries([page(["أساسيات بايثون", "Python for beginners"])], 10, "python").map((e) => e.title)).toEqual([
      "Python for beginners",
      "أساسيات بايثون",
    ]);
  });

  it("keeps Pagefind's order among equals, and places for what another spelling found", () => {
    const titles = ["Learn JavaScript", "JavaScript promises", "JavaScript modules", "كورس جافا سكريبت"];
    // Three places, one of them kept for the course written in Arabic letters.
    expect(foundEntries([page(titles)], 3, "javascript").map((entry) => entry.title)).toEqual([
      "Learn JavaScript",
      "JavaScript promises",
      "كورس جافا سكريبت",
    ]);
    // No more places kept than OTHER_SPELLINGS, nor than there are such courses.
    const many = [
      ...Array.from({ length: 12 }, (_, i) => `JavaScript ${i}`),
      "جافا سكريبت 1",
      "جافا سكريبت 2",
      "جافاسكربت 3",
      "جافاسكربت 4",
    ];
    const found = foundEntries([page(many)], 10, "javascript").map((entry) => entry.title);
    expect(found.filter((title) => !title.startsWith("JavaScript"))).toHaveLength(OTHER_SPELLINGS);
    expect(found.slice(0, 10 - OTHER_SPELLINGS)).toEqual(many.slice(0, 10 - OTHER_SPELLINGS));
    expect(foundEntries([page(titles)], 10, "").map((entry) => entry.title)).toEqual(titles);
  });
});

describe("what search says of a card", () => {
  it("is the card's own line, carried by its page's facts meta under its heading's id", () => {
    const facts = cardsFactsMeta([
      { id: "video-aaaaaaaaaaa", facts: "Arabic · 1:02:03 · 2021 · 1.2M views · Has captions" },
      { id: "video-bbbbbbbbbbb", facts: "" },
    ]);
    const found = foundEntries([{ ...topicPage, meta: { title: "Web", facts } }], 10);
    expect(found).toEqual([
      {
        title: "HTML",
        topic: "Web",
        url: "/Free/web#video-aaaaaaaaaaa",
        facts: "Arabic · 1:02:03 · 2021 · 1.2M views · Has captions",
      },
    ]);
  });

  it("is left out for a page without the meta, or with one that is not the cards' lines", () => {
    for (const facts of [undefined, "", "not json", "[1,2]", '{"video-aaaaaaaaaaa": 3}'])
      expect(foundEntries([{ ...topicPage, meta: { title: "Web", facts } }], 10)[0]).not.toHaveProperty("facts");
  });
});
