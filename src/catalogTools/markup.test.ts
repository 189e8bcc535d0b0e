import { combinations, countUnder, facetsOf, filtersKey, matchesFacets, textsByCount } from "./markup";

describe("the filters' markup", () => {
  it("writes a set of values as one key, in the parameters' order", () => {
    expect(filtersKey({ level: "beginner", lang: "ar" })).toBe("ar~~~beginner");
    expect(facetsOf({ lang: "en", length: "short", captions: "1" })).toEqual({ "data-facets": "en~short~1~" });
  });

  it("keeps an entry when every choice is all or names its value; unknown values only under all", () => {
    expect(matchesFacets("ar~short~1~beginner", {})).toBe(true);
    expect(matchesFacets("ar~short~1~beginner", { lang: "ar", captions: "1", level: "beginner" })).toBe(true);
    expect(matchesFacets("ar~short~1~beginner", { lang: "ar", length: "long" })).toBe(false);
    expect(matchesFacets("ar~~~", { length: "short" })).toBe(false);
    expect(matchesFacets("ar~~~", { captions: "1" })).toBe(false);
  });

  it("adds up the entries a count counts under the choices", () => {
    const counts = "ar~short~1~:2 ar~long~~beginner:3 en~short~1~beginner:1";
    expect(countUnder(counts, {})).toBe(6);
    expect(countUnder(counts, { captions: "1" })).toBe(3);
    expect(countUnder(counts, { level: "beginner", length: "short" })).toBe(1);
    expect(countUnder(counts, { lang: "fr" })).toBe(0);
  });

  it("makes every combination of the values offered, all of each first", () => {
    const all = combinations({ lang: ["ar", "en"], captions: ["1"] });
    expect(all).toHaveLength(6);
    expect(all[0]).toEqual({ lang: "", length: "", captions: "", level: "" });
    expect(all).toContainEqual({ lang: "en", length: "", captions: "1", level: "" });
  });

  it("writes a text for each count a combination reaches, and no other", () => {
    const attributes = textsByCount(
      [
        { key: "ar~short~1~", count: 2 },
        { key: "en~long~~", count: 3 },
      ],
      { lang: ["ar", "en"], length: ["short", "long"], captions: ["1"] },
      (count) => `${count} videos`,
    );
    expect(attributes["data-facet-counts"]).toBe("ar~short~1~:2 en~long~~:3");
    expect(JSON.parse(attributes["data-filter-texts"])).toEqual({
      0: "0 videos",
      2: "2 videos",
      3: "3 videos",
      5: "5 videos",
    });
  });
});
