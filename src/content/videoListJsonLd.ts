import { languageCode } from "./languages";
import { embedUrl, watchUrl } from "./youtube";

/** schema.org ItemList of the videos on a page, each with the topic it is listed under, for search engines. */
export function videoListJsonLd(
  pageUrl: string,
  topics: ReadonlyArray<{ readonly title: string; readonly videos: readonly Queries.VideoCardFragment[] }>,
) {
  const videos = topics.flatMap((topic) => topic.videos.map((video) => ({ video, topic: topic.title })));
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url: pageUrl,
    numberOfItems: videos.length,
    itemListElement: videos.map(({ video, topic }, index) => {
      const inLanguage = video.language ? languageCode(video.language) : undefined;
      return {
        "@type": "ListItem",
        position: index + 1,
        item: {
          "@type": "VideoObject",
          name: video.title,
          description: `${topic}: ${video.title}${video.channel ? `, by ${video.channel}` : ""}`,
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
