import { corsiLanguage, type LanguageName } from "../../src/content/languages";
import { type ApiClient, PAGE_SIZE } from "../../plugins/shared/youtube/client";
import {
  listVideos,
  playlistItemsPage,
  playlistSnippet,
  publishedDay,
  type Snippet,
} from "../../plugins/shared/youtube/answers";
import { itemVideoId, playsInCorsi } from "../../plugins/shared/youtube/availability";
import { type Trouble, troubleSentences } from "../../plugins/shared/youtube/troubles";

/**
 * What YouTube says of one video or playlist for a new catalog entry (`npm run add`): its entry facts, the title,
 * channel, language and day it was published, and whether Corsi's player may show it. From the Data API's
 * `videos.list` (snippet, status), `playlists.list` and `playlistItems.list`, through the build's client, shapes and
 * availability rules (plugins/shared/youtube/).
 */

/** What an entry takes from YouTube. */
export interface EntryFacts {
  title: string;
  channel?: string;
  /** The language tag YouTube gives (defaultAudioLanguage, else defaultLanguage): "ar-EG", "en", "ja". */
  languageTag?: string;
  /** That language as Corsi names it, when Corsi lists it. */
  language?: LanguageName;
  /** The day it was published, YYYY-MM-DD (UTC, as YouTube's publishedAt). */
  published?: string;
}

export interface VideoEntryFacts extends EntryFacts {
  youtubeId: string;
  /** Whether Corsi's player may show it; when not, its card keeps the Watch on YouTube link only. */
  playsInCorsi: boolean;
}

export interface PlaylistEntryFacts extends EntryFacts {
  playlistId: string;
}

function entryFacts({ title, channelTitle, publishedAt, defaultAudioLanguage, defaultLanguage }: Snippet): EntryFacts {
  // The language spoken: the audio's, else the language the title and description are written in.
  const languageTag = defaultAudioLanguage ?? defaultLanguage;
  const day = publishedDay({ publishedAt });
  const language = corsiLanguage(languageTag);
  return {
    title,
    ...(channelTitle ? { channel: channelTitle } : {}),
    ...(languageTag ? { languageTag } : {}),
    ...(language ? { language } : {}),
    ...(day ? { published: day } : {}),
  };
}

/** Each video YouTube serves, by id; a deleted or private video is absent, as YouTube leaves it out. */
export async function readVideoEntries(
  client: ApiClient,
  ids: readonly string[],
): Promise<Map<string, VideoEntryFacts>> {
  const videos = new Map<string, VideoEntryFacts>();
  for (let start = 0; start < ids.length; start += PAGE_SIZE) {
    const answer = await listVideos(client, ids.slice(start, start + PAGE_SIZE), ["snippet", "status"]);
    for (const { id, snippet, status } of answer.items) {
      if (!snippet) continue;
      videos.set(id, { youtubeId: id, ...entryFacts(snippet), playsInCorsi: playsInCorsi(status) });
    }
  }
  return videos;
}

/** The playlist's own title, channel, language and day; undefined when YouTube has no such public playlist. */
export async function readPlaylistEntry(
  client: ApiClient,
  playlistId: string,
): Promise<PlaylistEntryFacts | undefined> {
  const snippet = await playlistSnippet(client, playlistId);
  return snippet ? { playlistId, ...entryFacts(snippet) } : undefined;
}

/** Pages of lessons looked through for one that can be watched, before the playlist is said to have none. */
const MAX_PAGES = 20;

/**
 * The playlist's first lesson Corsi's player may show, in the playlist's order: the first item anyone may watch whose
 * video videos.list answers for, and may be embedded. Undefined when none is.
 */
export async function firstAvailableLesson(
  client: ApiClient,
  playlistId: string,
): Promise<VideoEntryFacts | undefined> {
  let pageToken: string | undefined;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    const page = await playlistItemsPage(client, playlistId, pageToken);
    const ids = page.items.flatMap((item) => itemVideoId(item) ?? []);
    const videos = ids.length > 0 ? await readVideoEntries(client, ids) : new Map<string, VideoEntryFacts>();
    const first = ids.map((id) => videos.get(id)).find((video) => video?.playsInCorsi);
    if (first) return first;
    pageToken = page.nextPageToken;
    if (!pageToken) return undefined;
  }
  return undefined;
}

/** What the owner can do about a trouble, said after the sentence for it. */
const ADVICE: Partial<Record<Trouble, string>> = {
  keyRefused: "check it, and that it may use YouTube Data API v3",
  quota: "try again tomorrow",
  serverError: "try again later",
  timeout: "try again later",
  unreachable: "check the connection",
};

/** The build's sentence for each trouble, with one entry's words where they differ. */
const SAID = troubleSentences({
  noKey: () => "YOUTUBE_API_KEY is not set",
  bound: (detail) => `too many calls to YouTube's API for one entry (${detail})`,
  notFound: (detail) => `YouTube has no such video or playlist (${detail})`,
});

/** Each way a call fails, as one sentence for the owner (after "Not added: "), with what to do where there is a thing. */
export const TROUBLE_SENTENCES = Object.fromEntries(
  (Object.keys(SAID) as Trouble[]).map((trouble) => [
    trouble,
    (detail: string) => [SAID[trouble](detail), ADVICE[trouble]].filter(Boolean).join(": "),
  ]),
) as Record<Trouble, (detail: string) => string>;
