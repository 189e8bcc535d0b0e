import { siteSettingsSchema, topicSchema, videoSchema } from "./schema";
import { inLocale, isText, textIn } from "./translate";

describe("the schema's marks", () => {
  it("make the texts an owner writes translatable, and nothing else", () => {
    const { brand, contact, nav, labels } = siteSettingsSchema.shape;
    expect(isText(brand)).toBe(true);
    expect(isText(labels.shape.play)).toBe(true); // a text with a place to fill in, refined after it was marked
    expect(isText(nav.element.shape.label)).toBe(true);
    expect(isText(nav.element.shape.path)).toBe(false);
    expect(isText(contact.shape.email)).toBe(false);
    expect(isText(topicSchema.shape.title)).toBe(true);
    expect(isText(topicSchema.shape.titleAr)).toBe(false);
    expect(isText(videoSchema.shape.youtubeId)).toBe(false);
  });
});

describe("a translated file in a locale (inLocale)", () => {
  const english = {
    brand: "Corsi",
    nav: [
      { label: "Home", path: "/" as const },
      { label: "Free", path: "/Free" as const },
    ],
    contact: { phone: "+20 100 000 0000" },
    theme: { light: { label: "Light", icon: "bootstrap:sun" } },
  };

  it("replaces each text at its place and keeps what the locale's block does not hold", () => {
    const arabic = inLocale(siteSettingsSchema, english, "ar", {
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

  it("never adds a key the original does not have, takes no address from the block, and leaves the original untouched", () => {
    const arabic = inLocale(siteSettingsSchema, english, "ar", {
      stray: "x",
      nav: [{ label: "الرئيسية", path: "/Paid" }],
    });
    expect(arabic).not.toHaveProperty("stray");
    expect(arabic.nav[0]).toEqual({ label: "الرئيسية", path: "/" });
    expect(arabic.nav[1]).toEqual({ label: "Free", path: "/Free" });
    expect(english.nav[0]?.label).toBe("Home");
  });

  it("is the original in the default locale, and where there is nothing to translate it with", () => {
    expect(inLocale(siteSettingsSchema, english, "en", { brand: "كورسي" })).toBe(english);
    expect(inLocale(siteSettingsSchema, english, "ar", undefined)).toEqual(english);
  });
});

describe("a catalog entry's title in a locale (textIn)", () => {
  const video = { youtubeId: "fixVid00001", title: "Learn HTML", titleAr: "تعلم HTML" };

  it("is the title beside it that its mark names for the locale", () => {
    expect(textIn(videoSchema, video, "title", "ar")).toBe("تعلم HTML");
    expect(textIn(topicSchema, { title: "Go", titleAr: "جو", position: 1, videos: [video] }, "title", "ar")).toBe("جو");
  });

  it("is the original title in the default locale, or where no translation is given", () => {
    expect(textIn(videoSchema, video, "title", "en")).toBe("Learn HTML");
    expect(textIn(videoSchema, { youtubeId: "fixVid00002", title: "Learn CSS" }, "title", "ar")).toBe("Learn CSS");
  });
});
