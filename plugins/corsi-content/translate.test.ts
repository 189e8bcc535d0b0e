import { translated } from "./translate";

describe("translated", () => {
  const english = {
    brand: "Corsi",
    nav: [
      { label: "Home", path: "/" },
      { label: "Free", path: "/Free" },
    ],
    contact: { phone: "+20 100 000 0000" },
    theme: { light: { label: "Light", icon: "bootstrap:sun" } },
  };

  it("replaces each text at its place and keeps what the locale file does not hold", () => {
    const arabic = translated(english, {
      brand: "كورسي",
      nav: [{ label: "الرئيسية" }, { label: "المجانية" }],
      theme: { light: { label: "فاتحة" } },
    });
    expect(arabic).toEqual({
      brand: "كورسي",
      nav: [
        { label: "الرئيسية", path: "/" },
        { label: "المجانية", path: "/Free" },
      ],
      contact: { phone: "+20 100 000 0000" },
      theme: { light: { label: "فاتحة", icon: "bootstrap:sun" } },
    });
  });

  it("never adds a key English does not have, and leaves the original untouched", () => {
    const arabic = translated(english, { stray: "x", nav: [{ label: "الرئيسية" }] });
    expect(arabic).not.toHaveProperty("stray");
    expect(arabic.nav[1]).toEqual({ label: "Free", path: "/Free" });
    expect(english.nav[0]?.label).toBe("Home");
  });

  it("is the original when there is nothing to translate it with", () => {
    expect(translated(english, undefined)).toBe(english);
  });
});
