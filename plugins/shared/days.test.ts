import { BUILD_TIME_ENV, buildTime, isoDay } from "./days";

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
