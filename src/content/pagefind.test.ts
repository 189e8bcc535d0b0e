import { foundEntries, type PagefindResultData } from "./pagefind";

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
