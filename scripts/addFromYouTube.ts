import type { FreeVideo } from "../plugins/corsi-content/schema";
import { requestFailure } from "../plugins/shared/requests";
import { type ApiClient, apiClient, youtubeApiOrigin } from "../plugins/shared/youtube/client";
import { ApiTrouble } from "../plugins/shared/youtube/troubles";
import { askOEmbed, oembedOrigin } from "../src/content/oembed";
import { watchUrl } from "../src/content/youtube";
import type { AddLink } from "./addArguments";
import { Refusal } from "./addRefusal";
import {
  type EntryFacts,
  firstAvailableLesson,
  readPlaylistEntry,
  readVideoEntries,
  TROUBLE_SENTENCES,
} from "./lib/entryFacts";
import { describeEntry, type Listed } from "./lib/writtenEntries";

/** The entry `npm run add` (add.ts) writes for a link, from YouTube: its Data API's facts with a key, else oEmbed's. */

/** A call YouTube's API may take for one entry: a playlist takes a few pages of lessons at most. */
const MAX_CALLS = 50;

/** The entry but its day added, and what could not be filled, so the owner knows what to add by hand. */
export interface FoundEntry {
  found: Omit<FreeVideo, "added">;
  notes: string[];
}

export interface AskYouTube {
  env: NodeJS.ProcessEnv;
  /** Each request's longest wait, in milliseconds. */
  timeoutMs: number;
  /** The catalog's entries, for a playlist whose first lesson the topic already lists. */
  listed: Listed[];
  /** The topic's file, under data/. */
  topicFile: string;
}

/** The link's entry, from the Data API when YOUTUBE_API_KEY is set, else from oEmbed (a video only). */
export async function entryFromYouTube(link: AddLink, ask: AskYouTube): Promise<FoundEntry> {
  const key = ask.env.YOUTUBE_API_KEY?.trim();
  if (!key) return keylessEntry(link, ask);
  const client = apiClient({ origin: youtubeApiOrigin(ask.env), key, maxCalls: MAX_CALLS, timeoutMs: ask.timeoutMs });
  try {
    return link.kind === "video" ? await videoEntry(client, link.youtubeId) : await playlistEntry(client, link, ask);
  } catch (error) {
    if (error instanceof ApiTrouble) throw new Refusal(TROUBLE_SENTENCES[error.trouble](error.detail));
    throw error;
  }
}

/** A video's title and channel from oEmbed; a playlist is refused, as only the Data API lists its lessons. */
async function keylessEntry(link: AddLink, { env, timeoutMs }: AskYouTube): Promise<FoundEntry> {
  if (link.kind === "playlist")
    throw new Refusal(
      "a playlist needs a YouTube Data API key in YOUTUBE_API_KEY, to find its first lesson anyone can watch " +
        "(docs/editing-content.md says how to get one); or add one of its videos alone, by a link without list=",
    );
  const facts = await oembedFacts(link.youtubeId, env, timeoutMs);
  return {
    found: { youtubeId: link.youtubeId, title: facts.title, ...(facts.channel ? { channel: facts.channel } : {}) },
    notes: [
      "YOUTUBE_API_KEY is not set, so YouTube's oEmbed gave the title and channel only: 'language' and 'published' " +
        "were left out (add them by hand, or set a key: docs/editing-content.md).",
    ],
  };
}

async function videoEntry(client: ApiClient, youtubeId: string): Promise<FoundEntry> {
  const video = (await readVideoEntries(client, [youtubeId])).get(youtubeId);
  if (!video) throw new Refusal(`YouTube has no public video ${youtubeId}: it is deleted or private`);
  const notes = [languageNote(video, "the video")].filter((note) => note !== undefined);
  // Its card keeps its poster and its Watch on YouTube link, without a player (decision 0023).
  if (!video.playsInCorsi)
    notes.push(
      "It will play on YouTube only: its owner does not let other sites embed it, so its card has the " +
        "Watch on YouTube link and no player.",
    );
  return { found: { youtubeId, ...pick(video) }, notes };
}

/** A playlist's entry: its own facts, and its first lesson anyone can watch in Corsi's player as its video. */
async function playlistEntry(
  client: ApiClient,
  { playlistId }: Extract<AddLink, { kind: "playlist" }>,
  { listed, topicFile }: AskYouTube,
): Promise<FoundEntry> {
  const playlist = await readPlaylistEntry(client, playlistId);
  if (!playlist) throw new Refusal(`YouTube has no public playlist ${playlistId}: it is deleted or private`);
  const first = await firstAvailableLesson(client, playlistId);
  if (!first) throw new Refusal(`playlist ${playlistId} has no lesson anyone can watch in Corsi's player`);
  const inTopic = listed.find(({ file, youtubeId }) => file === `data/${topicFile}` && youtubeId === first.youtubeId);
  if (inTopic)
    throw new Refusal(
      `the playlist's first lesson, video ${first.youtubeId}, is already listed: ${describeEntry(inTopic)}`,
    );
  // A playlist seldom names its language; its first lesson's spoken language is the course's then.
  const language = playlist.language ? playlist : first.language ? first : playlist;
  const found = { youtubeId: first.youtubeId, ...pick({ ...playlist, language: language.language }), playlistId };
  const notes =
    language === first
      ? [`The playlist names no language; 'language' is its first lesson's (${first.languageTag}).`]
      : [languageNote(playlist, "the playlist")].filter((note) => note !== undefined);
  return { found, notes };
}

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

/** The fields an entry takes from YouTube's facts. */
function pick({ title, channel, language, published }: EntryFacts): Omit<FreeVideo, "youtubeId" | "added"> {
  return {
    title,
    ...(channel ? { channel } : {}),
    ...(language ? { language } : {}),
    ...(published ? { published } : {}),
  };
}
