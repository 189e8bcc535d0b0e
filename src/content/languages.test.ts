import { corsiLanguage } from "./languages";

describe("corsiLanguage", () => {
  it.each([
    ["ar", "Arabic"],
    ["ar-EG", "Arabic"],
    ["en-US", "English"],
    ["EN_gb", "English"],
    ["fr-CA", "French"],
    ["tr", "Turkish"],
  ])("names %s %s", (tag, name) => {
    expect(corsiLanguage(tag)).toBe(name);
  });

  it.each([[undefined], [""], ["ja"], ["zxx"], ["arc"], ["english"]])("has no name for %j", (tag) => {
    expect(corsiLanguage(tag)).toBeUndefined();
  });
});
