import { fill, fillPlural } from "./text";

describe("fill", () => {
  it("puts each value in its place, as often as it appears", () => {
    expect(fill("All {count} videos in {topic}", { count: 12, topic: "C#" })).toBe("All 12 videos in C#");
    expect(fill("{a}{a}", { a: "x" })).toBe("xx");
  });

  it("leaves a place it has no value for as it is", () => {
    expect(fill("Page {page} of {pages}", { page: 2 })).toBe("Page 2 of {pages}");
  });

  it("isolates the names it fills into a right-to-left text, and only there", () => {
    expect(fill("جميع مقاطع {topic} ({count})", { topic: "HTML & CSS", count: 4 })).toBe(
      "جميع مقاطع \u2068HTML & CSS\u2069 (4)",
    );
    expect(fill("Play: {title}", { title: "تعلم بايثون" })).toBe("Play: تعلم بايثون");
  });

  it("never sets apart a count, even one written out", () => {
    expect(fill("{count} مشاهدة", { count: "1.2\u00a0مليون" })).toBe("1.2\u00a0مليون مشاهدة");
  });
});

describe("fillPlural", () => {
  const forms = { one: "One video in {topic}", other: "{count} videos in {topic}" };
  it("writes a count given as written, in the form its number takes", () => {
    expect(fillPlural({ one: "One view", other: "{count} views" }, 1_200_000, { count: "1.2M" })).toBe("1.2M views");
  });
  it("picks the form for the count", () => {
    expect(fillPlural(forms, 1, { topic: "C#" })).toBe("One video in C#");
    expect(fillPlural(forms, 0, { topic: "C#" })).toBe("0 videos in C#");
    expect(fillPlural(forms, 12, { topic: "C#" })).toBe("12 videos in C#");
  });
});
