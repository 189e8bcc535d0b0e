import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";
import { AppendError, appendVideo } from "../plugins/corsi-content/appendVideo";
import { dataDir as defaultDataDir } from "../plugins/corsi-content/dataDir";
import { PAID_FOLDER, TOPICS_FOLDER } from "../plugins/corsi-content/files";
import type { FreeVideo } from "../plugins/corsi-content/schema";
import { validateContent } from "../plugins/corsi-content/validate";
import { describeEntry, type Listed, writtenEntries } from "./lib/writtenEntries";
import { formatProblem } from "../plugins/corsi-content/problem";
import { REQUEST_TIMEOUT_MS } from "../plugins/shared/youtube/client";
import { isoDay } from "../plugins/shared/days";
import { plural } from "../plugins/shared/plural";
import { type AddLink, knownTopic, readArguments } from "./addArguments";
import { entryFromYouTube } from "./addFromYouTube";
import { Refusal } from "./addRefusal";

/**
 * `npm run add -- <link> --topic <topic> [--title "…"] [--title-ar "…"]`: one video or playlist at the end of
 * data/topics/<topic>.yaml, its title, channel, language and day filled from YouTube's Data API (YOUTUBE_API_KEY), or,
 * without a key, its title and channel from YouTube's oEmbed (src/content/oembed.ts). It writes nothing, and says
 * why in one line, when the entry is already listed, YouTube has no such public video, the topic is unknown, or
 * YouTube cannot be asked; and it never writes a file `npm run check:content` would refuse. A video that plays on
 * YouTube only is added, and said to. The command line is read in addArguments.ts, YouTube asked in addFromYouTube.ts.
 */

/** What `add` catches, thrown by every part of the command (addRefusal.ts). */
export { Refusal };

export interface AddOptions {
  env?: NodeJS.ProcessEnv;
  /** Each request's longest wait, in milliseconds. */
  timeoutMs?: number;
  /** The day the entry is added (its `added`): today, unless a test says. */
  today?: Date;
}

export interface AddResult {
  /** 0 when the entry was written, 1 when refused. */
  code: number;
  /** What was done and what could not be filled (stdout), or the refusal (stderr), one line each. */
  lines: string[];
}

/** A topic's file under data/, and as the owner sees it. */
const topicFileOf = (topic: string) => `${TOPICS_FOLDER}/${topic}.yaml`;
const fileLabel = (topic: string) => `data/${topicFileOf(topic)}`;

/** Refuses a video or playlist the catalog already lists, saying where. */
function refuseListed(listed: Listed[], link: AddLink): void {
  if (link.kind === "video") {
    const found = listed.find(({ youtubeId }) => youtubeId === link.youtubeId);
    if (found) throw new Refusal(`video ${link.youtubeId} is already listed: ${describeEntry(found)}`);
  } else {
    const found = listed.find(({ playlistId }) => playlistId === link.playlistId);
    if (found) throw new Refusal(`playlist ${link.playlistId} is already listed: ${describeEntry(found)}`);
  }
}

/** The entry, checked as check:content checks the catalog, in a copy of it: the first problem in the topic refuses. */
function checkWouldBe(directory: string, topicFile: string, text: string): void {
  const copy = mkdtempSync(path.join(tmpdir(), "corsi-add-"));
  try {
    for (const folder of [TOPICS_FOLDER, PAID_FOLDER]) {
      const from = path.join(directory, folder);
      if (existsSync(from)) cpSync(from, path.join(copy, folder), { recursive: true });
    }
    writeFileSync(path.join(copy, topicFile), text);
    const problems = validateContent(copy).problems.filter(({ file }) => file === topicFile);
    if (problems.length > 0)
      throw new Refusal(
        `${formatProblem(problems[0])}${problems.length > 1 ? ` (and ${plural(problems.length - 1, "more problem")})` : ""}`,
      );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Writes the entry at the end of the topic's file, once the catalog with it would pass; its number in the file. */
function writeEntry(directory: string, topic: string, entry: FreeVideo): number {
  const topicFile = topicFileOf(topic);
  const fullPath = path.join(directory, topicFile);
  const source = readFileSync(fullPath, "utf8");
  let result: string;
  try {
    result = appendVideo(source, entry);
  } catch (error) {
    if (error instanceof AppendError) throw new Refusal(`${fileLabel(topic)}: ${error.message}`);
    throw error;
  }
  checkWouldBe(directory, topicFile, result);
  writeFileSync(fullPath, result);
  return (parseDocument(result).toJS() as { videos: unknown[] }).videos.length;
}

async function addEntry(
  argv: readonly string[],
  { env = process.env, timeoutMs = REQUEST_TIMEOUT_MS, today = new Date() }: AddOptions,
) {
  const asked = readArguments(argv);
  const directory = defaultDataDir();
  const topic = knownTopic(directory, asked.topic);
  const listed = writtenEntries(directory);
  refuseListed(listed, asked.link);
  const topicFile = topicFileOf(topic);
  const { found, notes } = await entryFromYouTube(asked.link, { env, timeoutMs, listed, topicFile });
  // The day it joins the catalog: /New and the feeds list it from then on.
  const entry: FreeVideo = { ...found, added: isoDay(today) };
  if (asked.title !== undefined) entry.title = asked.title;
  if (asked.titleAr !== undefined) entry.titleAr = asked.titleAr;
  const number = writeEntry(directory, topic, entry);
  return [
    `Added to ${fileLabel(topic)} as video ${number}: ${JSON.stringify(entry.title)} (${entry.youtubeId}` +
      `${entry.playlistId ? `, playlist ${entry.playlistId}` : ""}).`,
    ...notes,
  ];
}

/** Runs the command: the entry written (0), or one line saying why not (1). */
export async function add(argv: readonly string[], options: AddOptions = {}): Promise<AddResult> {
  try {
    return { code: 0, lines: await addEntry(argv, options) };
  } catch (error) {
    if (error instanceof Refusal) return { code: 1, lines: [`Not added: ${error.message}`] };
    throw error;
  }
}

if (require.main === module) {
  add(process.argv.slice(2)).then(
    ({ code, lines }) => {
      for (const line of lines) (code === 0 ? console.log : console.error)(line);
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
