import { BUILD_TIME_ENV, buildTime, isoDay, weekStart } from "./days";

describe("the build's clock", () => {
  it("is now unless CORSI_BUILD_TIME names another time", () => {
    const before = Date.now();
    const now = buildTime({});
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(buildTime({ [BUILD_TIME_ENV]: "2026-11-28T09:00:00Z" })).toBe(Date.UTC(2026, 10, 28, 9));
  });

  it("refuses a time it cannot read, naming the variable and what it expects", () => {
    expect(() => buildTime({ [BUILD_TIME_ENV]: "tomorrow" })).toThrow(
      "CORSI_BUILD_TIME=tomorrow: expected an ISO time, such as 2026-11-27T09:00:00Z",
    );
  });

  it("writes a day in UTC", () => {
    expect(isoDay(new Date(Date.UTC(2026, 10, 27, 23, 59)))).toBe("2026-11-27");
    expect(isoDay("2026-11-27")).toBe("2026-11-27");
  });
});

describe("a day's week", () => {
  it("starts on its Monday, as ISO 8601 counts weeks, across a month's and a year's end", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // its Sunday
    expect(weekStart("2026-11-21")).toBe("2026-11-16"); // the Saturday before
    expect(weekStart("2026-03-01")).toBe("2026-02-23");
    expect(weekStart("2027-01-02")).toBe("2026-12-28");
  });
});
