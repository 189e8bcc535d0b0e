import { mapLimited } from "../shared/requests";
import { apiClient, ApiTrouble, type Lesson, readPlaylist, STOPS_READING, type Trouble } from "./youtubeApi";

/**
 * Every course's lessons for one build: from Gatsby's cache when read within a day, otherwise from the API, within a
 * bound on calls. Whatever goes wrong, a course keeps the lessons an earlier build read, or has none (its card shows as
 * before courses had pages); the log says so once per cause, never once per lesson.
 */

/** A course's lessons are read again once this old. */
export const REFRESH_MS = 24 * 60 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 10000;
/** Playlists read at once. */
const PARALLEL_PLAYLISTS = 4;

/** What Gatsby's cache keeps of a course between builds. */
export interface CachedLessons {
  origin: string;
  /** When its lessons were read, in milliseconds since 1970. */
  readAt: number;
  lessons: Lesson[];
}

/** The part of Gatsby's cache (GatsbyCache) used here. */
export interface LessonCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

export const cacheKey = (playlistId: string) => `course:${playlistId}`;

export interface PlaylistLessons {
  lessons: Lesson[];
  readAt: number;
  /** Read by this build, rather than kept from an earlier one. */
  fresh: boolean;
}

/** What a build's reading of YouTube's answers is given: the courses' lessons here, the videos' facts (catalogFacts.ts). */
export interface ApiReadOptions {
  origin: string;
  key: string | undefined;
  cache: LessonCache;
  now: number;
  maxCalls: number;
  timeoutMs?: number;
  /** The build's log: an information line and a warning line (Gatsby's reporter.info and reporter.warn). */
  info: (line: string) => void;
  warn: (line: string) => void;
}

export interface ReadLessonsOptions extends ApiReadOptions {
  playlistIds: readonly string[];
}

/** Each Trouble as the log says it, after "Courses: ". */
const WHY: Record<Trouble, (detail: string) => string> = {
  noKey: () => "YOUTUBE_API_KEY is not set, so no lessons were read (docs/editing-content.md)",
  keyRefused: (detail) => `YouTube refused the key in YOUTUBE_API_KEY (${detail})`,
  quota: (detail) => `the key's daily YouTube quota is used up (${detail})`,
  serverError: (detail) => `YouTube's API answered with a server error (${detail})`,
  timeout: (detail) => `YouTube's API did not answer (${detail})`,
  unreachable: (detail) => `YouTube's API cannot be reached (${detail})`,
  bound: (detail) => `this build made its most API calls (${detail}); a later build reads the rest`,
  notFound: (detail) => `YouTube has no such playlist (${detail})`,
  refused: (detail) => `YouTube refused the request (${detail})`,
  malformed: (detail) => `YouTube's answer was not as documented (${detail})`,
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

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
  const { origin, key, cache, now, maxCalls, timeoutMs = REQUEST_TIMEOUT_MS, info, warn } = options;
  const playlistIds = [...new Set(options.playlistIds)];
  const cached = new Map<string, CachedLessons>();
  for (const id of playlistIds) {
    const entry = cachedLessons(await cache.get(cacheKey(id)), origin);
    if (entry) cached.set(id, entry);
  }
  // Due: never read, then the longest unread first.
  const due = playlistIds
    .filter((id) => !cached.has(id) || now - (cached.get(id)?.readAt ?? 0) >= REFRESH_MS)
    .sort((a, b) => (cached.get(a)?.readAt ?? -1) - (cached.get(b)?.readAt ?? -1));
  const courses = new Map<string, PlaylistLessons>();
  for (const [id, { lessons, readAt }] of cached) courses.set(id, { lessons, readAt, fresh: false });
  // Each cause with the playlists it kept from being read, and what the API said.
  const troubles = new Map<Trouble, { detail: string; playlists: string[] }>();
  const note = (trouble: Trouble, detail: string, playlistId: string) => {
    const entry = troubles.get(trouble) ?? { detail, playlists: [] };
    entry.playlists.push(playlistId);
    troubles.set(trouble, entry);
  };
  let stopped: ApiTrouble | undefined = key ? undefined : new ApiTrouble("noKey", "");
  const client = apiClient({ origin, key: key ?? "", maxCalls, timeoutMs });
  await mapLimited(due, PARALLEL_PLAYLISTS, async (playlistId) => {
    if (stopped) return note(stopped.trouble, stopped.detail, playlistId);
    try {
      const lessons = await readPlaylist(client, playlistId);
      await cache.set(cacheKey(playlistId), { origin, readAt: now, lessons } satisfies CachedLessons);
      courses.set(playlistId, { lessons, readAt: now, fresh: true });
    } catch (error) {
      if (!(error instanceof ApiTrouble)) throw error;
      if (STOPS_READING.has(error.trouble)) stopped ??= error;
      note(error.trouble, error.detail, playlistId);
    }
  });
  for (const [trouble, { detail, playlists }] of troubles) {
    const kept = playlists.filter((id) => cached.has(id)).length;
    const shown = playlists.length - kept;
    const named = playlists.slice(0, 3).join(", ") + (playlists.length > 3 ? ", …" : "");
    warn(
      `Courses: ${WHY[trouble](detail)}. ${plural(playlists.length, "playlist")} not read (${named}): ` +
        `${kept} keep the lessons an earlier build read, ${shown} shown without lessons.`,
    );
  }
  const read = [...courses.values()].filter(({ fresh }) => fresh).length;
  info(
    `Courses: ${plural(client.calls, "YouTube Data API call")} (at most ${maxCalls} a build); ` +
      `${plural(read, "playlist")} read, ${plural(playlistIds.length - due.length, "playlist")} read within a day kept from the cache.`,
  );
  return { courses, calls: client.calls };
}
