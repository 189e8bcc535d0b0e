import { dataDir } from "../plugins/corsi-content/dataDir";
import type { Topic, topRatedSchema } from "../plugins/corsi-content/schema";
import { contentReport, formatPath, validateContent } from "../plugins/corsi-content/validate";
import { watchUrl } from "../src/content/youtube";
import type { z } from "zod";

/**
 * `npm run check:videos`: finds YouTube videos and playlists in data/ that were deleted or made private.
 * YouTube's watch page still answers 200 for those, so it asks the oEmbed endpoint instead, which answers
 * 401, 403 or 404 for a video nobody can watch (or embed, which is how the site shows it).
 * Exit code: 0 all available, 1 some unavailable, 2 some could not be checked (and none unavailable).
 */

type TopRated = z.infer<typeof topRatedSchema>;

/** The validated content this script reads, keyed like validateContent's data. */
export type LinkData = { "top-rated.yaml": TopRated } & { [topicFile: `topics/${string}`]: Topic };

/** One YouTube link to check, with enough about its entry for the owner to find it in data/. */
export interface VideoLink {
  /** The file in data/: "top-rated.yaml" or a topic's "topics/….yaml". */
  file: string;
  path: string;
  title: string;
  /** What the owner sees in the YAML: the video or playlist id, or the whole link for a course. */
  id: string;
  url: string;
}

export type CheckOutcome =
  { kind: "available" } | { kind: "unavailable"; status: number } | { kind: "unchecked"; reason: string };

export interface CheckResult {
  link: VideoLink;
  outcome: CheckOutcome;
}

export interface CheckOptions {
  baseUrl: string;
  concurrency: number;
  timeoutMs: number;
}

export const DEFAULT_OPTIONS: CheckOptions = {
  baseUrl: "https://www.youtube.com/oembed",
  // A handful at a time: fast enough for a few dozen links, gentle enough not to get rate limited.
  concurrency: 4,
  timeoutMs: 10_000,
};

/** oEmbed's answers for a video that is gone, private or not embeddable; anything else proves nothing. */
const UNAVAILABLE_STATUSES = new Set([401, 403, 404]);

export function collectLinks(data: LinkData): VideoLink[] {
  const links: VideoLink[] = [];
  const topicFiles = Object.keys(data).filter((file): file is `topics/${string}` => file.startsWith("topics/"));
  for (const file of topicFiles) {
    data[file].videos.forEach(({ youtubeId, playlistId, title }, v) => {
      const path = formatPath(["videos", v]);
      // The watch URL without the playlist, so a dead playlist is reported as such and not hidden behind the video.
      links.push({ file, path, title, id: youtubeId, url: watchUrl({ youtubeId }) });
      if (playlistId) {
        const url = `https://www.youtube.com/playlist?${new URLSearchParams({ list: playlistId })}`;
        links.push({ file, path: `${path}.playlistId`, title, id: playlistId, url });
      }
    });
  }
  data["top-rated.yaml"].courses.forEach(({ title, link }, c) => {
    links.push({ file: "top-rated.yaml", path: formatPath(["courses", c, "link"]), title, id: link, url: link });
  });
  return links;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

/** Duck-typed, not instanceof: fetch's errors can come from another realm (a Jest sandbox, for one). */
function asErrorLike(value: unknown): ErrorLike | undefined {
  return typeof value === "object" && value !== null ? (value as ErrorLike) : undefined;
}

/** Why a request got no answer, in a few words: "ECONNREFUSED", "timed out after 10 s". */
function failureReason(error: unknown, timeoutMs: number): string {
  const err = asErrorLike(error);
  if (!err) return String(error);
  if (err.name === "TimeoutError") return `timed out after ${timeoutMs / 1000} s`;
  // Node's fetch throws a bare "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND…) is in its cause.
  const cause = asErrorLike(err.cause);
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return typeof err.message === "string" ? err.message : String(error);
}

async function checkLink(link: VideoLink, { baseUrl, timeoutMs }: CheckOptions): Promise<CheckOutcome> {
  try {
    // Inside the try: a malformed OEMBED_URL is a failed check, not a crash halfway through the list.
    const endpoint = new URL(baseUrl);
    endpoint.searchParams.set("url", link.url);
    endpoint.searchParams.set("format", "json");
    const response = await fetch(endpoint, { signal: AbortSignal.timeout(timeoutMs) });
    // Only the status matters; dropping the body frees the connection for the next request.
    await response.body?.cancel();
    if (response.ok) return { kind: "available" };
    if (UNAVAILABLE_STATUSES.has(response.status)) return { kind: "unavailable", status: response.status };
    // 429 or 5xx: YouTube is having a moment, which says nothing about the video.
    return { kind: "unchecked", reason: `HTTP ${response.status}` };
  } catch (error) {
    return { kind: "unchecked", reason: failureReason(error, timeoutMs) };
  }
}

/** Checks every link, at most `concurrency` at a time; the results keep the links' order. */
export async function checkLinks(links: readonly VideoLink[], options: CheckOptions): Promise<CheckResult[]> {
  const results: CheckResult[] = new Array(links.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < links.length) {
      const i = next++;
      results[i] = { link: links[i], outcome: await checkLink(links[i], options) };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, links.length)) }, worker));
  return results;
}

export function formatResult({ link, outcome }: CheckResult): string {
  const where = `data/${link.file}: ${link.path} ${JSON.stringify(link.title)} (${link.id})`;
  switch (outcome.kind) {
    case "available":
      return `${where}: available`;
    case "unavailable":
      return `${where}: not available (${outcome.status})`;
    case "unchecked":
      return `${where}: could not check (${outcome.reason})`;
  }
}

/** One line per link that needs attention (unavailable first), then the summary. */
export function formatReport(results: readonly CheckResult[]): string {
  const count = (kind: CheckOutcome["kind"]) => results.filter((r) => r.outcome.kind === kind).length;
  const lines = [
    ...results.filter((r) => r.outcome.kind === "unavailable").map(formatResult),
    ...results.filter((r) => r.outcome.kind === "unchecked").map(formatResult),
  ];
  const total = `${results.length} link${results.length === 1 ? "" : "s"}`;
  lines.push(
    `Checked ${total}: ${count("available")} available, ${count("unavailable")} unavailable, ` +
      `${count("unchecked")} could not be checked.`,
  );
  return lines.join("\n");
}

/** A dead video is the owner's to fix (1); a failed check is worth a retry, not an edit (2). */
export function exitCode(results: readonly CheckResult[]): number {
  if (results.some((r) => r.outcome.kind === "unavailable")) return 1;
  if (results.some((r) => r.outcome.kind === "unchecked")) return 2;
  return 0;
}

async function main(): Promise<number> {
  const { problems, data } = validateContent(dataDir());
  if (problems.length > 0) {
    console.error(contentReport(problems));
    return 1;
  }
  // Without problems, validateContent holds every file, each parsed by its schema.
  const links = collectLinks(data as unknown as LinkData);
  const results = await checkLinks(links, {
    ...DEFAULT_OPTIONS,
    baseUrl: process.env.OEMBED_URL || DEFAULT_OPTIONS.baseUrl,
  });
  console.log(formatReport(results));
  return exitCode(results);
}

if (require.main === module) {
  // exitCode rather than exit(): lets stdout finish writing when it is a pipe.
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // An unexpected crash proves nothing about the videos, so it must not read as "unavailable" (1).
      console.error(error);
      process.exitCode = 2;
    },
  );
}
