import { requestFailure } from "../requests";
import { ApiTrouble, troubleOf } from "./troubles";

/**
 * The one client of the YouTube Data API v3, for the build and `npm run add`: every call goes through it, which
 * counts it against the caller's bound and turns each way a call can fail into one ApiTrouble (troubles.ts).
 */

export const DEFAULT_YOUTUBE_API_ORIGIN = "https://www.googleapis.com";

/** Where the build and `npm run add` ask: YouTube's API, or a stand-in (CORSI_YOUTUBE_API_ORIGIN) in tests. */
export function youtubeApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.CORSI_YOUTUBE_API_ORIGIN || DEFAULT_YOUTUBE_API_ORIGIN).replace(/\/+$/, "");
}

/** The most ids either list call takes (maxResults for playlistItems, ids for videos). */
export const PAGE_SIZE = 50;

/** How long one call waits for its answer. */
export const REQUEST_TIMEOUT_MS = 10000;

export type Endpoint = "playlistItems" | "playlists" | "videos";

export interface ApiClient {
  get(endpoint: Endpoint, params: Record<string, string>): Promise<unknown>;
  /** Calls made so far. */
  readonly calls: number;
}

/** Calls the API at `origin` with `key`, at most `maxCalls` times; each call waits at most `timeoutMs`. */
export function apiClient({
  origin,
  key,
  maxCalls,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: {
  origin: string;
  key: string;
  maxCalls: number;
  timeoutMs?: number;
}): ApiClient {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async get(endpoint, params) {
      if (calls >= maxCalls) throw new ApiTrouble("bound", `${maxCalls} calls made`);
      calls += 1;
      const url = `${origin}/youtube/v3/${endpoint}?${new URLSearchParams({ ...params, key })}`;
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { Accept: "application/json" },
        });
        text = await response.text();
      } catch (error) {
        const detail = requestFailure(error, timeoutMs);
        throw new ApiTrouble(detail.startsWith("timed out") ? "timeout" : "unreachable", detail);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        if (!response.ok) throw troubleOf(response.status, undefined);
        throw new ApiTrouble("malformed", `${endpoint}: not JSON`);
      }
      if (!response.ok) throw troubleOf(response.status, body);
      return body;
    },
  };
}
