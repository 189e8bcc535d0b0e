import { topicPagesGlob } from "./topicPages";

describe("topicPagesGlob", () => {
  it("names the topic pages of every edition", () => {
    expect(topicPagesGlob()).toBe("{Free,ar/Free}/**/*.html");
  });

  it("is the original's folder alone for a site of one edition", () => {
    expect(topicPagesGlob(["en"])).toBe("Free/**/*.html");
  });
});
