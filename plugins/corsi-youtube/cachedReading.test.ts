/** @jest-environment node */
// Node, not jsdom: the reader asks the stand-in, a real local server, with Node's fetch.
import { gatsbyCacheInMemory } from "../../scripts/stand-ins/gatsbyCache";
import {
  STAND_IN_TIMEOUT_MS,
  startYouTubeApiServer,
  type ApiFailure,
  type YouTubeApiServer,
} from "../../scripts/stand-ins/youtubeApi";
import { listVideos } from "../shared/youtube/answers";
import { ApiTrouble, troubleSentences } from "../shared/youtube/troubles";
import {
  buildReadOptions,
  type Kept,
  readCached,
  type Reading,
  type ReadOptions,
  REFRESH_MS,
  shelfForAll,
  shelfPerId,
  type Shelf,
} from "./cachedReading";

const NOW = Date.UTC(2026, 10, 26, 12);
/** Videos of the stand-in's fixture. */
const IDS = Array.from({ length: 5 }, (_, i) => `fixVid${String(101 + i).padStart(5, "0")}`);
const [FIRST, SECOND] = IDS;

/** What the test's reader keeps of a video: that it was read, and by which call. */
interface Seen extends Kept {
  call: number;
}

const ALL = "seen";
const eachKey = (id: string) => `seen:${id}`;
const shelves: [string, () => Shelf<Seen>][] = [
  ["one entry for all", () => shelfForAll<Seen>(ALL)],
  ["an entry each", () => shelfPerId<Seen>(eachKey, (value) => typeof value.call === "number")],
];

let api: YouTubeApiServer;
beforeEach(async () => {
  api = await startYouTubeApiServer();
});
afterEach(() => api.close());

/** A reader of two ids a call, with words of its own; `read` may be replaced. */
function reading(shelf: Shelf<Seen>, read?: Reading<Seen>["read"]): Reading<Seen> {
  return {
    label: "Seen",
    noun: "video",
    why: troubleSentences({
      noKey: () => "no key",
      bound: (detail) => `the bound (${detail})`,
      notFound: (detail) => `not found (${detail})`,
    }),
    kept: "keep an earlier answer",
    without: "unknown",
    shelf,
    batch: 2,
    read:
      read ??
      (async (client, ids, now) => {
        const { items } = await listVideos(client, ids, ["status"]);
        return new Map(items.map(({ id }) => [id, { readAt: now, call: client.calls }]));
      }),
  };
}

async function read(
  shelf: Shelf<Seen>,
  overrides: Partial<ReadOptions> & { ids?: string[] } = {},
  readUnit?: Reading<Seen>["read"],
) {
  const info: string[] = [];
  const warn: string[] = [];
  const { ids = IDS, ...options } = overrides;
  const result = await readCached(
    ids,
    {
      origin: api.origin,
      key: "test-key",
      cache: gatsbyCacheInMemory(),
      now: NOW,
      maxCalls: 100,
      timeoutMs: STAND_IN_TIMEOUT_MS,
      info: (line) => info.push(line),
      warn: (line) => warn.push(line),
      ...options,
    },
    reading(shelf, readUnit),
  );
  return { ...result, info, warn };
}

const kept = (readAt: number, call = 0): Seen => ({ readAt, call });

