import { z } from "zod";
import { requestFailure } from "../shared/requests";
import { YOUTUBE_ID_PATTERN } from "../corsi-content/schema";

/**
 * Reading one playlist's lessons from the YouTube Data API v3: `playlistItems.list` page after page, then
 * `videos.list` for the durations, 50 at a time. Every call goes through an ApiClient, which counts it against the
 * build's bound and turns each way a call can fail into one Trouble, so the build can say once why it has no lessons.
 */

export const DEFAULT_YOUTUBE_API_ORIGIN = "https://www.googleapis.com";

/** Where the build asks: YouTube's API, or a stand-in (CORSI_YOUTUBE_API_ORIGIN) in tests. */
export function youtubeApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.CORSI_YOUTUBE_API_ORIGIN || DEFAULT_YOUTUBE_API_ORIGIN).replace(/\/+$/, "");
}

/** The most ids either list call takes (maxResults for playlistItems, ids for videos). */
export const PAGE_SIZE = 50;

/** One lesson of a course: its video, title, length, and number in the course (1 for the first lesson kept). */
export interface Lesson {
  videoId: string;
  title: string;
  seconds: number;
  position: number;
}

/** Why a playlist could not be read. The first seven stop this build's reading; the others concern one playlist. */
export type Trouble =
  | "noKey"
  | "keyRefused"
  | "quota"
  | "serverError"
  | "timeout"
  | "unreachable"
  | "bound"
  | "notFound"
  | "refused"
  | "malformed";

export const STOPS_READING: ReadonlySet<Trouble> = new Set([
  "noKey",
  "keyRefused",
  "quota",
  "serverError",
  "timeout",
  "unreachable",
  "bound",
]);

export class ApiTrouble extends Error {
  constructor(
    readonly trouble: Trouble,
    /** What the answer said, for the log: "HTTP 403 quotaExceeded", "timed out after 10 s". */
    readonly detail: string,
  ) {
    super(`${trouble}: ${detail}`);
  }
}

/** Seconds of an ISO 8601 duration as the API writes it (PT1H2M3S, P1DT2H); undefined for anything else. */
export function isoSeconds(duration: string): number | undefined {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (!match || duration === "P" || duration.endsWith("T")) return undefined;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

const KEY_REASONS = new Set(["keyInvalid", "keyExpired", "forbidden", "accessNotConfigured", "ipRefererBlocked"]);
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded", "rateLimitExceeded", "userRateLimitExceeded"]);

const errorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

/** The Trouble of an HTTP error answer, by its status and the reason in its body (YouTube's error shape). */
export function troubleOf(status: number, body: unknown): ApiTrouble {
  const parsed = errorBody.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const reasons = [...(error?.errors ?? []), ...(error?.details ?? [])].flatMap(({ reason }) => reason ?? []);
  const detail = `HTTP ${status}${reasons[0] ? ` ${reasons[0]}` : ""}`;
  const keyRefused =
    reasons.some((reason) => KEY_REASONS.has(reason) || reason === "API_KEY_INVALID") ||
    (status === 400 && /API key/i.test(error?.message ?? ""));
  if (status >= 500) return new ApiTrouble("serverError", detail);
  if (reasons.some((reason) => QUOTA_REASONS.has(reason))) return new ApiTrouble("quota", detail);
  if ((status === 400 || status === 403) && keyRefused) return new ApiTrouble("keyRefused", detail);
  if (status === 404) return new ApiTrouble("notFound", detail);
  return new ApiTrouble("refused", detail);
}

export interface ApiClient {
  get(endpoint: "playlistItems" | "playlists" | "videos", params: Record<string, string>): Promise<unknown>;
  /** Calls made so far. */
  readonly calls: number;
}

/** Calls the API at `origin` with `key`, at most `maxCalls` times; each call waits at most `timeoutMs`. */
export function apiClient({
  origin,
  key,
  maxCalls,
  timeoutMs,
}: {
  origin: string;
  key: string;
  maxCalls: number;
  timeoutMs: number;
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

const itemsPage = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      snippet: z.object({
        title: z.string(),
        position: z.number().int(),
        resourceId: z.object({ videoId: z.string().optional() }),
      }),
      status: z.object({ privacyStatus: z.string() }).optional(),
    }),
  ),
});

const videosPage = z.object({
  items: z.array(
    z.object({ id: z.string(), contentDetails: z.object({ duration: z.string().optional() }).optional() }),
  ),
});

function parsed<Shape extends z.ZodType>(shape: Shape, body: unknown, what: string): z.infer<Shape> {
  const result = shape.safeParse(body);
  if (!result.success) throw new ApiTrouble("malformed", `${what}: ${result.error.issues[0]?.path.join(".")}`);
  return result.data;
}

/** Titles YouTube gives the place of a video no one may watch; a real lesson titled so is skipped as well. */
const UNAVAILABLE_TITLES = new Set(["Private video", "Deleted video"]);
const UNAVAILABLE_STATUSES = new Set(["private", "privacyStatusUnspecified"]);

/**
 * A playlist's lessons, in the playlist's order: private and deleted items, a video listed twice (after its first
 * place), and a video without a duration (videos.list leaves out what it may not show) are skipped.
 */
export async function readPlaylist(client: ApiClient, playlistId: string): Promise<Lesson[]> {
  const items: { videoId: string; title: string; position: number }[] = [];
  let pageToken: string | undefined;
  do {
    const page = parsed(
      itemsPage,
      await client.get("playlistItems", {
        part: "snippet,contentDetails,status",
        playlistId,
        maxResults: String(PAGE_SIZE),
        ...(pageToken ? { pageToken } : {}),
      }),
      "playlistItems",
    );
    for (const { snippet, status } of page.items) {
      const { videoId } = snippet.resourceId;
      // A video's id is 11 characters; the course page counts on it (PlaylistCourseData's lessons).
      if (!videoId || !YOUTUBE_ID_PATTERN.test(videoId) || UNAVAILABLE_TITLES.has(snippet.title)) continue;
      if (status && UNAVAILABLE_STATUSES.has(status.privacyStatus)) continue;
      items.push({ videoId, title: snippet.title, position: snippet.position });
    }
    pageToken = page.nextPageToken || undefined;
  } while (pageToken);
  const seen = new Set<string>();
  const ordered = items
    .sort((a, b) => a.position - b.position)
    .filter(({ videoId }) => !seen.has(videoId) && seen.add(videoId));
  const seconds = new Map<string, number>();
  for (let start = 0; start < ordered.length; start += PAGE_SIZE) {
    const ids = ordered.slice(start, start + PAGE_SIZE).map(({ videoId }) => videoId);
    const page = parsed(
      videosPage,
      await client.get("videos", { part: "contentDetails", id: ids.join(","), maxResults: String(PAGE_SIZE) }),
      "videos",
    );
    for (const { id, contentDetails } of page.items) {
      const length = contentDetails?.duration ? isoSeconds(contentDetails.duration) : undefined;
      if (length) seconds.set(id, length);
    }
  }
  return ordered
    .filter(({ videoId }) => seconds.has(videoId))
    .map(({ videoId, title }, index) => ({ videoId, title, seconds: seconds.get(videoId) ?? 0, position: index + 1 }));
}
