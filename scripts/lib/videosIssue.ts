import { readFileSync } from "node:fs";
import { isNode, LineCounter, parseDocument } from "yaml";
import { type ContentProblem, formatProblem } from "../../plugins/corsi-content/problem";
import type { CheckResult, VideoLink } from "./videoLinks";

/**
 * The body of the issue the weekly workflow (.github/workflows/videos.yml) keeps open while `npm run check:videos`
 * finds something for the owner to do (`--markdown FILE`): the gone links, each with its file and line, what to do,
 * the paid courses' prices to check again, and the videos that play on YouTube only.
 */

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
