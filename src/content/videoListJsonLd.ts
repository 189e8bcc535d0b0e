import { absoluteUrl } from "../siteManifest";
import { languageCode } from "./languages";
import { embedUrl, watchUrl } from "./youtube";
import { isoDuration } from "./duration";

type ListedVideo = Pick<
  Queries.VideoCardFragment,
  "youtubeId" | "playlistId" | "title" | "channel" | "language" | "published" | "thumbnail" | "seconds"
>;

/**
 * schema.org ItemList of the videos on a page, in the topics' order, for search engines. A video
 * is a VideoObject only when every property Google requires of one is known (name, thumbnailUrl, uploadDate): the
 * thumbnail is the build's copy on Corsi's own origin, the date the optional `published` of the content. Any other
 * video is a plain ListItem with its name and link, since a VideoObject that lacks a required property is invalid.
 * No `description` (recommended, not required): it would repeat the name, and it costs every card page bytes.
 */
export function videoListJsonLd(pageUrl: string, topics: ReadonlyArray<{ readonly videos: readonly ListedVideo[] }>) {
  const videos = topics.flatMap((topic) => topic.videos);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url: pageUrl,
    numberOfItems: videos.length,
    itemListElement: videos.map((video, index) => {
      const image = video.thumbnail?.image;
      const position = index + 1;
      if (!image || !video.published) return { "@type": "ListItem", position, url: watchUrl(video), name: video.title };
      const inLanguage = video.language ? languageCode(video.language) : undefined;
      return {
        "@type": "ListItem",
        position,
        item: {
          "@type": "VideoObject",
          name: video.title,
          thumbnailUrl: absoluteUrl(image.src),
          uploadDate: video.published,
          embedUrl: embedUrl(video, { autoplay: false }),
          url: watchUrl(video),
          ...(inLanguage ? { inLanguage } : {}),
          ...(video.seconds ? { duration: isoDuration(video.seconds) } : {}),
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
