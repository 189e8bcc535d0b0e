import { mapLimited } from "../shared/requests";
import { plural } from "../shared/plural";
import { buildTime } from "../shared/days";
import { type ApiClient, apiClient, REQUEST_TIMEOUT_MS, youtubeApiOrigin } from "../shared/youtube/client";
import { ApiTrouble, STOPS_READING, type Trouble, type TroubleSentence } from "../shared/youtube/troubles";

/**
 * The build's one reader of YouTube's Data API, for the courses' lessons (lessons.ts) and the videos' facts
 * (videoFacts.ts). What it read is kept in Gatsby's cache and read again once a day old, the never read first; it makes
 * at most `maxCalls` calls a build and stops at the first trouble that would fail every later call. An id not read
 * keeps what an earlier build read; the log says so once per cause, then sums the reading up in one line.
 */

/** An answer is read again once this old. */
export const REFRESH_MS = 24 * 60 * 60 * 1000;
/** Calls in flight at once. */
const PARALLEL_CALLS = 4;

/** The part of Gatsby's cache (GatsbyCache) used here. */
export interface AnswerCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** What a build's reading is given. */
export interface ReadOptions {
  origin: string;
  key: string | undefined;
  cache: AnswerCache;
  now: number;
  maxCalls: number;
  timeoutMs?: number;
  /** The build's log: an information line and a warning line (Gatsby's reporter.info and reporter.warn). */
  info: (line: string) => void;
  warn: (line: string) => void;
}

/**
 * A build's options: YouTube's origin and the key (YOUTUBE_API_KEY) from the environment, the build's clock, Gatsby's
 * cache and log, and the reader's bound on calls (YOUTUBE_API_CALLS_PER_BUILD).
 */
export function buildReadOptions(
  { cache, reporter }: { cache: AnswerCache; reporter: { info(line: string): void; warn(line: string): void } },
  maxCalls: number,
  env: NodeJS.ProcessEnv = process.env,
): ReadOptions {
  return {
    origin: youtubeApiOrigin(env),
    key: env.YOUTUBE_API_KEY || undefined,
    cache,
    now: buildTime(env),
    maxCalls,
    info: (line) => reporter.info(line),
    warn: (line) => reporter.warn(line),
  };
}

/** What is kept of one id's answer: when it was read, in milliseconds since 1970, and what it said. */
export interface Kept {
  readAt: number;
}

type Stored = Record<string, unknown>;

/** A cache entry written from `origin`: a stand-in's answers never reach a real build, nor a real one a test's. */
const storedFrom = (value: unknown, origin: string): value is Stored =>
  typeof value === "object" && value !== null && (value as Stored).origin === origin;

const isKept = (value: unknown): value is Kept =>
  typeof value === "object" && value !== null && typeof (value as Stored).readAt === "number";

/** Where a reader keeps its answers in Gatsby's cache. */
export interface Shelf<Entry extends Kept> {
  /** The entries kept for `ids` from `origin`. */
  load(cache: AnswerCache, origin: string, ids: readonly string[]): Promise<Map<string, Entry>>;
  /** Keeps the build's entries, every listed id's (`entries`), of which `fresh` were read by this build. */
  store(
    cache: AnswerCache,
    origin: string,
    entries: ReadonlyMap<string, Entry>,
    fresh: ReadonlySet<string>,
  ): Promise<void>;
}

/** Each id's answer in a cache entry of its own, `{ origin, readAt, …entry }` under `keyOf(id)`. */
export function shelfPerId<Entry extends Kept>(
  keyOf: (id: string) => string,
  holds: (value: Stored) => boolean,
): Shelf<Entry> {
  return {
    async load(cache, origin, ids) {
      const entries = new Map<string, Entry>();
      for (const id of ids) {
        const value = await cache.get(keyOf(id));
        if (!storedFrom(value, origin) || !isKept(value) || !holds(value)) continue;
        const entry: Stored = { ...value };
        delete entry.origin;
        entries.set(id, entry as unknown as Entry);
      }
      return entries;
    },
    async store(cache, origin, entries, fresh) {
      for (const id of fresh) await cache.set(keyOf(id), { origin, ...entries.get(id) });
    },
  };
}

/**
 * Every id's answer in one cache entry, `{ origin, facts: { id: entry } }` under `key`: rewritten whole, so an id no
 * longer listed leaves it.
 */
export function shelfForAll<Entry extends Kept>(key: string): Shelf<Entry> {
  return {
    async load(cache, origin, ids) {
      const value = await cache.get(key);
      const facts =
        storedFrom(value, origin) && typeof value.facts === "object" ? (value.facts as Stored | null) : null;
      const entries = new Map<string, Entry>();
      for (const id of ids) if (facts && isKept(facts[id])) entries.set(id, facts[id] as Entry);
      return entries;
    },
    async store(cache, origin, entries) {
      await cache.set(key, { origin, facts: Object.fromEntries(entries) });
    },
  };
}

