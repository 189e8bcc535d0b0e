import { contentTypeDefs } from "./graphql";

describe("contentTypeDefs", () => {
  const sdl = contentTypeDefs();

  it("declares one node type per data file (one for all topic files), with inference off", () => {
    for (const type of [
      "SiteSettingsFile",
      "PagesFile",
      "HomeContentFile",
      "LogoTiles",
      "TopRatedFile",
      "AdminTexts",
      "Topic",
      "PaidCourse",
    ]) {
      expect(sdl).toContain(`type ${type} implements Node @dontInfer @childOf(types: ["File"]) {`);
    }
  });

  it("gives a translated file a block per locale: the whole content in English, its texts in Arabic", () => {
    expect(sdl).toContain(
      'type SiteSettingsFile implements Node @dontInfer @childOf(types: ["File"]) {\n  en: SiteSettings!\n  ar: SiteSettingsTexts!\n}',
    );
    expect(sdl).toContain("type SiteSettings {");
    expect(sdl).not.toContain("type SiteSettings implements Node");
  });

  it("marks required fields with ! and leaves optional ones nullable", () => {
    const video = /type FreeVideo \{([^}]*)\}/.exec(sdl)?.[1];
    expect(
      video
        ?.split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual([
      "youtubeId: String!",
      "title: String!",
      "titleAr: String",
      "channel: String",
      "language: String",
      "playlistId: String",
      'published: Date @dateformat(formatString: "YYYY-MM-DD")',
      "level: String",
      'added: Date @dateformat(formatString: "YYYY-MM-DD")',
    ]);
    expect(sdl).toContain("videos: [FreeVideo!]!");
    expect(sdl).toContain("slug: String\n");
    expect(sdl).toContain("position: Int!");
  });

  it("resolves icon names to drawn icons", () => {
    expect(sdl).toContain("icon: Icon! @icon");
    expect(sdl).toContain("type Icon {");
  });
});
