/** @jest-environment node */
// Node, not jsdom: the reader uses Node's global fetch against the stand-in, a real local server.
import { gatsbyCacheInMemory } from "../../scripts/stand-ins/gatsbyCache";
import { startYouTubeApiServer, type ApiFailure, type YouTubeApiServer } from "../../scripts/stand-ins/youtubeApi";
import { REFRESH_MS } from "./apiReading";
import { cacheKey, type CachedLessons, readLessons } from "./lessons";

const LONG = "PLfixturePlaylist01";
const SHORT = "PLfixtureShort01";
const MISSING = "PLfixtureNoSuchList";
const NOW = Date.UTC(2026, 10, 25, 12);

/** Gatsby's cache, in memory. */
const memoryCache = (entries: Record<string, CachedLessons> = {}) =>
  gatsbyCacheInMemory(Object.fromEntries(Object.entries(entries).map(([id, entry]) => [cacheKey(id), entry])));

let api: YouTubeApiServer;
beforeEach(async () => {
  api = await startYouTubeApiServer();
});
afterEach(() => api.close());

function read(overrides: Partial<Parameters<typeof readLessons>[0]> = {}) {
  const info: string[] = [];
  const warn: string[] = [];
  const result = readLessons({
    playlistIds: [LONG, SHORT],
    origin: api.origin,
    key: "test-key",
    cache: memoryCache(),
    now: NOW,
    maxCalls: 2000,
    timeoutMs: 500,
    info: (line) => info.push(line),
    warn: (line) => warn.push(line),
    ...overrides,
  });
  return result.then((value) => ({ ...value, info, warn }));
}

const cachedShort = (readAt: number, origin: string): CachedLessons => ({
  origin,
  readAt,
  lessons: [{ videoId: "fixCached01", title: "From an earlier build", seconds: 60, position: 1 }],
});

