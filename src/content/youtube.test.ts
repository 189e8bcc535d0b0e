import { embedUrl, watchUrl } from "./youtube";

describe("embedUrl", () => {
  it("plays a single video from the privacy-enhanced host, autoplaying", () => {
    expect(embedUrl({ youtubeId: "qfPUMV9J5yw" })).toBe(
      "https://www.youtube-nocookie.com/embed/qfPUMV9J5yw?autoplay=1",
    );
  });

  it("adds the playlist when the video belongs to one", () => {
    expect(embedUrl({ youtubeId: "kgN7veo9tC0", playlistId: "PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o" })).toBe(
      "https://www.youtube-nocookie.com/embed/kgN7veo9tC0?autoplay=1&list=PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o",
    );
  });

  it("leaves autoplay out when asked (for search engines)", () => {
    expect(embedUrl({ youtubeId: "qfPUMV9J5yw" }, { autoplay: false })).toBe(
      "https://www.youtube-nocookie.com/embed/qfPUMV9J5yw",
    );
    expect(
      embedUrl({ youtubeId: "kgN7veo9tC0", playlistId: "PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o" }, { autoplay: false }),
    ).toBe("https://www.youtube-nocookie.com/embed/kgN7veo9tC0?list=PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o");
  });

  it("ignores a null playlist", () => {
    expect(embedUrl({ youtubeId: "_-eh8cwGGwg", playlistId: null })).not.toContain("list=");
  });
});

describe("watchUrl", () => {
  it("links to the watch page, with the playlist when there is one", () => {
    expect(watchUrl({ youtubeId: "_-eh8cwGGwg" })).toBe("https://www.youtube.com/watch?v=_-eh8cwGGwg");
    expect(watchUrl({ youtubeId: "h3VCQjyaLws", playlistId: "PLuXY3ddo_8nzrO74UeZQVZOb5-wIS6krJ" })).toBe(
      "https://www.youtube.com/watch?v=h3VCQjyaLws&list=PLuXY3ddo_8nzrO74UeZQVZOb5-wIS6krJ",
    );
  });
});
