/** @jest-environment node */
// Node, not jsdom: the reader uses Node's global fetch against the stand-in, a real local server.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gatsbyCacheInMemory } from "../../scripts/stand-ins/gatsbyCache";
import {
  STAND_IN_TIMEOUT_MS,
  startYouTubeApiServer,
  type ApiFailure,
  type YouTubeApiServer,
} from "../../scripts/stand-ins/youtubeApi";
import { REFRESH_MS } from "./cachedReading";
import { FACTS_CACHE_KEY, readVideoFacts, type VideoFact } from "./videoFacts";

// What every reading of the build shares (the day's cache, the origin, the bound, the troubles) is cachedReading.test.ts's.

const NOW = Date.UTC(2026, 10, 26, 12);
const SHORT = "fixVid00001"; // PT12M
const NO_LENGTH = "fixVid00006"; // P0D
const NOT_EMBEDDABLE = "fixNoEmbed1";
const GONE = "fixGone0001"; // not in videos.json
/** Served videos of the fixture, enough that one gone video is under a tenth of them. */
const SERVED = Array.from({ length: 30 }, (_, i) => `fixVid${String(101 + i).padStart(5, "0")}`);
const CATALOG = [SHORT, NO_LENGTH, NOT_EMBEDDABLE, GONE, ...SERVED];

/** The one cache entry the build keeps every listed video's facts in. */
interface CachedFacts {
  origin: string;
  facts: Record<string, VideoFact>;
}

const memoryCache = (entry?: CachedFacts) => gatsbyCacheInMemory(entry ? { [FACTS_CACHE_KEY]: entry } : {});

let api: YouTubeApiServer;
beforeEach(async () => {
  api = await startYouTubeApiServer();
});
afterEach(() => api.close());

function read({
  youtubeIds = CATALOG,
  ...overrides
}: Partial<Parameters<typeof readVideoFacts>[1]> & { youtubeIds?: string[] } = {}) {
  const info: string[] = [];
  const warn: string[] = [];
  return readVideoFacts(youtubeIds, {
    origin: api.origin,
    key: "test-key",
    cache: memoryCache(),
    now: NOW,
    maxCalls: 1000,
    timeoutMs: STAND_IN_TIMEOUT_MS,
    info: (line) => info.push(line),
    warn: (line) => warn.push(line),
    ...overrides,
  }).then((result) => ({ ...result, info, warn }));
}

