import { topicPagesGlob } from "./topicPages";

describe("topicPagesGlob", () => {
  it("names the topic pages, /Paid and the learning paths of every edition", () => {
    expect(topicPagesGlob()).toBe("{Free,Paid,Paths,ar/Free,ar/Paid,ar/Paths}/**/*.html");
  });

  it("is the original's folders alone for a site of one edition", () => {
    expect(topicPagesGlob(["en"])).toBe("{Free,Paid,Paths}/**/*.html");
  });
});