describe.each(shelves)("readCached, its answers kept in %s", (_name, shelf) => {
  it("reads every id a batch at a time, keeps what it read, and says how much in one line", async () => {
    const cache = gatsbyCacheInMemory();
    const { entries, fresh, calls, info, warn } = await read(shelf(), { cache, ids: [...IDS, FIRST] });
    expect(calls).toBe(3);
    expect(api.requests.map(({ params }) => params.get("id"))).toEqual(
      [IDS.slice(0, 2), IDS.slice(2, 4), IDS.slice(4)].map((ids) => ids.join(",")),
    );
    expect([...fresh]).toEqual(IDS);
    expect(entries.get(FIRST)?.readAt).toBe(NOW);
    expect(warn).toEqual([]);
    expect(info).toEqual([
      "Seen: 3 YouTube Data API calls (at most 100 a build); 5 videos read, 0 videos read within a day kept from the cache.",
    ]);
    const again = await read(shelf(), { cache, now: NOW + REFRESH_MS - 1 });
    expect(again.calls).toBe(0);
    expect(again.entries.get(FIRST)).toEqual(kept(NOW, entries.get(FIRST)?.call));
    expect(again.info[0]).toMatch(/0 videos read, 5 videos read within a day kept from the cache\.$/);
  });

  it("asks again once a day old, the never read first, then the longest unread", async () => {
    const cache = gatsbyCacheInMemory();
    const earlier = new Map([
      [SECOND, kept(NOW - REFRESH_MS)],
      [FIRST, kept(NOW - REFRESH_MS / 2)],
    ]);
    await shelf().store(cache, api.origin, earlier, new Set(earlier.keys()));
    const { fresh } = await read(shelf(), { cache, maxCalls: 2 });
    // Three never read, then SECOND, a day old; FIRST, half a day old, waits.
    expect(api.requests.map(({ params }) => params.get("id"))).toEqual([`${IDS[2]},${IDS[3]}`, `${IDS[4]},${SECOND}`]);
    expect(fresh.has(FIRST)).toBe(false);
  });

  it("forgets an answer written from another origin: a stand-in's never reaches a real build", async () => {
    const cache = gatsbyCacheInMemory();
    await shelf().store(cache, "https://elsewhere.example", new Map([[FIRST, kept(NOW)]]), new Set([FIRST]));
    const { calls, fresh } = await read(shelf(), { cache, ids: [FIRST] });
    expect(calls).toBe(1);
    expect([...fresh]).toEqual([FIRST]);
  });

  it("stops at its bound: the ids not asked keep an earlier answer or stay unknown, and a later build asks", async () => {
    const cache = gatsbyCacheInMemory();
    await read(shelf(), { cache, ids: [IDS[4]], now: NOW - 2 * REFRESH_MS });
    const { calls, warn, entries } = await read(shelf(), { cache, maxCalls: 1 });
    expect(calls).toBe(1);
    expect(entries.get(IDS[4])?.readAt).toBe(NOW - 2 * REFRESH_MS);
    expect(warn).toEqual([
      `Seen: the bound (1 calls made). 3 videos not read (${IDS[2]}, ${IDS[3]}, ${IDS[4]}): 1 keep an earlier answer, 2 unknown.`,
    ]);
    const next = await read(shelf(), { cache, maxCalls: 1, now: NOW + 1 });
    expect([...next.fresh]).toEqual([IDS[2], IDS[3]]);
  });

  it("reads nothing without a key: what an earlier build read stays, one line says why", async () => {
    const cache = gatsbyCacheInMemory();
    await read(shelf(), { cache, ids: [FIRST], now: NOW - 3 * REFRESH_MS });
    api.requests.length = 0;
    const { entries, calls, warn } = await read(shelf(), { cache, key: undefined });
    expect([calls, api.requests.length]).toEqual([0, 0]);
    expect([...entries.keys()]).toEqual([FIRST]);
    // The never read first, as they would be asked.
    expect(warn).toEqual([
      `Seen: no key. 5 videos not read (${IDS.slice(1, 4).join(", ")}, …): 1 keep an earlier answer, 4 unknown.`,
    ]);
  });
});

