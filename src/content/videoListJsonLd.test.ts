import { SITE_URL } from "../siteManifest";
import { videoListJsonLd } from "./videoListJsonLd";

const thumbnail = {
  image: { src: "/static/abc/640/x.webp", srcSet: "/static/abc/640/x.webp 640w", width: 640, height: 360 },
};
const base = { playlistId: null, channel: "Wael", language: "English", seconds: null };
const complete = {
  ...base,
  youtubeId: "aaaaaaaaaaa",
  title: "Complete",
  published: "2024-03-15",
  thumbnail,
  seconds: 3723,
};
const undated = { ...base, youtubeId: "bbbbbbbbbbb", title: "Undated", published: null, thumbnail };
const unpictured = { ...base, youtubeId: "ccccccccccc", title: "No picture", published: "2024-03-15", thumbnail: null };

describe("the JSON-LD list of a page's videos", () => {
  const list = videoListJsonLd(`${SITE_URL}/Free`, [{ videos: [complete, undated, unpictured] }]);

  it("lists every video in order", () => {
    expect(list.numberOfItems).toBe(3);
    expect(list.itemListElement.map((element) => element.position)).toEqual([1, 2, 3]);
  });

  it("describes a video as a VideoObject when its thumbnail and date are known, the thumbnail on Corsi's origin", () => {
    expect(list.itemListElement[0]).toMatchObject({
      item: {
        "@type": "VideoObject",
        name: "Complete",
        thumbnailUrl: `${SITE_URL}/static/abc/640/x.webp`,
        uploadDate: "2024-03-15",
        url: "https://www.youtube.com/watch?v=aaaaaaaaaaa",
        inLanguage: "en",
        duration: "PT1H2M3S",
      },
    });
  });

  it("keeps a video without a date or a thumbnail as a plain list item with its name and link", () => {
    for (const [element, video] of [
      [list.itemListElement[1], undated],
      [list.itemListElement[2], unpictured],
    ] as const) {
      expect(element).toEqual({
        "@type": "ListItem",
        position: element.position,
        url: `https://www.youtube.com/watch?v=${video.youtubeId}`,
        name: video.title,
      });
    }
  });
});
