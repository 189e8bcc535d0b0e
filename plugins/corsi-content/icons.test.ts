import { resolveIcon, roundPath } from "./icons";

describe("roundPath", () => {
  it("rounds every coordinate to two decimals and drops leading zeros", () => {
    expect(roundPath("M1.5 0h21l-1.914 21.5634L11.977 24l-0.5646-2.438z")).toBe(
      "M1.5 0h21l-1.91 21.56L11.98 24l-.56-2.44z",
    );
  });

  it("keeps two numbers apart when the first rounds to a whole one", () => {
    // 1.999 then .5 must not become 2.5; .0004 then .25 must not become 0.25.
    expect(roundPath("M1.999.5l.0004.25")).toBe("M2 .5l0 .25");
  });

  it("leaves whole numbers and commands as they are", () => {
    expect(roundPath("M8 11a3 3 0 1 1 0-6z")).toBe("M8 11a3 3 0 1 1 0-6z");
  });
});

describe("resolveIcon", () => {
  it("draws both sets from rounded path data", () => {
    for (const ref of ["simple:python", "bootstrap:sun-fill"]) {
      const icon = resolveIcon(ref);
      expect(icon?.paths.length).toBeGreaterThan(0);
      for (const { d } of icon?.paths ?? []) expect(d).not.toMatch(/\.\d{3}/);
    }
  });
});
