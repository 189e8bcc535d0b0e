import { type ApiClient, PAGE_SIZE } from "../shared/youtube/client";
import { captionsOf, lengthOf, listVideos, playlistItemsPage, publishedDay } from "../shared/youtube/answers";
import { itemVideoId } from "../shared/youtube/availability";
import { troubleSentences } from "../shared/youtube/troubles";
import type { Lesson } from "../shared/nodeTypes";
import { type Kept, type ReadOptions, readCached, shelfPerId } from "./cachedReading";

/**
 * Every course's lessons for one build, read by the build's cached reader (cachedReading.ts): `playlistItems.list`
 * page after page, then `videos.list` for the lengths, days and captions, 50 at a time. Whatever goes wrong, a course keeps the lessons an
 * earlier build read, or has none (its card shows as before courses had pages).
 */

/** What Gatsby's cache keeps of a course between builds (with the origin it was read from). */
export interface CourseLessons extends Kept {
  lessons: Lesson[];
}

export const cacheKey = (playlistId: string) => `course:${playlistId}`;

/**
 * A playlist's lessons, in the playlist's order: an item no one may watch (availability.ts), a video listed twice
 * (after its first place), and a video without a length (videos.list leaves out what it may not show) are skipped.
 */
export async function readPlaylist(client: ApiClient, playlistId: string): Promise<Lesson[]> {
  const items: { videoId: string; title: string; position: number }[] = [];
  let pageToken: string | undefined;
  do {
    const page = await playlistItemsPage(client, playlistId, pageToken);
    for (const item of page.items) {
      const videoId = itemVideoId(item);
      if (videoId) items.push({ videoId, title: item.snippet.title, position: item.snippet.position });
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
  const seen = new Set<string>();
  const ordered = items
    .sort((a, b) => a.position - b.position)
    .filter(({ videoId }) => !seen.has(videoId) && seen.add(videoId));
  const facts = new Map<string, Pick<Lesson, "seconds" | "published" | "captions">>();
  for (let start = 0; start < ordered.length; start += PAGE_SIZE) {
    const ids = ordered.slice(start, start + PAGE_SIZE).map(({ videoId }) => videoId);
    for (const video of (await listVideos(client, ids, ["snippet", "contentDetails"])).items) {
      const seconds = lengthOf(video);
      const published = publishedDay(video.snippet);
      const captions = captionsOf(video);
      if (seconds)
        facts.set(video.id, {
          seconds,
          ...(published ? { published } : {}),
          ...(captions === undefined ? {} : { captions }),
        });
    }
  }
  return ordered
    .flatMap(({ videoId, title }) => {
      const known = facts.get(videoId);
      return known ? [{ videoId, title, ...known }] : [];
    })
    .map((lesson, index) => ({ ...lesson, position: index + 1 }));
}

/** Each course's lessons, known from this build or an earlier one, and those this build read. */
export async function readLessons(playlistIds: readonly string[], options: ReadOptions) {
  const { entries, fresh, calls } = await readCached<CourseLessons>(playlistIds, options, {
    label: "Courses",
    noun: "playlist",
    why: troubleSentences({
      noKey: () => "YOUTUBE_API_KEY is not set, so no lessons were read (docs/editing-content.md)",
      bound: (detail) => `this build made its most API calls (${detail}); a later build reads the rest`,
      notFound: (detail) => `YouTube has no such playlist (${detail})`,
    }),
    kept: "keep the lessons an earlier build read",
    without: "shown without lessons",
    shelf: shelfPerId(cacheKey, (value) => Array.isArray(value.lessons)),
    batch: 1,
    read: async (client, [playlistId], now) =>
      new Map([[playlistId, { readAt: now, lessons: await readPlaylist(client, playlistId) }]]),
  });
  return { courses: entries, fresh, calls };
}
