import { topicPagesGlob } from "./topicPages";

describe("topicPagesGlob", () => {
  it("names the topic pages and /Paid of every edition", () => {
    expect(topicPagesGlob()).toBe("{Free,Paid,ar/Free,ar/Paid}/**/*.html");
  });

  it("is the original's folders alone for a site of one edition", () => {
    expect(topicPagesGlob(["en"])).toBe("{Free,Paid}/**/*.html");
  });
});