/** Records that `trouble` kept `ids` from being read. */
export type NoteTrouble = (trouble: Trouble, detail: string, ids: readonly string[]) => void;

/** Reads one unit's ids at `now`: the entries its answer gives; it notes what an answer it keeps leaves unread. */
export type ReadUnit<Entry extends Kept> = (
  client: ApiClient,
  ids: readonly string[],
  now: number,
  note: NoteTrouble,
) => Promise<Map<string, Entry>>;

/** One reader: what it reads, how it keeps it, and how the log names it. */
export interface Reading<Entry extends Kept> {
  /** What the log's lines start with: "Courses", "Video facts". */
  label: string;
  /** What one id is, for a count: "playlist", "video". */
  noun: string;
  /** Each trouble as the log says it. */
  why: Record<Trouble, TroubleSentence>;
  /** What an id not read is, with an earlier build's answer and without: "keep what an earlier build read". */
  kept: string;
  without: string;
  shelf: Shelf<Entry>;
  /** How many ids one unit of reading asks about: a playlist, or a batch of videos. */
  batch: number;
  read: ReadUnit<Entry>;
  /** More for the information line, once the reading is done. */
  summary?(entries: ReadonlyMap<string, Entry>): string;
}

export interface Read<Entry extends Kept> {
  /** What is known of each id, from this build or an earlier one; an id absent here is unknown. */
  entries: Map<string, Entry>;
  /** The ids this build read. */
  fresh: Set<string>;
  calls: number;
}

/** The ids whose answer is due: never read first, then the longest unread; an answer less than a day old waits. */
function dueIds(ids: readonly string[], kept: ReadonlyMap<string, Kept>, now: number): string[] {
  const readAt = (id: string) => kept.get(id)?.readAt;
  return ids
    .filter((id) => now - (readAt(id) ?? -Infinity) >= REFRESH_MS)
    .sort((a, b) => (readAt(a) ?? -1) - (readAt(b) ?? -1));
}

/** The first three ids, for a log line: "a, b, c, …". */
const firstIds = (ids: readonly string[]) => ids.slice(0, 3).join(", ") + (ids.length > 3 ? ", …" : "");

/** Every id's answer for one build, from the cache or, when due, from the API, as `reading` reads it. */
export async function readCached<Entry extends Kept>(
  listed: readonly string[],
  { origin, key, cache, now, maxCalls, timeoutMs = REQUEST_TIMEOUT_MS, info, warn }: ReadOptions,
  reading: Reading<Entry>,
): Promise<Read<Entry>> {
  const ids = [...new Set(listed)];
  const kept = await reading.shelf.load(cache, origin, ids);
  const entries = new Map(kept);
  const due = dueIds(ids, kept, now);
  const units: string[][] = [];
  for (let start = 0; start < due.length; start += reading.batch) units.push(due.slice(start, start + reading.batch));
  const troubles = new Map<Trouble, { detail: string; ids: string[] }>();
  const note: NoteTrouble = (trouble, detail, unread) => {
    const entry = troubles.get(trouble) ?? { detail, ids: [] };
    entry.ids.push(...unread);
    troubles.set(trouble, entry);
  };
  const fresh = new Set<string>();
  let stopped: ApiTrouble | undefined = key ? undefined : new ApiTrouble("noKey", "");
  const client = apiClient({ origin, key: key ?? "", maxCalls, timeoutMs });
  await mapLimited(units, PARALLEL_CALLS, async (unit) => {
    if (stopped) return note(stopped.trouble, stopped.detail, unit);
    try {
      for (const [id, entry] of await reading.read(client, unit, now, note)) {
        entries.set(id, entry);
        fresh.add(id);
      }
    } catch (error) {
      if (!(error instanceof ApiTrouble)) throw error;
      if (STOPS_READING.has(error.trouble)) stopped ??= error;
      note(error.trouble, error.detail, unit);
    }
  });
  await reading.shelf.store(cache, origin, entries, fresh);
  const { label, noun } = reading;
  for (const [trouble, { detail, ids: unread }] of troubles) {
    const keeping = unread.filter((id) => kept.has(id)).length;
    warn(
      `${label}: ${reading.why[trouble](detail)}. ${plural(unread.length, noun)} not read (${firstIds(unread)}): ` +
        `${keeping} ${reading.kept}, ${unread.length - keeping} ${reading.without}.`,
    );
  }
  const summary = reading.summary?.(entries);
  info(
    `${label}: ${plural(client.calls, "YouTube Data API call")} (at most ${maxCalls} a build); ` +
      `${plural(fresh.size, noun)} read, ${plural(ids.length - due.length, noun)} read within a day kept from the cache` +
      `${summary ? `; ${summary}` : ""}.`,
  );
  return { entries, fresh, calls: client.calls };
}
