import { fill } from "./text";

describe("fill", () => {
  it("puts each value in its place, as often as it appears", () => {
    expect(fill("All {count} videos in {topic}", { count: 12, topic: "C#" })).toBe("All 12 videos in C#");
    expect(fill("{a}{a}", { a: "x" })).toBe("xx");
  });

  it("leaves a place it has no value for as it is", () => {
    expect(fill("Page {page} of {pages}", { page: 2 })).toBe("Page 2 of {pages}");
  });
});
