import { type ApiReadOptions, dueIds, firstIds, readUnits, troubleSentences } from "./apiReading";
import { plural } from "../shared/plural";
import { type Lesson, readPlaylist } from "./youtubeApi";

/**
 * Every course's lessons for one build: from Gatsby's cache when read within a day, otherwise from the API, within a
 * bound on calls (apiReading.ts). Whatever goes wrong, a course keeps the lessons an earlier build read, or has none
 * (its card shows as before courses had pages); the log says so once per cause, never once per lesson.
 */

/** What Gatsby's cache keeps of a course between builds. */
export interface CachedLessons {
  origin: string;
  /** When its lessons were read, in milliseconds since 1970. */
  readAt: number;
  lessons: Lesson[];
}

export const cacheKey = (playlistId: string) => `course:${playlistId}`;

export interface PlaylistLessons {
  lessons: Lesson[];
  readAt: number;
  /** Read by this build, rather than kept from an earlier one. */
  fresh: boolean;
}

export interface ReadLessonsOptions extends ApiReadOptions {
  playlistIds: readonly string[];
}

/** Each Trouble as the log says it, after "Courses: ". */
const WHY = troubleSentences({
  noKey: () => "YOUTUBE_API_KEY is not set, so no lessons were read (docs/editing-content.md)",
  bound: (detail) => `this build made its most API calls (${detail}); a later build reads the rest`,
  notFound: (detail) => `YouTube has no such playlist (${detail})`,
});

/** A cached course, if it is one and comes from this origin (a stand-in's lessons never reach a real build). */
function cachedLessons(value: unknown, origin: string): CachedLessons | undefined {
  const entry = value as Partial<CachedLessons> | undefined;
  return entry && entry.origin === origin && typeof entry.readAt === "number" && Array.isArray(entry.lessons)
    ? (entry as CachedLessons)
    : undefined;
}

export async function readLessons(
  options: ReadLessonsOptions,
): Promise<{ courses: Map<string, PlaylistLessons>; calls: number }> {
  const { origin, cache, now, maxCalls, info, warn } = options;
  const playlistIds = [...new Set(options.playlistIds)];
  const cached = new Map<string, CachedLessons>();
  for (const id of playlistIds) {
    const entry = cachedLessons(await cache.get(cacheKey(id)), origin);
    if (entry) cached.set(id, entry);
  }
  const due = dueIds(playlistIds, (id) => cached.get(id)?.readAt, now);
  const courses = new Map<string, PlaylistLessons>();
  for (const [id, { lessons, readAt }] of cached) courses.set(id, { lessons, readAt, fresh: false });
  const { troubles, calls } = await readUnits(
    due,
    options,
    (playlistId) => [playlistId],
    async (client, playlistId) => {
      const lessons = await readPlaylist(client, playlistId);
      await cache.set(cacheKey(playlistId), { origin, readAt: now, lessons } satisfies CachedLessons);
      courses.set(playlistId, { lessons, readAt: now, fresh: true });
    },
  );
  for (const [trouble, { detail, ids }] of troubles) {
    const kept = ids.filter((id) => cached.has(id)).length;
    warn(
      `Courses: ${WHY[trouble](detail)}. ${plural(ids.length, "playlist")} not read (${firstIds(ids)}): ` +
        `${kept} keep the lessons an earlier build read, ${ids.length - kept} shown without lessons.`,
    );
  }
  const read = [...courses.values()].filter(({ fresh }) => fresh).length;
  info(
    `Courses: ${plural(calls, "YouTube Data API call")} (at most ${maxCalls} a build); ` +
      `${plural(read, "playlist")} read, ${plural(playlistIds.length - due.length, "playlist")} read within a day kept from the cache.`,
  );
  return { courses, calls };
}
