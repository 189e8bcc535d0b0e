import { writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "../plugins/corsi-content/dataDir";
import { validateContent } from "../plugins/corsi-content/validate";
import { contentReport, warningsReport } from "../plugins/corsi-content/problem";
import {
  bestThumbnail,
  thumbnailOrigin,
  thumbnailSourceUrl,
  type ImageAnswer,
} from "../plugins/corsi-thumbnails/thumbnails";
import { readVideoFacts } from "../plugins/corsi-youtube/videoFacts";
import { plural } from "../plugins/shared/plural";
import { mapLimited, requestFailure } from "../plugins/shared/requests";
import { youtubeApiOrigin } from "../plugins/shared/youtube/client";
import { askOEmbed, oembedOrigin, OEMBED_TIMEOUT_MS } from "../src/content/oembed";
import { YOUTUBE_API_CALLS_PER_BUILD, YOUTUBE_OEMBED_ORIGIN } from "../src/siteManifest";
import {
  type CheckOutcome,
  type CheckResult,
  collectLinks,
  isVideoLink,
  type LinkData,
  type VideoLink,
} from "./lib/videoLinks";
import { lineOf, markdownReport } from "./lib/videosIssue";

/**
 * `npm run check:videos`: finds YouTube videos and playlists in data/ that were deleted or made private (gone), and
 * those YouTube lets play on YouTube only (not embeddable). YouTube's watch page still answers 200 for those, so it
 * asks the oEmbed endpoint instead: 404 or 403 for a link that is gone, 401 for one that may not be embedded, or is
 * private. With YOUTUBE_API_KEY, videos.list tells those two apart: a video it leaves out is gone (the build reads the
 * same answer and leaves such a video out of the site: plugins/corsi-youtube/videoFacts.ts).
 * Exit code: 0 none gone, 1 some gone (or a price to check), 2 some could not be checked (and none gone). A video
 * that plays on YouTube only is listed, but asks nothing of the owner: its card keeps its link, without a player.
 * `--markdown FILE` also writes the unavailable links as Markdown (lib/videosIssue.ts), the body of the issue the weekly
 * workflow (.github/workflows/videos.yml) keeps open until they are fixed.
 */

export interface CheckOptions {
  /** Where oEmbed is asked (src/content/oembed.ts). */
  origin: string;
  concurrency: number;
  timeoutMs: number;
}

export const DEFAULT_OPTIONS: CheckOptions = {
  origin: YOUTUBE_OEMBED_ORIGIN,
  // A handful at a time: fast enough for a few dozen links, gentle enough not to get rate limited.
  concurrency: 4,
  timeoutMs: OEMBED_TIMEOUT_MS,
};

/** oEmbed's refusal of a video that may not be embedded (or of a private one); its others, 403 and 404, are gone. */
const NOT_EMBEDDABLE_STATUS = 401;

async function checkLink(link: VideoLink, { origin, timeoutMs }: CheckOptions): Promise<CheckOutcome> {
  const answer = await askOEmbed(origin, link.url, { timeoutMs });
  switch (answer.kind) {
    case "found":
    case "untitled":
      return { kind: "available" };
    case "refused":
      return answer.status === NOT_EMBEDDABLE_STATUS
        ? { kind: "youTubeOnly", status: answer.status }
        : { kind: "unavailable", status: answer.status };
    // 429 or 5xx: YouTube is having a moment, which says nothing about the video.
    case "failed":
      return { kind: "unchecked", reason: `HTTP ${answer.status}` };
    case "unanswered":
      return { kind: "unchecked", reason: requestFailure(answer.error, timeoutMs) };
  }
}

/**
 * oEmbed answers 401 for a video that may not be embedded and for a private one alike: with an API key, videos.list
 * tells them apart, as the build does (videoFacts.ts). A video a complete answer leaves out is gone; whatever goes
 * wrong leaves the results as they were, and `warn` says why once.
 */
export async function confirmWithApi(
  results: readonly CheckResult[],
  { origin, key, warn }: { origin: string; key: string | undefined; warn: (line: string) => void },
): Promise<CheckResult[]> {
  const ids = results.filter((r) => r.outcome.kind === "youTubeOnly" && isVideoLink(r.link)).map((r) => r.link.id);
  if (!key || ids.length === 0) return [...results];
  const memory = new Map<string, unknown>();
  const { facts } = await readVideoFacts(ids, {
    origin,
    key,
    cache: { get: async (k) => memory.get(k), set: async (k, value) => memory.set(k, value) },
    now: Date.now(),
    maxCalls: YOUTUBE_API_CALLS_PER_BUILD.videoFacts,
    info: () => undefined,
    warn,
  });
  return results.map((result) =>
    result.outcome.kind === "youTubeOnly" && isVideoLink(result.link) && facts.get(result.link.id)?.served === false
      ? { link: result.link, outcome: { kind: "unavailable", status: result.outcome.status } }
      : result,
  );
}

/** Checks every link, at most `concurrency` at a time; the results keep the links' order. */
export async function checkLinks(links: readonly VideoLink[], options: CheckOptions): Promise<CheckResult[]> {
  return mapLimited(links, options.concurrency, async (link) => ({ link, outcome: await checkLink(link, options) }));
}

export function formatResult({ link, outcome }: CheckResult): string {
  const where = `data/${link.file}: ${link.path} ${JSON.stringify(link.title)} (${link.id})`;
  switch (outcome.kind) {
    case "available":
      return `${where}: available`;
    case "unavailable":
      return `${where}: gone (${outcome.status})`;
    case "youTubeOnly":
      return `${where}: plays on YouTube only (${outcome.status})`;
    case "unchecked":
      return `${where}: could not check (${outcome.reason})`;
  }
}

/** Only whether an image exists: its bytes are not needed here. */
async function imageExists(url: string, timeoutMs: number): Promise<ImageAnswer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
  return response.ok ? { ok: true, bytes: Buffer.alloc(0) } : { ok: false, status: response.status };
}

