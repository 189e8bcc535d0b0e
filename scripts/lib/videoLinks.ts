import type { Topic, topRatedSchema } from "../../plugins/corsi-content/schema";
import { formatPath } from "../../plugins/corsi-content/problem";
import { playlistUrl, watchUrl } from "../../src/content/youtube";
import { DEFAULT_LOCALE, type Locale } from "../../src/siteManifest";
import type { z } from "zod";

/**
 * The links `npm run check:videos` asks about (every topic's video and playlist, every top pick's link), each with
 * where the owner finds it, and what the check finds of each.
 */

type TopRated = z.infer<typeof topRatedSchema>;

/** The validated content the check reads, keyed like validateContent's data. */
export type LinkData = { "top-rated.yaml": Partial<Record<Locale, TopRated>> } & {
  [topicFile: `topics/${string}`]: Topic;
};

/** One YouTube link to check, with enough about its entry for the owner to find it in data/. */
export interface VideoLink {
  /** The file in data/: "top-rated.yaml" or a topic's "topics/….yaml". */
  file: string;
  path: string;
  title: string;
  /** What the owner sees in the YAML: the video or playlist id, or the whole link for a course. */
  id: string;
  url: string;
}

export type CheckOutcome =
  | { kind: "available" }
  /** Deleted or private: oEmbed's 404 or 403, or a 401 for a video videos.list leaves out. */
  | { kind: "unavailable"; status: number }
  /** Not embeddable (oEmbed's 401): it plays on YouTube only. Without an API key, a private video answers the same. */
  | { kind: "youTubeOnly"; status: number }
  | { kind: "unchecked"; reason: string };

export interface CheckResult {
  link: VideoLink;
  outcome: CheckOutcome;
}

export function collectLinks(data: LinkData): VideoLink[] {
  const links: VideoLink[] = [];
  const topicFiles = Object.keys(data).filter((file): file is `topics/${string}` => file.startsWith("topics/"));
  for (const file of topicFiles) {
    data[file].videos.forEach(({ youtubeId, playlistId, title }, v) => {
      const path = formatPath(["videos", v]);
      // The watch URL without the playlist, so a dead playlist is reported as such and not hidden behind the video.
      links.push({ file, path, title, id: youtubeId, url: watchUrl({ youtubeId }) });
      if (playlistId) {
        links.push({ file, path: `${path}.playlistId`, title, id: playlistId, url: playlistUrl(playlistId) });
      }
    });
  }
  // The courses' links are written once, in the default locale's block.
  (data["top-rated.yaml"][DEFAULT_LOCALE]?.courses ?? []).forEach(({ title, link }, c) => {
    const path = formatPath([DEFAULT_LOCALE, "courses", c, "link"]);
    links.push({ file: "top-rated.yaml", path, title, id: link, url: link });
  });
  return links;
}

/** A topic's video (not its playlist, not a top-rated course's link): what videos.list can tell about. */
export const isVideoLink = (link: VideoLink) => link.file.startsWith("topics/") && !link.path.endsWith(".playlistId");
