import { dataDir } from "../plugins/corsi-content/dataDir";
import type { Topic, topRatedSchema } from "../plugins/corsi-content/schema";
import {
  type ContentProblem,
  contentReport,
  formatPath,
  formatProblem,
  validateContent,
  warningsReport,
} from "../plugins/corsi-content/validate";
import { playlistUrl, watchUrl } from "../src/content/youtube";
import {
  DEFAULT_LOCALE,
  type Locale,
  OEMBED_PATH,
  YOUTUBE_API_CALLS_PER_BUILD,
  YOUTUBE_OEMBED_ORIGIN,
} from "../src/siteManifest";
import { readVideoFacts } from "../plugins/corsi-playlists/catalogFacts";
import { youtubeApiOrigin } from "../plugins/corsi-playlists/youtubeApi";
import {
  bestThumbnail,
  thumbnailOrigin,
  thumbnailSourceUrl,
  type ImageAnswer,
} from "../plugins/corsi-thumbnails/thumbnails";
import { mapLimited, requestFailure } from "../plugins/shared/requests";
import { plural } from "../plugins/shared/plural";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isNode, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";

/**
 * `npm run check:videos`: finds YouTube videos and playlists in data/ that were deleted or made private (gone), and
 * those YouTube lets play on YouTube only (not embeddable). YouTube's watch page still answers 200 for those, so it
 * asks the oEmbed endpoint instead: 404 or 403 for a link that is gone, 401 for one that may not be embedded, or is
 * private. With YOUTUBE_API_KEY, videos.list tells those two apart: a video it leaves out is gone (the build reads the
 * same answer and leaves such a video out of the site: plugins/corsi-playlists/catalogFacts.ts).
 * Exit code: 0 none gone, 1 some gone (or a price to check), 2 some could not be checked (and none gone). A video
 * that plays on YouTube only is listed, but asks nothing of the owner: its card keeps its link, without a player.
 * `--markdown FILE` also writes the unavailable links as Markdown, the body of the issue the weekly workflow
 * (.github/workflows/videos.yml) keeps open until they are fixed.
 */

type TopRated = z.infer<typeof topRatedSchema>;

/** The validated content this script reads, keyed like validateContent's data. */
export type LinkData = { "top-rated.yaml": Partial<Record<Locale, TopRated>> } & {
  [topicFile: `topics/${string}`]: Topic;
};

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
  | { kind: "available" }
  /** Deleted or private: oEmbed's 404 or 403, or a 401 for a video videos.list leaves out. */
  | { kind: "unavailable"; status: number }
  /** Not embeddable (oEmbed's 401): it plays on YouTube only. Without an API key, a private video answers the same. */
  | { kind: "youTubeOnly"; status: number }
  | { kind: "unchecked"; reason: string };

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
  baseUrl: `${YOUTUBE_OEMBED_ORIGIN}${OEMBED_PATH}`,
  // A handful at a time: fast enough for a few dozen links, gentle enough not to get rate limited.
  concurrency: 4,
  timeoutMs: 10_000,
};

/** oEmbed's answers for a link that is gone; 401 is a video that may not be embedded (or a private one). */
const UNAVAILABLE_STATUSES = new Set([403, 404]);
const NOT_EMBEDDABLE_STATUS = 401;

export function collectLinks(data: LinkData): VideoLink[] {
  const links: VideoLink[] = [];
  const topicFiles = Object.keys(data).filter((file): file is `topics/${string}` => file.startsWith("topics/"));
  for (const file of topicFiles) {
    data[file].videos.forEach(({ youtubeId, playlistId, title }, v) => {
      const path = formatPath(["videos", v]);
      // The watch URL without the playlist, so a dead playlist is reported as such and not hidden behind the video.
      links.push({ file, path, title, id: youtubeId, url: watchUrl({ youtubeId }) });
      if (playlistId) {
        links.push({ file, path: `${path}.playlistId`, title, id: playlistId, url: playlistUrl(playlistId) });
      }
    });
  }
  // The courses' links are written once, in the default locale's block.
  (data["top-rated.yaml"][DEFAULT_LOCALE]?.courses ?? []).forEach(({ title, link }, c) => {
    const path = formatPath([DEFAULT_LOCALE, "courses", c, "link"]);
    links.push({ file: "top-rated.yaml", path, title, id: link, url: link });
  });
  return links;
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
    if (response.status === NOT_EMBEDDABLE_STATUS) return { kind: "youTubeOnly", status: response.status };
    // 429 or 5xx: YouTube is having a moment, which says nothing about the video.
    return { kind: "unchecked", reason: `HTTP ${response.status}` };
  } catch (error) {
    return { kind: "unchecked", reason: requestFailure(error, timeoutMs) };
  }
}

/** A topic's video (not its playlist, not a top-rated course's link): what videos.list can tell about. */
const isVideoLink = (link: VideoLink) => link.file.startsWith("topics/") && !link.path.endsWith(".playlistId");

/**
 * oEmbed answers 401 for a video that may not be embedded and for a private one alike: with an API key, videos.list
 * tells them apart, as the build does (catalogFacts.ts). A video a complete answer leaves out is gone; whatever goes
 * wrong leaves the results as they were, and `warn` says why once.
 */