describe("readLessons", () => {
  it("reads every page of a playlist, skips private, deleted and unavailable items, and numbers the rest", async () => {
    const { courses, calls, info, warn } = await read();
    const lessons = courses.get(LONG)?.lessons ?? [];
    // 203 items: one private, one deleted, one that videos.list leaves out.
    expect(lessons).toHaveLength(200);
    expect(lessons[0]).toEqual({
      videoId: "fixLes00001",
      title: "HTML & CSS 1: HTML document structure",
      seconds: 3723,
      position: 1,
    });
    expect(lessons[1].seconds).toBe(45);
    expect(lessons.at(-1)).toMatchObject({ videoId: "fixLes00200", position: 200 });
    expect(lessons.map(({ title }) => title)).not.toContain("Private video");
    expect(lessons.map(({ title }) => title)).not.toContain("Deleted video");
    expect(lessons.map(({ videoId }) => videoId)).not.toContain("fixGon00001");
    expect(courses.get(SHORT)?.lessons.map(({ seconds }) => seconds)).toEqual([545, 720, 3630]);
    // LONG: 5 pages of items and 5 calls for 201 durations; SHORT: one of each.
    expect(calls).toBe(12);
    const pages = api.requests.filter(
      ({ endpoint, params }) => endpoint === "playlistItems" && params.get("playlistId") === LONG,
    );
    expect(pages.map(({ params }) => params.get("maxResults"))).toEqual(["50", "50", "50", "50", "50"]);
    expect(pages.map(({ params }) => params.get("part"))).toEqual(Array(5).fill("snippet,contentDetails,status"));
    expect(api.requests.every(({ params }) => params.get("key") === "test-key")).toBe(true);
    const videoCalls = api.requests.filter(({ endpoint }) => endpoint === "videos");
    expect(Math.max(...videoCalls.map(({ params }) => (params.get("id") ?? "").split(",").length))).toBe(50);
    expect(info).toEqual([
      "Courses: 12 YouTube Data API calls (at most 2000 a build); 2 playlists read, 0 playlists read within a day kept from the cache.",
    ]);
    expect(warn).toEqual([]);
  });

  it("keeps what it read in the cache, and asks nothing again within a day", async () => {
    const cache = memoryCache();
    await read({ cache });
    api.requests.length = 0;
    const { courses, calls, info } = await read({ cache, now: NOW + REFRESH_MS - 1 });
    expect(calls).toBe(0);
    expect(api.requests).toEqual([]);
    expect(courses.get(LONG)).toMatchObject({ fresh: false, readAt: NOW });
    expect(courses.get(LONG)?.lessons).toHaveLength(200);
    expect(info[0]).toContain("0 YouTube Data API calls (at most 2000 a build); 0 playlists read, 2 playlists read");
  });

  it("reads a course again once a day has passed, and one cached from another origin at once", async () => {
    const cache = memoryCache({
      [SHORT]: cachedShort(NOW - REFRESH_MS, api.origin),
      [LONG]: cachedShort(NOW, "https://elsewhere"),
    });
    const { courses, calls } = await read({ cache });
    expect(calls).toBe(12);
    expect(courses.get(SHORT)).toMatchObject({ fresh: true, readAt: NOW });
    expect((cache.map.get(cacheKey(SHORT)) as CachedLessons).lessons).toHaveLength(3);
  });

  it("stops at the bound on calls, keeps earlier lessons, and reads the rest in a later build", async () => {
    const cache = memoryCache({ [LONG]: cachedShort(NOW - 2 * REFRESH_MS, api.origin) });
    const { courses, calls, warn, info } = await read({ cache, maxCalls: 3 });
    expect(calls).toBe(3);
    expect(api.requests).toHaveLength(3);
    expect(courses.get(LONG)).toMatchObject({ fresh: false, lessons: cachedShort(0, "").lessons });
    expect(warn).toHaveLength(1);
    expect(warn[0]).toMatch(
      /^Courses: this build made its most API calls \(3 calls made\); a later build reads the rest\. /,
    );
    expect(info[0]).toMatch(/^Courses: 3 YouTube Data API calls \(at most 3 a build\)/);
  });

  it("reads nothing without a key: cached lessons stay, the rest are shown without, one line says why", async () => {
    const cache = memoryCache({ [SHORT]: cachedShort(NOW - 3 * REFRESH_MS, api.origin) });
    const { courses, calls, warn } = await read({ key: undefined, cache });
    expect(calls).toBe(0);
    expect(api.requests).toEqual([]);
    expect([...courses.keys()]).toEqual([SHORT]);
    expect(warn).toEqual([
      "Courses: YOUTUBE_API_KEY is not set, so no lessons were read (docs/editing-content.md). 2 playlists not read " +
        `(${LONG}, ${SHORT}): 1 keep the lessons an earlier build read, 1 shown without lessons.`,
    ]);
  });

  it.each<[ApiFailure, RegExp]>([
    ["keyInvalid", /^Courses: YouTube refused the key in YOUTUBE_API_KEY \(HTTP 400 keyInvalid\)\. /],
    ["quotaExceeded", /^Courses: the key's daily YouTube quota is used up \(HTTP 403 quotaExceeded\)\. /],
    ["serverError", /^Courses: YouTube's API answered with a server error \(HTTP 503 backendError\)\. /],
    ["hang", /^Courses: YouTube's API did not answer \(timed out after 0.5 s\)\. /],
    ["malformed", /^Courses: YouTube's answer was not as documented \(playlistItems: not JSON\)\. /],
  ])("survives %s: cached lessons stay, the others are shown without, one line says why", async (failure, line) => {
    api.fail(failure);
    const cache = memoryCache({ [SHORT]: cachedShort(NOW - 2 * REFRESH_MS, api.origin) });
    const { courses, warn } = await read({ cache });
    expect(courses.get(SHORT)).toMatchObject({ fresh: false, lessons: cachedShort(0, "").lessons });
    expect(courses.has(LONG)).toBe(false);
    expect(warn).toHaveLength(1);
    expect(warn[0]).toMatch(line);
    expect(warn[0]).toMatch(
      /2 playlists not read \(.*\): 1 keep the lessons an earlier build read, 1 shown without lessons\.$/,
    );
    // Nothing changes in the cache when nothing was read.
    expect((cache.map.get(cacheKey(SHORT)) as CachedLessons).readAt).toBe(NOW - 2 * REFRESH_MS);
  });

  it("stops asking once the key is refused or YouTube is in trouble, but reads on past one missing playlist", async () => {
    api.fail("quotaExceeded");
    const many = Array.from({ length: 12 }, (_, n) => `PLfixtureQuota${String(n).padStart(2, "0")}`);
    const { calls } = await read({ playlistIds: many });
    // The playlists already under way when the first answer came, no more.
    expect(calls).toBeLessThanOrEqual(4);
    api.fail(undefined);
    const { courses, warn } = await read({ playlistIds: [MISSING, SHORT] });
    expect(courses.get(SHORT)?.lessons).toHaveLength(3);
    expect(warn).toEqual([
      `Courses: YouTube has no such playlist (HTTP 404 playlistNotFound). 1 playlist not read (${MISSING}): 0 keep the lessons an earlier build read, 1 shown without lessons.`,
    ]);
  });

  it("says once that the API cannot be reached", async () => {
    await api.close();
    const { courses, warn } = await read();
    expect(courses.size).toBe(0);
    expect(warn).toHaveLength(1);
    expect(warn[0]).toMatch(/^Courses: YouTube's API cannot be reached \(ECONNREFUSED\)\. 2 playlists not read/);
    api = await startYouTubeApiServer();
  });
});
