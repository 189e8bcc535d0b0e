import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseDocument } from "yaml";
import { AppendError, appendVideo } from "../plugins/corsi-content/appendVideo";
import { dataDir as defaultDataDir } from "../plugins/corsi-content/dataDir";
import { PAID_FOLDER, TOPICS_FOLDER } from "../plugins/corsi-content/files";
import type { FreeVideo } from "../plugins/corsi-content/schema";
import { topicFiles, validateContent } from "../plugins/corsi-content/validate";
import { describeEntry, writtenEntries } from "./lib/writtenEntries";
import { formatProblem } from "../plugins/corsi-content/problem";
import { readAdminTexts } from "../plugins/corsi-content/adminTexts";
import { requestFailure } from "../plugins/shared/requests";
import { apiClient, REQUEST_TIMEOUT_MS, youtubeApiOrigin } from "../plugins/shared/youtube/client";
import { ApiTrouble } from "../plugins/shared/youtube/troubles";
import { askOEmbed, oembedOrigin } from "../src/content/oembed";
import { isoDay } from "../plugins/shared/days";
import { watchUrl } from "../src/content/youtube";
import { parseYouTubeLink } from "../src/content/youtubeLink";
import {
  type EntryFacts,
  firstAvailableLesson,
  readPlaylistEntry,
  readVideoEntries,
  TROUBLE_SENTENCES,
} from "./lib/entryFacts";
import { plural } from "../plugins/shared/plural";

/**
 * `npm run add -- <link> --topic <topic> [--title "…"] [--title-ar "…"]`: one video or playlist at the end of
 * data/topics/<topic>.yaml, its title, channel, language and day filled from YouTube's Data API (YOUTUBE_API_KEY), or,
 * without a key, its title and channel from YouTube's oEmbed (src/content/oembed.ts). It writes nothing, and says
 * why in one line, when the entry is already listed, YouTube has no such public video, the topic is unknown, or
 * YouTube cannot be asked; and it never writes a file `npm run check:content` would refuse. A video that plays on
 * YouTube only is added, and said to.
 */

const USAGE = 'npm run add -- <YouTube link> --topic <topic file name> [--title "…"] [--title-ar "…"]';

/** A call YouTube's API may take for one entry: a playlist takes a few pages of lessons at most. */
const MAX_CALLS = 50;

/** Why nothing was written: one line. */
export class Refusal extends Error {}

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

const fileLabel = (name: string) => `data/${TOPICS_FOLDER}/${name}.yaml`;