export async function confirmWithApi(
  results: readonly CheckResult[],
  { origin, key, warn }: { origin: string; key: string | undefined; warn: (line: string) => void },
): Promise<CheckResult[]> {
  const ids = results.filter((r) => r.outcome.kind === "youTubeOnly" && isVideoLink(r.link)).map((r) => r.link.id);
  if (!key || ids.length === 0) return [...results];
  const memory = new Map<string, unknown>();
  const { facts } = await readVideoFacts({
    youtubeIds: ids,
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

/** The entry's path as written by formatPath, back into keys: "sections[1].videos[0]" → ["sections", 1, "videos", 0]. */
function pathSegments(entryPath: string): (string | number)[] {
  return [...entryPath.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index ? Number(index) : key));
}

/** The line (from 1) where the entry at `entryPath` starts in `file`, or undefined if the file has no such entry. */
export function lineOf(file: string, entryPath: string): number | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(file, "utf8"), { lineCounter: lines });
  const node = doc.getIn(pathSegments(entryPath), true);
  return isNode(node) && node.range ? lines.linePos(node.range[0]).line : undefined;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/**
 * The unavailable links as Markdown for the owner: one table row each with its file, line, entry, title and link,
 * then what to do. `lineFor` finds each entry's line in its file.
 */
export function markdownReport(
  results: readonly CheckResult[],
  lineFor: (link: VideoLink) => number | undefined,
  stalePrices: readonly ContentProblem[] = [],
): string {
  const dead = results.filter((r) => r.outcome.kind === "unavailable");
  const youTubeOnly = youTubeOnlyMarkdown(results, lineFor);
  if (dead.length === 0 && stalePrices.length === 0 && youTubeOnly === "")
    return `Every one of the ${results.length} links can be watched.\n`;
  if (dead.length === 0) return [stalePrices.length > 0 ? stalePricesMarkdown(stalePrices) : "", youTubeOnly].join("");
  const rows = dead.map(({ link, outcome }) => {
    const status = outcome.kind === "unavailable" ? outcome.status : "";
    const line = lineFor(link) ?? "";
    return `| \`data/${link.file}\` | ${line} | \`${link.path}\` | ${cell(link.title)} | ${link.url} | ${status} |`;
  });
  return [
    `YouTube says ${dead.length === 1 ? "this link is" : `these ${dead.length} links are`} gone (deleted or made ` +
      "private). The site already leaves a gone video out (the build asks YouTube too), but the entry stays in " +
      "data/ until you remove or replace it:",
    "",
    "| File | Line | Entry | Title | Link | Answer |",
    "| ---- | ---: | ----- | ----- | ---- | -----: |",
    ...rows,
    "",
    "**How to fix each one**",
    "",
    "- Find a working copy of the same course on YouTube and put its id in place of the old one, at that line: " +
      "`youtubeId` is the part after `watch?v=`, `playlistId` the part after `list=`, a top-rated `link` is the whole " +
      "address. Or delete the entry (for a playlist, only its `playlistId` line).",
    "- Either edit the file on GitHub (the pencil icon) or use the editor at `/admin`; each way makes a commit, " +
      "checked and deployed like any other.",
    "- Once the fix is on `main`, the next weekly check closes this issue (or run it now: Actions → Videos → Run workflow).",
    "",
    ...(stalePrices.length > 0 ? [stalePricesMarkdown(stalePrices)] : []),
    youTubeOnly,
  ].join("\n");
}

/** The videos that play on YouTube only, for the same issue: nothing to fix, but worth knowing. */
function youTubeOnlyMarkdown(results: readonly CheckResult[], lineFor: (link: VideoLink) => number | undefined) {
  const only = results.filter((r) => r.outcome.kind === "youTubeOnly");
  if (only.length === 0) return "";
  return [
    "**Videos that play on YouTube only**",
    "",
    "Their owners do not let other sites embed them (or, without an API key to tell, made them private): their cards " +
      "keep the Watch on YouTube link, without a player. Keep them, or replace them with a copy that may be embedded.",
    "",
    ...only.map(
      ({ link }) => `- \`data/${link.file}\` line ${lineFor(link) ?? "?"}: ${cell(link.title)} (${link.url})`,
    ),
    "",
  ].join("\n");
}

/**
 * The paid courses whose price was checked long ago (validateContent's warnings), for the same weekly issue: a price
 * is the owner's to look at again on the seller's page, like a dead video.
 */
export function stalePricesMarkdown(stalePrices: readonly ContentProblem[]): string {
  return [
    "**Paid courses whose price was checked long ago**",
    "",
    ...stalePrices.map((warning) => `- ${formatProblem(warning)}`),
    "",
    "Open each course's page, then write the price you see and today's date (`priceCheckedOn`) in its file or at " +
      "`/admin`.",
    "",
  ].join("\n");
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
    await checkLinks(links, { ...DEFAULT_OPTIONS, baseUrl: process.env.OEMBED_URL || DEFAULT_OPTIONS.baseUrl }),
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
