import { type SavedCatalog, savedGroups, titleIn } from "./savedCatalog";

const catalog: SavedCatalog = {
  topics: [
    { slug: "web", title: "Web", titles: { ar: "الويب" } },
    { slug: "go", title: "Go" },
    { slug: "c", title: "C" },
  ],
  videos: [
    { youtubeId: "web00000001", topic: 0, title: "HTML" },
    { youtubeId: "web00000002", topic: 0, title: "CSS", titles: { ar: "سي إس إس" } },
    { youtubeId: "c0000000001", topic: 2, title: "Pointers" },
    // The same video listed in a second topic: shown once, in its first.
    { youtubeId: "web00000001", topic: 2, title: "HTML" },
  ],
};

describe("savedGroups", () => {
  it("groups saved videos by topic in the catalog's order, whatever the list's order", () => {
    const { groups, gone } = savedGroups(["c0000000001", "web00000002", "web00000001"], catalog);
    expect(groups.map((group) => [group.topic.slug, group.position, group.videos.map((v) => v.youtubeId)])).toEqual([
      ["web", 0, ["web00000001", "web00000002"]],
      ["c", 2, ["c0000000001"]],
    ]);
    expect(gone).toEqual([]);
  });

  it("leaves out topics with nothing saved, and keeps a topic's place (its tone) in the catalog", () => {
    const { groups } = savedGroups(["c0000000001"], catalog);
    expect(groups).toHaveLength(1);
    expect(groups[0].position).toBe(2);
  });

  it("lists the ids the catalog no longer has, in the list's order", () => {
    const { groups, gone } = savedGroups(["removed0002", "web00000002", "removed0001"], catalog);
    expect(groups.map((group) => group.videos.length)).toEqual([1]);
    expect(gone).toEqual(["removed0002", "removed0001"]);
  });

  it("treats every id as gone when the catalog could not be read", () => {
    expect(savedGroups(["web00000001"], { topics: [], videos: [] })).toEqual({ groups: [], gone: ["web00000001"] });
  });
});

describe("titleIn", () => {
  it("gives the build's translation for the edition, else the original", () => {
    expect(titleIn(catalog.topics[0], "ar")).toBe("الويب");
    expect(titleIn(catalog.topics[0], "en")).toBe("Web");
    expect(titleIn(catalog.topics[1], "ar")).toBe("Go");
  });
});
