import { OEMBED_PATH, YOUTUBE_OEMBED_ORIGIN } from "../siteManifest";

/**
 * YouTube's oEmbed endpoint, asked one way by all that ask it without a key: the /admin editor (from the owner's
 * browser), `npm run add` without a key, and `npm run check:videos`. Each says what an answer means in its own words.
 * Browser-safe: no Node import.
 */

/** The setting that names another origin to ask (a stand-in's, in tests): read by the build for /admin, and by the scripts. */
export const OEMBED_ORIGIN_SETTING = "CORSI_OEMBED_ORIGIN";

/** Where oEmbed is asked: the origin CORSI_OEMBED_ORIGIN names, else YouTube's. */
export function oembedOrigin(env: Readonly<Record<string, string | undefined>>): string {
  return env[OEMBED_ORIGIN_SETTING] || YOUTUBE_OEMBED_ORIGIN;
}

/** oEmbed's address at `origin` for one video's or playlist's link. */
export function oembedUrl(origin: string, link: string): string {
  return `${origin.replace(/\/$/, "")}${OEMBED_PATH}?${new URLSearchParams({ url: link, format: "json" })}`;
}

/** How long an answer is waited for. */
export const OEMBED_TIMEOUT_MS = 10_000;

/** What oEmbed answered about one link. */
export type OEmbedAnswer =
  | { kind: "found"; title: string; channel?: string }
  /** Found, but without a title: not as documented. */
  | { kind: "untitled" }
  /**
   * YouTube will not describe it: 404 (no such video or playlist), 403, or 401 (private, or its owner lets it play on
   * YouTube only: oEmbed does not say which).
   */
  | { kind: "refused"; status: number }
  /** Any other error: YouTube is having a moment, which says nothing about the link. */
  | { kind: "failed"; status: number }
  /** No answer: no connection, a refused cross-origin answer (both a TypeError to a page), or the time ran out. */
  | { kind: "unanswered"; timedOut: boolean; error: unknown };

const REFUSED_STATUSES = new Set([401, 403, 404]);

/** Node's fetch or the browser's, or a test's. */
export type OEmbedFetch = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<Pick<Response, "ok" | "status" | "json"> & { body?: Response["body"] }>;

/** A text field of the answer, trimmed; undefined when absent or blank. */
function field(body: unknown, name: string): string | undefined {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** What oEmbed at `origin` says of `link`: its title and channel (author_name), or why it gave none. */
export async function askOEmbed(
  origin: string,
  link: string,
  { fetchImpl = fetch, timeoutMs = OEMBED_TIMEOUT_MS }: { fetchImpl?: OEmbedFetch; timeoutMs?: number } = {},
): Promise<OEmbedAnswer> {
  let response: Awaited<ReturnType<OEmbedFetch>>;
  try {
    response = await fetchImpl(oembedUrl(origin, link), { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = typeof error === "object" && error !== null && (error as Error).name === "TimeoutError";
    return { kind: "unanswered", timedOut, error };
  }
  if (!response.ok) {
    // Only the status matters: dropping the body frees the connection for the next request.
    await response.body?.cancel();
    return { kind: REFUSED_STATUSES.has(response.status) ? "refused" : "failed", status: response.status };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const title = field(body, "title");
  if (!title) return { kind: "untitled" };
  const channel = field(body, "author_name");
  return channel ? { kind: "found", title, channel } : { kind: "found", title };
}
