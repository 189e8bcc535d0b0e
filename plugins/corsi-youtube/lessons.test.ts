/** @jest-environment node */
// Node, not jsdom: the reader uses Node's global fetch against the stand-in, a real local server.
import { gatsbyCacheInMemory } from "../../scripts/stand-ins/gatsbyCache";
import { STAND_IN_TIMEOUT_MS, startYouTubeApiServer, type YouTubeApiServer } from "../../scripts/stand-ins/youtubeApi";
import { cacheKey, readLessons } from "./lessons";

// What every reading of the build shares (the day's cache, the origin, the bound, the troubles) is cachedReading.test.ts's.

const LONG = "PLfixturePlaylist01";
const SHORT = "PLfixtureShort01";
const MISSING = "PLfixtureNoSuchList";
const NOW = Date.UTC(2026, 10, 25, 12);

let api: YouTubeApiServer;
beforeEach(async () => {
  api = await startYouTubeApiServer();
});
afterEach(() => api.close());

async function read(playlistIds = [LONG, SHORT], key = "test-key") {
  const info: string[] = [];
  const warn: string[] = [];
  const cache = gatsbyCacheInMemory();
  const result = await readLessons(playlistIds, {
    origin: api.origin,
    key,
    cache,
    now: NOW,
    maxCalls: 2000,
    timeoutMs: STAND_IN_TIMEOUT_MS,
    info: (line) => info.push(line),
    warn: (line) => warn.push(line),
  });
  return { ...result, cache, info, warn };
}

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
      // Its day and its captions, asked in the same call as its length.
      published: "2016-01-17",
      captions: true,
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
    const videoCalls = api.requests.filter(({ endpoint }) => endpoint === "videos");
    expect(new Set(videoCalls.map(({ params }) => params.get("part")))).toEqual(new Set(["snippet,contentDetails"]));
    expect(Math.max(...videoCalls.map(({ params }) => (params.get("id") ?? "").split(",").length))).toBe(50);
    expect(info).toEqual([
      "Courses: 12 YouTube Data API calls (at most 2000 a build); 2 playlists read, 0 playlists read within a day kept from the cache.",
    ]);
    expect(warn).toEqual([]);
  });

  it("keeps each course's lessons under its own key, with when and where they were read", async () => {
    const { cache, fresh } = await read([SHORT]);
    expect([...fresh]).toEqual([SHORT]);
    expect(cache.map.get(cacheKey(SHORT))).toMatchObject({ origin: api.origin, readAt: NOW });
    expect(cacheKey(SHORT)).toBe("course:PLfixtureShort01");
  });

  it("says in its own words what no key leaves unread, and a playlist YouTube does not have", async () => {
    const { warn } = await read([MISSING, SHORT]);
    expect(warn).toEqual([
      `Courses: YouTube has no such playlist (HTTP 404 playlistNotFound). 1 playlist not read (${MISSING}): 0 keep the lessons an earlier build read, 1 shown without lessons.`,
    ]);
    const withoutKey = await read([SHORT], "");
    expect(withoutKey.warn).toEqual([
      "Courses: YOUTUBE_API_KEY is not set, so no lessons were read (docs/editing-content.md). 1 playlist not read " +
        `(${SHORT}): 0 keep the lessons an earlier build read, 1 shown without lessons.`,
    ]);
  });
});
