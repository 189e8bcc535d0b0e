import { languageCode } from "./languages";
import { embedUrl, watchUrl } from "./youtube";

interface VideoForJsonLd {
  readonly youtubeId: string;
  readonly title: string;
  readonly channel: string | null;
  readonly language: string | null;
  readonly playlistId: string | null;
}

/** schema.org ItemList of the videos on /Free, for search engines. */
export function videoListJsonLd(
  pageUrl: string,
  sections: ReadonlyArray<{ readonly title: string; readonly videos: ReadonlyArray<VideoForJsonLd> }>,
) {
  const videos = sections.flatMap((section) => section.videos.map((video) => ({ video, section: section.title })));
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url: pageUrl,
    numberOfItems: videos.length,
    itemListElement: videos.map(({ video, section }, index) => {
      const inLanguage = video.language ? languageCode(video.language) : undefined;
      return {
        "@type": "ListItem",
        position: index + 1,
        item: {
          "@type": "VideoObject",
          name: video.title,
          description: `${section}: ${video.title}${video.channel ? `, by ${video.channel}` : ""}`,
          embedUrl: embedUrl(video, { autoplay: false }),
          url: watchUrl(video),
          thumbnailUrl: `https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`,
          ...(inLanguage ? { inLanguage } : {}),
          ...(video.channel ? { author: { "@type": "Organization", name: video.channel } } : {}),
        },
      };
    }),
  };
}

/** JSON for a <script> element: "<" escaped so a title can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