describe("readCached, when YouTube is in trouble", () => {
  const many = Array.from({ length: 40 }, (_, i) => `fixLes${String(i + 1).padStart(5, "0")}`);

  it.each<[ApiFailure | "closed", RegExp]>([
    ["keyInvalid", /^Seen: YouTube refused the key in YOUTUBE_API_KEY \(HTTP 400 keyInvalid\)\. 40 videos not read/],
    ["quotaExceeded", /^Seen: the key's daily YouTube quota is used up \(HTTP 403 quotaExceeded\)\. 40 videos/],
    ["serverError", /^Seen: YouTube's API answered with a server error \(HTTP 503 backendError\)\. 40 videos/],
    ["hang", /^Seen: YouTube's API did not answer \(timed out after 0.5 s\)\. 40 videos/],
    ["closed", /^Seen: YouTube's API cannot be reached \(ECONNREFUSED\)\. 40 videos/],
  ])("stops asking once YouTube answers %s, keeps the cache as it was, and says so once", async (failure, line) => {
    const cache = gatsbyCacheInMemory();
    if (failure === "closed") await api.close();
    else api.fail(failure);
    // Only the hanging answer waits out the short timeout: on a busy machine a refusal may take longer to arrive.
    const timeoutMs = failure === "hang" ? 500 : STAND_IN_TIMEOUT_MS;
    const { entries, warn, calls } = await read(shelves[0][1](), { cache, ids: many, timeoutMs });
    // The batches already under way when the first answer came, no more.
    expect(calls).toBeLessThanOrEqual(4);
    expect(entries.size).toBe(0);
    expect(warn).toHaveLength(1);
    expect(warn[0]).toMatch(line);
    if (failure === "closed") api = await startYouTubeApiServer();
  });

  it("reads on past a trouble of one unit's, and notes what an answer it keeps leaves unread", async () => {
    const { entries, warn } = await read(shelves[0][1](), {}, async (_client, ids, now, note) => {
      if (ids.includes(FIRST)) throw new ApiTrouble("notFound", "HTTP 404 videoNotFound");
      note("malformed", "videos: a partial answer", ids.slice(1));
      return new Map([[ids[0], kept(now)]]);
    });
    expect([...entries.keys()]).toEqual([IDS[2], IDS[4]]);
    // One line per cause (in the order the units' answers came, so sorted here).
    expect(warn.sort()).toEqual([
      `Seen: YouTube's answer was not as documented (videos: a partial answer). 1 video not read (${IDS[3]}): 0 keep an earlier answer, 1 unknown.`,
      `Seen: not found (HTTP 404 videoNotFound). 2 videos not read (${FIRST}, ${SECOND}): 0 keep an earlier answer, 2 unknown.`,
    ]);
  });
});

describe("the shelves", () => {
  it("an entry each: writes what this build read under its own key, and refuses an entry not its reader's", async () => {
    const cache = gatsbyCacheInMemory({ [eachKey(SECOND)]: { origin: api.origin, readAt: NOW } });
    await read(shelves[1][1](), { cache, ids: [FIRST, SECOND] });
    expect(cache.map.get(eachKey(FIRST))).toEqual({ origin: api.origin, readAt: NOW, call: 1 });
    expect(cache.map.get(eachKey(SECOND))).toEqual({ origin: api.origin, readAt: NOW, call: 1 });
  });

  it("one entry for all: rewritten whole, so an id no longer listed leaves it", async () => {
    const cache = gatsbyCacheInMemory();
    await read(shelves[0][1](), { cache, ids: [FIRST, SECOND] });
    await read(shelves[0][1](), { cache, ids: [SECOND], now: NOW + 1 });
    expect(cache.map.get(ALL)).toEqual({ origin: api.origin, facts: { [SECOND]: { readAt: NOW, call: 1 } } });
  });
});

describe("buildReadOptions", () => {
  it("takes the origin, the key and the clock from the environment, the cache and the log from Gatsby", () => {
    const lines: string[] = [];
    const cache = gatsbyCacheInMemory();
    const options = buildReadOptions(
      { cache, reporter: { info: (line) => lines.push(`info ${line}`), warn: (line) => lines.push(`warn ${line}`) } },
      7,
      {
        CORSI_YOUTUBE_API_ORIGIN: "http://stand-in.test",
        YOUTUBE_API_KEY: "k",
        CORSI_BUILD_TIME: "2026-11-28T09:00:00Z",
      },
    );
    expect(options).toMatchObject({
      origin: "http://stand-in.test",
      key: "k",
      cache,
      maxCalls: 7,
      now: Date.UTC(2026, 10, 28, 9),
    });
    options.info("a");
    options.warn("b");
    expect(lines).toEqual(["info a", "warn b"]);
    expect(
      buildReadOptions({ cache, reporter: { info: () => undefined, warn: () => undefined } }, 1, {
        YOUTUBE_API_KEY: "",
      }).key,
    ).toBeUndefined();
  });
});
