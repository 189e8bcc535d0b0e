import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMap, isSeq, parseDocument, type YAMLMap } from "yaml";
import { dataDir as defaultDataDir } from "../plugins/corsi-content/dataDir";
import { paidFiles, topicFiles } from "../plugins/corsi-content/validate";
import { isoDay } from "../plugins/shared/days";
import { plural } from "../plugins/shared/plural";

/**
 * `npx tsx scripts/backfill-added.ts [folder]`: once, gives every catalog entry of `folder` (data/ unless named) that
 * has no `added` the day git's history first shows it: a video or playlist course the first commit whose change to the
 * folder adds its YouTube id (in any file: the catalog moved from one file to a file per topic), a paid course the first
 * commit of its file. An entry the history does not know yet (not committed) gets today. Every other line of each file
 * stays as it was, byte for byte; the day is the commit's, in UTC.
 */

/** The day of the oldest commit git's `log` arguments list, or undefined when none does. */
function firstDay(repo: string, args: readonly string[]): string | undefined {
  const days = execFileSync("git", ["log", "--format=%cd", "--date=format-local:%Y-%m-%d", ...args], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, TZ: "UTC" },
  })
    .trim()
    .split("\n")
    .filter(Boolean);
  return days.at(-1);
}

/** The first day `needle` was added to anything under `folder` (git's pickaxe counts its occurrences). */
export const firstDayWith = (repo: string, folder: string, needle: string) =>
  firstDay(repo, [`-S${needle}`, "--", folder]);

/** The first day of the file at `file` (relative to the repository), across renames. */
export const firstDayOf = (repo: string, file: string) => firstDay(repo, ["--follow", "--", file]);

/**
 * `source` with `added: <day>` as the last field of each map in `entries` (in the map's own indentation), the rest of
 * the text unchanged. `days` gives each map's day, or undefined to leave it as it is.
 */
function withAddedLines(source: string, entries: { map: YAMLMap; day: string | undefined }[]): string {
  const newline = source.includes("\r\n") ? "\r\n" : "\n";
  let result = source;
  // From the end, so each insertion leaves the offsets of the ones before it as they were.
  const sorted = entries
    .filter((entry): entry is { map: YAMLMap; day: string } => entry.day !== undefined)
    .sort((a, b) => (b.map.range?.[1] ?? 0) - (a.map.range?.[1] ?? 0));
  for (const { map, day } of sorted) {
    const first = map.items[0]?.key as { range?: [number, number, number] } | undefined;
    if (!map.range || !first?.range) throw new Error("expected each entry to be written as a block of fields");
    const keyAt = first.range[0];
    const indent = " ".repeat(keyAt - (result.lastIndexOf("\n", keyAt - 1) + 1));
    const end = map.range[1];
    let at = end;
    let lead = "";
    if (result[end - 1] !== "\n") {
      const lineEnd = result.indexOf("\n", end);
      if (lineEnd < 0) {
        at = result.length;
        lead = newline;
      } else at = lineEnd + 1;
    }
    result = `${result.slice(0, at)}${lead}${indent}added: ${day}${newline}${result.slice(at)}`;
  }
  return result;
}

export interface BackfillOptions {
  /** The git repository holding `folder`'s history; the folder's own by default. */
  repo?: string;
  today?: Date;
}

/** What was filled: each file changed, and how many entries in it. */
export type Backfilled = Record<string, number>;

export function backfillAdded(folder: string, { repo = folder, today = new Date() }: BackfillOptions = {}): Backfilled {
  const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: repo, encoding: "utf8" }).trim();
  const inRepo = path.relative(root, path.resolve(folder)) || ".";
  const filled: Backfilled = {};
  const rewrite = (
    file: string,
    entriesOf: (contents: YAMLMap) => { map: YAMLMap; day: () => string | undefined }[],
  ) => {
    const full = path.join(folder, file);
    const source = readFileSync(full, "utf8");
    const doc = parseDocument(source);
    if (doc.errors.length > 0 || !isMap(doc.contents)) throw new Error(`${file}: expected a YAML map of fields`);
    const missing = entriesOf(doc.contents).filter(({ map }) => !map.has("added"));
    if (missing.length === 0) return;
    const result = withAddedLines(
      source,
      missing.map(({ map, day }) => ({ map, day: day() ?? isoDay(today) })),
    );
    // The text must read back as the same content with the days added: anything else is a bug, never a write.
    const expected = doc.toJS() as unknown;
    const check = parseDocument(result);
    if (check.errors.length > 0) throw new Error(`${file}: the days could not be added without breaking the file`);
    const strip = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === "added" ? undefined : field)));
    if (JSON.stringify(strip(check.toJS())) !== JSON.stringify(strip(expected)))
      throw new Error(`${file}: the days could not be added without changing the rest of the file`);
    writeFileSync(full, result);
    filled[file] = missing.length;
  };

  for (const file of topicFiles(folder))
    rewrite(file, (topic) => {
      const videos = topic.get("videos", true);
      if (!isSeq(videos)) return [];
      return videos.items.filter(isMap).map((video) => ({
        map: video,
        day: () => {
          const id = video.get("youtubeId");
          return typeof id === "string" ? firstDayWith(root, inRepo, id) : undefined;
        },
      }));
    });
  for (const file of paidFiles(folder))
    rewrite(file, (course) => [{ map: course, day: () => firstDayOf(root, path.join(inRepo, file)) }]);
  return filled;
}

if (require.main === module) {
  const folder = process.argv[2] ?? defaultDataDir();
  const filled = backfillAdded(folder);
  const files = Object.entries(filled);
  for (const [file, count] of files) console.log(`${path.join(folder, file)}: ${count} added`);
  console.log(files.length === 0 ? "Every entry has its day already." : `${plural(files.length, "file")} changed.`);
}
