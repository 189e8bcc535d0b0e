import { dayIn, priceIn } from "./price";

describe("a paid course's price", () => {
  it("names its currency by code in both editions, in Western digits", () => {
    expect(priceIn(19.99, "USD", "en")).toMatch(/^USD\s19\.99$/);
    expect(priceIn(499, "EGP", "en")).toMatch(/^EGP\s499\.00$/);
    const arabic = priceIn(499, "EGP", "ar");
    expect(arabic).toContain("EGP");
    expect(arabic).toMatch(/499/);
    expect(arabic).not.toMatch(/[٠-٩]/);
  });

  it("is checked on a Gregorian day in both editions", () => {
    expect(dayIn("2026-11-20", "en")).toBe("November 20, 2026");
    expect(dayIn("2026-11-20", "ar")).toMatch(/^20 نوفمبر 2026$/);
  });
});
