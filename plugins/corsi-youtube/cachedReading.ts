import { mapLimited } from "../shared/requests";
import { type ApiClient, apiClient, ApiTrouble, STOPS_READING, type Trouble } from "./youtubeApi";

/**
 * What the build's two readers of YouTube's Data API share: the courses' lessons (lessons.ts) and the videos' facts
 * (catalogFacts.ts). Each keeps what it read in Gatsby's cache, reads it again once a day, makes at most `maxCalls`
 * calls a build, and stops reading at the first trouble that would fail every later call; what was not read keeps an
 * earlier build's answer, and the log says so once per cause.
 */

/** An answer is read again once this old. */
export const REFRESH_MS = 24 * 60 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 10000;
/** Calls in flight at once. */
const PARALLEL_CALLS = 4;

/** The part of Gatsby's cache (GatsbyCache) used here. */
export interface AnswerCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** What a build's reading of YouTube's answers is given. */
export interface ApiReadOptions {
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

/** The ids whose answer is due: never read first, then the longest unread; an answer less than a day old waits. */
export function dueIds(ids: readonly string[], readAtOf: (id: string) => number | undefined, now: number): string[] {
  return ids
    .filter((id) => now - (readAtOf(id) ?? -Infinity) >= REFRESH_MS)
    .sort((a, b) => (readAtOf(a) ?? -1) - (readAtOf(b) ?? -1));
}

/** Each cause that kept ids from being read, with what the API said of it and the ids. */
export type Troubles = Map<Trouble, { detail: string; ids: string[] }>;

/** Records that `trouble` kept `ids` from being read. */
export type NoteTrouble = (trouble: Trouble, detail: string, ids: readonly string[]) => void;

/**
 * Reads each unit (a playlist, a batch of video ids) through one client, a few at a time. A trouble that stops
 * reading (STOPS_READING, or no key) leaves every later unit unread; every trouble is noted with the ids it kept from
 * being read. `read` notes any it finds in an answer it keeps.
 */
export async function readUnits<Unit>(
  units: readonly Unit[],
  { origin, key, maxCalls, timeoutMs = REQUEST_TIMEOUT_MS }: ApiReadOptions,
  idsOf: (unit: Unit) => readonly string[],
  read: (client: ApiClient, unit: Unit, note: NoteTrouble) => Promise<void>,
): Promise<{ troubles: Troubles; calls: number }> {
  const troubles: Troubles = new Map();
  const note: NoteTrouble = (trouble, detail, ids) => {
    const entry = troubles.get(trouble) ?? { detail, ids: [] };
    entry.ids.push(...ids);
    troubles.set(trouble, entry);
  };
  let stopped: ApiTrouble | undefined = key ? undefined : new ApiTrouble("noKey", "");
  const client = apiClient({ origin, key: key ?? "", maxCalls, timeoutMs });
  await mapLimited(units, PARALLEL_CALLS, async (unit) => {
    if (stopped) return note(stopped.trouble, stopped.detail, idsOf(unit));
    try {
      await read(client, unit, note);
    } catch (error) {
      if (!(error instanceof ApiTrouble)) throw error;
      if (STOPS_READING.has(error.trouble)) stopped ??= error;
      note(error.trouble, error.detail, idsOf(unit));
    }
  });
  return { troubles, calls: client.calls };
}

type Sentence = (detail: string) => string;

/**
 * Each Trouble as the log says it. What differs between the readers: what no key leaves unread, what the bound
 * counts, and what "not found" means.
 */
export function troubleSentences(own: Pick<Record<Trouble, Sentence>, "noKey" | "bound" | "notFound">) {
  return {
    keyRefused: (detail) => `YouTube refused the key in YOUTUBE_API_KEY (${detail})`,
    quota: (detail) => `the key's daily YouTube quota is used up (${detail})`,
    serverError: (detail) => `YouTube's API answered with a server error (${detail})`,
    timeout: (detail) => `YouTube's API did not answer (${detail})`,
    unreachable: (detail) => `YouTube's API cannot be reached (${detail})`,
    refused: (detail) => `YouTube refused the request (${detail})`,
    malformed: (detail) => `YouTube's answer was not as documented (${detail})`,
    ...own,
  } satisfies Record<Trouble, Sentence>;
}

/** The first three ids, for a log line: "a, b, c, …". */
export const firstIds = (ids: readonly string[]) => ids.slice(0, 3).join(", ") + (ids.length > 3 ? ", …" : "");
