import { clock } from "./clock";
import { courseLength, courseSummary, isoDuration, lengthClass } from "./duration";

const TEXT = { hours: "{hours} h {minutes} min", minutes: "{minutes} min" };

describe("durations", () => {
  it.each([
    [45, "0:45", "PT45S"],
    [600, "10:00", "PT10M"],
    [754, "12:34", "PT12M34S"],
    [3723, "1:02:03", "PT1H2M3S"],
    [7200, "2:00:00", "PT2H"],
  ])("writes %i seconds as %s and %s", (seconds, shown, iso) => {
    expect(clock(seconds)).toBe(shown);
    expect(isoDuration(seconds)).toBe(iso);
  });

  it("writes a course's length to the minute, in hours from the first hour on", () => {
    expect(courseLength(20, TEXT)).toBe("1 min");
    expect(courseLength(45 * 60 + 29, TEXT)).toBe("45 min");
    expect(courseLength(12 * 3600 + 5 * 60, TEXT)).toBe("12 h 5 min");
    expect(courseLength(3600 - 20, TEXT)).toBe("1 h 0 min");
  });
});

describe("courseSummary", () => {
  const text = { summary: { one: "One lesson · {duration}", other: "{count} lessons · {duration}" }, duration: TEXT };
  it("gives the count in its plural form and the whole length", () => {
    expect(courseSummary({ lessonCount: 1, seconds: 45 }, text)).toBe("One lesson · 1 min");
    expect(courseSummary({ lessonCount: 200, seconds: 167_760 }, text)).toBe("200 lessons · 46 h 36 min");
  });
});

describe("lengthClass", () => {
  it.each([
    [59 * 60 + 59, "short"],
    [3600, "medium"],
    [5 * 3600, "medium"],
    [5 * 3600 + 1, "long"],
  ])("puts %i seconds in %s", (seconds, expected) => {
    expect(lengthClass(seconds)).toBe(expected);
  });
});