/** The title and channel from YouTube's oEmbed (at CORSI_OEMBED_ORIGIN in tests), which needs no key. */
async function oembedFacts(youtubeId: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<EntryFacts> {
  const answer = await askOEmbed(oembedOrigin(env), watchUrl({ youtubeId }), { timeoutMs });
  switch (answer.kind) {
    case "found":
      return { title: answer.title, ...(answer.channel ? { channel: answer.channel } : {}) };
    case "untitled":
      throw new Refusal("YouTube's oEmbed answer has no title (not as documented)");
    // 401 is a private video or one that plays on YouTube only: only the Data API tells them apart.
    case "refused":
      throw new Refusal(
        answer.status === 401
          ? `YouTube's oEmbed does not describe video ${youtubeId} (401): it is private, or plays on YouTube only ` +
              "(with YOUTUBE_API_KEY set, the command tells which, and adds the second)"
          : `YouTube has no public video ${youtubeId}: it is deleted or private (oEmbed: ${answer.status})`,
      );
    case "failed":
      throw new Refusal(`YouTube's oEmbed answered with an error (HTTP ${answer.status}): try again later`);
    case "unanswered": {
      const why = requestFailure(answer.error, timeoutMs);
      throw new Refusal(
        answer.timedOut
          ? `YouTube's oEmbed did not answer (${why}): try again later`
          : `YouTube's oEmbed could not be asked (${why})`,
      );
    }
  }
}

/** What could not be filled, so the owner knows what to add by hand. */
function languageNote(facts: EntryFacts, what: string): string | undefined {
  if (facts.language) return undefined;
  return facts.languageTag
    ? `YouTube says ${what}'s language is "${facts.languageTag}", which Corsi does not list, so 'language' was left out.`
    : `YouTube names no language for ${what}, so 'language' was left out: add it if you know it.`;
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

async function addEntry(
  argv: readonly string[],
  { env = process.env, timeoutMs = REQUEST_TIMEOUT_MS, today = new Date() }: AddOptions,
) {
  let values: { topic?: string; title?: string; "title-ar"?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: { topic: { type: "string" }, title: { type: "string" }, "title-ar": { type: "string" } },
      allowPositionals: true,
    }));
  } catch (error) {
    // Node's own sentence ("Unknown option '--titel'"), without its advice about '--'.
    const message = String((error as { message?: unknown })?.message ?? error).split(/\. /)[0];
    throw new Refusal(`${message}; usage: ${USAGE}`);
  }
  if (positionals.length !== 1)
    throw new Refusal(`${positionals.length === 0 ? "no link given" : "one link at a time"}; usage: ${USAGE}`);
  if (values.topic === undefined) throw new Refusal(`no --topic given; usage: ${USAGE}`);

  const [text] = positionals;
  const link = parseYouTubeLink(text);
  // The refusal in the editor's words (data/admin.yaml).
  if (link.kind === "invalid")
    throw new Refusal(`${JSON.stringify(text)}: ${readAdminTexts().linkRefusals[link.reason]}`);

  const directory = defaultDataDir();
  const topics = topicFiles(directory).map((file) => path.basename(file, ".yaml"));
  const topic = values.topic.replace(/\.yaml$/, "");
  if (!topics.includes(topic))
    throw new Refusal(
      `there is no topic ${JSON.stringify(values.topic)} in data/${TOPICS_FOLDER}/: the topics are ${topics.join(", ")}`,
    );
  const topicFile = `${TOPICS_FOLDER}/${topic}.yaml`;

  const listed = writtenEntries(directory);
  if (link.kind === "video") {
    const found = listed.find(({ youtubeId }) => youtubeId === link.youtubeId);
    if (found) throw new Refusal(`video ${link.youtubeId} is already listed: ${describeEntry(found)}`);
  } else {
    const found = listed.find(({ playlistId }) => playlistId === link.playlistId);
    if (found) throw new Refusal(`playlist ${link.playlistId} is already listed: ${describeEntry(found)}`);
  }

  const notes: string[] = [];
  let found: Omit<FreeVideo, "added">;
  const key = env.YOUTUBE_API_KEY?.trim();
  if (!key) {
    if (link.kind === "playlist")
      throw new Refusal(
        "a playlist needs a YouTube Data API key in YOUTUBE_API_KEY, to find its first lesson anyone can watch " +
          "(docs/editing-content.md says how to get one); or add one of its videos alone, by a link without list=",
      );
    const facts = await oembedFacts(link.youtubeId, env, timeoutMs);
    found = { youtubeId: link.youtubeId, title: facts.title, ...(facts.channel ? { channel: facts.channel } : {}) };
    notes.push(
      "YOUTUBE_API_KEY is not set, so YouTube's oEmbed gave the title and channel only: 'language' and 'published' " +
        "were left out (add them by hand, or set a key: docs/editing-content.md).",
    );
  } else {
    const client = apiClient({ origin: youtubeApiOrigin(env), key, maxCalls: MAX_CALLS, timeoutMs });
    try {
      if (link.kind === "video") {
        const video = (await readVideoEntries(client, [link.youtubeId])).get(link.youtubeId);
        if (!video) throw new Refusal(`YouTube has no public video ${link.youtubeId}: it is deleted or private`);
        found = { youtubeId: link.youtubeId, ...pick(video) };
        notes.push(...[languageNote(video, "the video")].filter((note) => note !== undefined));
        // Its card keeps its poster and its Watch on YouTube link, without a player (decision 0023).
        if (!video.playsInCorsi)
          notes.push(
            "It will play on YouTube only: its owner does not let other sites embed it, so its card has the " +
              "Watch on YouTube link and no player.",
          );
      } else {
        const playlist = await readPlaylistEntry(client, link.playlistId);
        if (!playlist) throw new Refusal(`YouTube has no public playlist ${link.playlistId}: it is deleted or private`);
        const first = await firstAvailableLesson(client, link.playlistId);
        if (!first) throw new Refusal(`playlist ${link.playlistId} has no lesson anyone can watch in Corsi's player`);
        const inTopic = listed.find(
          ({ file, youtubeId }) => file === `data/${topicFile}` && youtubeId === first.youtubeId,
        );
        if (inTopic)
          throw new Refusal(
            `the playlist's first lesson, video ${first.youtubeId}, is already listed: ${describeEntry(inTopic)}`,
          );
        // A playlist seldom names its language; its first lesson's spoken language is the course's then.
        const language = playlist.language ? playlist : first.language ? first : playlist;
        found = {
          youtubeId: first.youtubeId,
          ...pick({ ...playlist, language: language.language }),
          playlistId: link.playlistId,
        };
        if (language === first)
          notes.push(`The playlist names no language; 'language' is its first lesson's (${first.languageTag}).`);
        else notes.push(...[languageNote(playlist, "the playlist")].filter((note) => note !== undefined));
      }
    } catch (error) {
      if (error instanceof ApiTrouble) throw new Refusal(TROUBLE_SENTENCES[error.trouble](error.detail));
      throw error;
    }
  }
  // The day it joins the catalog: /New and the feeds list it from then on.
  const entry: FreeVideo = { ...found, added: isoDay(today) };
  if (values.title !== undefined) entry.title = values.title;
  if (values["title-ar"] !== undefined) entry.titleAr = values["title-ar"];

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
  const number = (parseDocument(result).toJS() as { videos: unknown[] }).videos.length;
  return [
    `Added to ${fileLabel(topic)} as video ${number}: ${JSON.stringify(entry.title)} (${entry.youtubeId}` +
      `${entry.playlistId ? `, playlist ${entry.playlistId}` : ""}).`,
    ...notes,
  ];
}

/** The fields an entry takes from YouTube's facts. */
function pick({ title, channel, language, published }: EntryFacts): Omit<FreeVideo, "youtubeId" | "added"> {
  return {
    title,
    ...(channel ? { channel } : {}),
    ...(language ? { language } : {}),
    ...(published ? { published } : {}),
  };
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
