import { resolveIcon, roundPath } from "./icons";

describe("roundPath", () => {
  it("rounds every coordinate to one decimal and drops leading zeros", () => {
    expect(roundPath("M1.5 0h21l-1.914 21.5634L11.977 24l-0.5646-2.438z")).toBe("M1.5 0h21l-1.9 21.6L12 24l-.6-2.4z");
  });

  it("keeps numbers apart, whatever they round to", () => {
    expect(roundPath("M1.99.5l.04.25L10.06.04")).toBe("M2 .5l0 .3L10.1 0");
  });

  it("reads compact arc flags as flags", () => {
    // "0 01.5-.5": large-arc 0, sweep 1, then the point (.5, -.5), not the number 01.5.
    expect(roundPath("M8 8a.5.5 0 01.5-.5z")).toBe("M8 8a.5 .5 0 0 1 .5-.5z");
  });
});

describe("resolveIcon", () => {
  it("draws both sets from rounded path data", () => {
    for (const ref of ["simple:python", "bootstrap:sun-fill"]) {
      const icon = resolveIcon(ref);
      expect(icon?.paths.length).toBeGreaterThan(0);
      for (const { d } of icon?.paths ?? []) expect(d).not.toMatch(/\.\d{2}/);
    }
  });
});