/**
 * The videos whose thumbnail the build cannot fetch (plugins/corsi-thumbnails), one line each: their cards show the
 * drawn poster. A host that cannot be reached gives one line, not one per video. Informative only: a video without
 * a thumbnail can still be watched, so this never changes the exit code.
 */
export async function missingThumbnails(
  links: readonly VideoLink[],
  origin: string,
  { concurrency, timeoutMs }: CheckOptions,
): Promise<string[]> {
  const videos = links.filter(isVideoLink);
  const lines: string[] = [];
  let unreachable: string | undefined;
  await mapLimited(videos, concurrency, async (link) => {
    // Once the host is known to be unreachable, the rest are not asked.
    if (unreachable !== undefined) return;
    try {
      const best = await bestThumbnail((name) => imageExists(thumbnailSourceUrl(origin, link.id, name), timeoutMs));
      if (!best.found)
        lines.push(
          `data/${link.file}: ${link.path} ${JSON.stringify(link.title)} (${link.id}): no thumbnail, ` +
            `${best.reason}; its card shows the drawn poster`,
        );
    } catch (error) {
      unreachable = requestFailure(error, timeoutMs);
    }
  });
  if (unreachable !== undefined) return [`Thumbnails could not be checked: ${origin} (${unreachable}).`];
  return lines.sort();
}

/** One line per link that needs attention (unavailable first), then the summary. */
export function formatReport(results: readonly CheckResult[]): string {
  const count = (kind: CheckOutcome["kind"]) => results.filter((r) => r.outcome.kind === kind).length;
  const lines = [
    ...results.filter((r) => r.outcome.kind === "unavailable").map(formatResult),
    ...results.filter((r) => r.outcome.kind === "youTubeOnly").map(formatResult),
    ...results.filter((r) => r.outcome.kind === "unchecked").map(formatResult),
  ];
  const total = plural(results.length, "link");
  lines.push(
    `Checked ${total}: ${count("available")} available, ${count("unavailable")} gone, ` +
      `${count("youTubeOnly")} playing on YouTube only, ${count("unchecked")} could not be checked.`,
  );
  return lines.join("\n");
}

/**
 * A gone video or a price to check again is the owner's to fix (1); a failed check is worth a retry, not an edit (2);
 * a video that plays on YouTube only asks nothing (its card keeps its link).
 */
export function exitCode(results: readonly CheckResult[], stalePrices = 0): number {
  if (results.some((r) => r.outcome.kind === "unavailable") || stalePrices > 0) return 1;
  if (results.some((r) => r.outcome.kind === "unchecked")) return 2;
  return 0;
}

function markdownTarget(args: readonly string[]): string | undefined {
  const at = args.indexOf("--markdown");
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<number> {
  const { problems, warnings, data } = validateContent(dataDir());
  if (problems.length > 0) {
    console.error(contentReport(problems));
    return 1;
  }
  // Without problems, validateContent holds every file, each parsed by its schema.
  const links = collectLinks(data as unknown as LinkData);
  const results = await confirmWithApi(
    await checkLinks(links, { ...DEFAULT_OPTIONS, origin: oembedOrigin(process.env) }),
    { origin: youtubeApiOrigin(), key: process.env.YOUTUBE_API_KEY || undefined, warn: (line) => console.warn(line) },
  );
  console.log(formatReport(results));
  for (const line of await missingThumbnails(links, thumbnailOrigin(), DEFAULT_OPTIONS)) console.log(line);
  if (warnings.length > 0) console.log(warningsReport(warnings));
  const markdown = markdownTarget(process.argv.slice(2));
  if (markdown) {
    const directory = dataDir();
    writeFileSync(
      markdown,
      markdownReport(results, (link) => lineOf(path.join(directory, link.file), link.path), warnings),
    );
  }
  return exitCode(results, warnings.length);
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