describe("readVideoFacts", () => {
  it("reads each video's length and whether it may be embedded, 50 ids a call, and finds the one YouTube left out", async () => {
    const { facts, hidden, gone, calls, info, warn } = await read();
    expect(facts.get(SHORT)).toEqual({
      readAt: NOW,
      served: true,
      seconds: 720,
      embeddable: true,
      published: "2019-03-10",
      audioLanguage: "ar",
      captions: true,
      views: 1_234_567,
    });
    expect(facts.get(NO_LENGTH)).toMatchObject({ readAt: NOW, served: true, embeddable: true });
    expect(facts.get(NO_LENGTH)).not.toHaveProperty("seconds");
    expect(facts.get(NOT_EMBEDDABLE)).toMatchObject({ served: true, seconds: 1500, embeddable: false });
    expect(facts.get(GONE)).toEqual({ readAt: NOW, served: false });
    expect(gone).toEqual([GONE]);
    expect([...hidden]).toEqual([GONE]);
    expect(calls).toBe(1);
    const [request] = api.requests;
    expect(request.endpoint).toBe("videos");
    // The card's facts in the same call as the lengths: a call costs one unit whatever parts it asks.
    expect(request.params.get("part")).toBe("snippet,contentDetails,status,statistics");
    expect(request.params.get("id")?.split(",")).toHaveLength(CATALOG.length);
    expect(warn).toEqual([]);
    expect(info).toEqual([
      `Video facts: 1 YouTube Data API call (at most 1000 a build); ${CATALOG.length} videos read, 0 videos read ` +
        "within a day kept from the cache; 1 video without a known length, 1 no longer served by YouTube.",
    ]);
  });

  it("asks 50 ids a call", async () => {
    const many = Array.from({ length: 120 }, (_, i) => `fixLes${String(i + 1).padStart(5, "0")}`);
    const { calls } = await read({ youtubeIds: many });
    expect(calls).toBe(3);
    expect(api.requests.map(({ params }) => params.get("id")?.split(",").length)).toEqual([50, 50, 20]);
  });

  it("keeps every listed video's facts in one cache entry, and a video no longer listed leaves it", async () => {
    const cache = memoryCache();
    await read({ cache, youtubeIds: [SHORT] });
    expect(cache.map.get(FACTS_CACHE_KEY)).toEqual({
      origin: api.origin,
      facts: { [SHORT]: expect.objectContaining({ readAt: NOW, served: true, seconds: 720, embeddable: true }) },
    });
    await read({ cache, youtubeIds: [NO_LENGTH], now: NOW + 1 });
    expect(Object.keys((cache.map.get(FACTS_CACHE_KEY) as CachedFacts).facts)).toEqual([NO_LENGTH]);
  });

  it("stops at its bound: the videos never asked are unknown, not gone", async () => {
    const many = [GONE, ...Array.from({ length: 120 }, (_, i) => `fixLes${String(i + 1).padStart(5, "0")}`)];
    const { facts, hidden, gone, calls, warn } = await read({ youtubeIds: many, maxCalls: 1 });
    expect(calls).toBe(1);
    expect(facts.size).toBe(50);
    expect([gone, [...hidden]]).toEqual([[GONE], [GONE]]);
    expect(warn).toEqual([
      "Video facts: this build made its most calls for videos (1 calls made); a later build reads the rest. " +
        "71 videos not read (fixLes00050, fixLes00051, fixLes00052, …): 0 keep what an earlier build read, 71 shown without a length.",
    ]);
  });

  it("reads nothing without a key, and says so in its own words: what an earlier build read stays", async () => {
    const cache = memoryCache({
      origin: api.origin,
      facts: { [SHORT]: { readAt: NOW - 2 * REFRESH_MS, served: true, seconds: 720, embeddable: true } },
    });
    const { facts, hidden, calls, warn } = await read({ key: undefined, cache });
    expect(calls).toBe(0);
    expect(api.requests).toHaveLength(0);
    expect(facts.get(SHORT)).toMatchObject({ seconds: 720 });
    expect(facts.has(GONE)).toBe(false);
    expect(hidden.size).toBe(0);
    expect(warn).toHaveLength(1);
    expect(warn[0]).toMatch(
      /^Video facts: YOUTUBE_API_KEY is not set, so no lengths were read .*: 1 keep what an earlier build read, 33 shown without a length\.$/,
    );
  });

  it.each<ApiFailure>(["quotaExceeded", "malformed", "hang"])(
    "hides nothing when YouTube answers %s",
    async (failure) => {
      api.fail(failure);
      const { facts, hidden, gone } = await read({ timeoutMs: 500 });
      expect([facts.size, hidden.size, gone]).toEqual([0, 0, []]);
    },
  );

  it("hides none when more than a tenth of the catalog would go at once, and says which are gone", async () => {
    const missing = Array.from({ length: 4 }, (_, i) => `fixMissing${i}`);
    const { hidden, gone } = await read({ youtubeIds: [...SERVED, ...missing] });
    expect(gone).toEqual(missing);
    expect(hidden.size).toBe(0);
    // Three of 33 is under a tenth: they go.
    const fewer = await read({ youtubeIds: [...SERVED, ...missing.slice(0, 3)], now: NOW + REFRESH_MS });
    expect(fewer.hidden.size).toBe(3);
  });

  it("brings a video back once YouTube serves it again", async () => {
    const cache = memoryCache({ origin: api.origin, facts: { [SHORT]: { readAt: NOW - REFRESH_MS, served: false } } });
    const { facts, hidden } = await read({ cache });
    expect(facts.get(SHORT)).toMatchObject({ served: true });
    expect(hidden.has(SHORT)).toBe(false);
  });
});

describe("readVideoFacts, on answers the stand-in never gives", () => {
  let server: Server;
  let origin: string;
  let answer: (ids: string[]) => unknown;
  beforeEach(async () => {
    server = createServer((request, response) => {
      const ids = (new URL(request.url ?? "/", "http://x").searchParams.get("id") ?? "").split(",");
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer(ids)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const item = (id: string) => ({ id, contentDetails: { duration: "PT1M" }, status: { embeddable: true } });

  it("proves nothing gone from a partial answer (more to come), and keeps the facts it holds", async () => {
    answer = (ids) => ({
      items: ids.slice(1).map(item),
      nextPageToken: "more",
      pageInfo: { totalResults: ids.length },
    });
    const { facts, gone, hidden, warn } = await read({ origin, youtubeIds: [GONE, SHORT] });
    expect(facts.get(SHORT)).toMatchObject({ seconds: 60 });
    expect(facts.has(GONE)).toBe(false);
    expect(gone).toEqual([]);
    expect(hidden.size).toBe(0);
    expect(warn[0]).toMatch(/a partial answer\)\. 1 video not read \(fixGone0001\)/);
  });

  it("proves nothing gone when the total says more than the items hold", async () => {
    answer = (ids) => ({ items: ids.slice(1).map(item), pageInfo: { totalResults: ids.length } });
    const { gone } = await read({ origin, youtubeIds: [GONE, SHORT] });
    expect(gone).toEqual([]);
  });

  it("hides nothing when an item is malformed", async () => {
    answer = (ids) => ({ items: [...ids.slice(1).map(item), { contentDetails: {} }] });
    const { facts, gone, warn } = await read({ origin, youtubeIds: [GONE, SHORT] });
    expect(facts.size).toBe(0);
    expect(gone).toEqual([]);
    expect(warn[0]).toMatch(/not as documented \(videos: items\.1\.id\)/);
  });

  it("ignores an item it did not ask for", async () => {
    answer = () => ({ items: [item(SHORT), item("fixStranger")] });
    const { facts, gone } = await read({ origin, youtubeIds: [GONE, SHORT] });
    expect([...facts.keys()].sort()).toEqual([GONE, SHORT]);
    expect(gone).toEqual([GONE]);
  });
});
