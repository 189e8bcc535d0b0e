import { compactViews, shownViews } from "./views";

describe("compactViews", () => {
  it.each([
    [999, "999", "999"],
    [1234, "1.2K", "1.2\u00a0ألف"],
    [1_234_567, "1.2M", "1.2\u00a0مليون"],
    [15_000_000, "15M", "15\u00a0مليون"],
    [2_500_000_000, "2.5B", "2.5\u00a0مليار"],
  ])("writes %i as %s and %s (a no-break space before the word), in Western digits", (views, en, ar) => {
    expect(compactViews(views, "en")).toBe(en);
    expect(compactViews(views, "ar")).toBe(ar);
  });
});

describe("shownViews", () => {
  it("keeps what the editions show: a few more views change nothing, a new figure changes it", () => {
    expect(shownViews(1_234_567)).toBe(1_200_000);
    expect(shownViews(1_240_001)).toBe(1_200_000);
    expect(shownViews(1_260_000)).toBe(1_300_000);
    expect(shownViews(123_456)).toBe(123_000);
    expect(shownViews(42)).toBe(42);
  });

  it("shows the same words in every edition for the rounded figure as for the exact one", () => {
    for (const views of [1, 999, 1_049, 9_999, 99_950, 1_234_567, 987_654_321, 5_432_109_876])
      for (const locale of ["en", "ar"] as const)
        expect(compactViews(shownViews(views), locale)).toBe(compactViews(views, locale));
  });
});
