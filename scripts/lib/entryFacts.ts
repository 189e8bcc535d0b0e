import { z } from "zod";
import { LANGUAGES, type LanguageName } from "../../src/content/languages";
import { YOUTUBE_ID_PATTERN } from "../corsi-content/schema";
import { troubleSentences } from "./apiReading";
import { type ApiClient, ApiTrouble, PAGE_SIZE, type Trouble } from "./youtubeApi";

/**
 * What YouTube says about one video or playlist, for a catalog entry (`npm run add`): title, channel, language, the
 * day it was published, and whether anyone may watch it in Corsi's player. From the Data API v3's `videos.list`
 * (snippet, status), `playlists.list` (snippet) and `playlistItems.list`, through youtubeApi.ts's client, so the
 * origin, the key and the way each failure is told apart are the build's.
 */

/** What an entry takes from YouTube. */
export interface Facts {
  title: string;
  channel?: string;
  /** The language tag YouTube gives (defaultAudioLanguage, else defaultLanguage): "ar-EG", "en", "ja". */
  languageTag?: string;
  /** That language as Corsi names it, when Corsi lists it. */
  language?: LanguageName;
  /** The day it was published, YYYY-MM-DD (UTC, as YouTube's publishedAt). */
  published?: string;
}

export interface VideoFacts extends Facts {
  youtubeId: string;
  privacyStatus?: string;
  /** False when the owner turned embedding off: Corsi's player could not show it. */
  embeddable?: boolean;
}

export interface PlaylistFacts extends Facts {
  playlistId: string;
}

/** Corsi's name for a BCP 47 tag, by its base language: "ar-EG" and "ar" are Arabic; undefined when Corsi has none. */
export function corsiLanguage(tag: string | undefined): LanguageName | undefined {
  const base = tag?.split(/[-_]/)[0]?.toLowerCase();
  if (!base) return undefined;
  return (Object.entries(LANGUAGES) as [LanguageName, string][]).find(([, code]) => code === base)?.[0];
}

const text = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value : undefined));

const snippet = z.object({
  title: z.string(),
  channelTitle: text,
  publishedAt: text,
  defaultLanguage: text,
  defaultAudioLanguage: text,
});

const videosPage = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: snippet.optional(),
      status: z.object({ privacyStatus: z.string().optional(), embeddable: z.boolean().optional() }).optional(),
    }),
  ),
});

const playlistsPage = z.object({ items: z.array(z.object({ id: z.string(), snippet })) });

const itemsPage = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      snippet: z.object({ title: z.string(), resourceId: z.object({ videoId: z.string().optional() }) }),
      status: z.object({ privacyStatus: z.string() }).optional(),
    }),
  ),
});

function parsed<Shape extends z.ZodType>(shape: Shape, body: unknown, what: string): z.infer<Shape> {
  const result = shape.safeParse(body);
  if (!result.success) throw new ApiTrouble("malformed", `${what}: ${result.error.issues[0]?.path.join(".")}`);
  return result.data;
}

function factsOf({ title, channelTitle, publishedAt, defaultAudioLanguage, defaultLanguage }: z.infer<typeof snippet>) {
  // The language spoken: the audio's, else the language the title and description are written in.
  const languageTag = defaultAudioLanguage ?? defaultLanguage;
  const day = /^\d{4}-\d{2}-\d{2}(?=T|$)/.exec(publishedAt ?? "")?.[0];
  return {
    title,
    ...(channelTitle ? { channel: channelTitle } : {}),
    ...(languageTag ? { languageTag } : {}),
    ...(corsiLanguage(languageTag) ? { language: corsiLanguage(languageTag) } : {}),
    ...(day ? { published: day } : {}),
  };
}

/** May Corsi's player show it: not private, and its owner lets other sites embed it. Unlisted videos may be shown. */
export const isWatchable = ({ privacyStatus, embeddable }: VideoFacts) =>
  privacyStatus !== "private" && privacyStatus !== "privacyStatusUnspecified" && embeddable !== false;

/** Each video YouTube answers for, by id; a deleted or private video is absent, as YouTube leaves it out. */
export async function readVideos(client: ApiClient, ids: readonly string[]): Promise<Map<string, VideoFacts>> {
  const videos = new Map<string, VideoFacts>();
  for (let start = 0; start < ids.length; start += PAGE_SIZE) {
    const page = parsed(
      videosPage,
      await client.get("videos", { part: "snippet,status", id: ids.slice(start, start + PAGE_SIZE).join(",") }),
      "videos",
    );
    for (const { id, snippet, status } of page.items) {
      if (!snippet) continue;
      videos.set(id, { youtubeId: id, ...factsOf(snippet), ...status });
    }
  }
  return videos;
}

/** The playlist's own title, channel, language and day; undefined when YouTube has no such public playlist. */
export async function readPlaylistFacts(client: ApiClient, playlistId: string): Promise<PlaylistFacts | undefined> {
  const page = parsed(playlistsPage, await client.get("playlists", { part: "snippet", id: playlistId }), "playlists");
  const found = page.items.find(({ id }) => id === playlistId);
  return found ? { playlistId, ...factsOf(found.snippet) } : undefined;
}

/** Titles YouTube gives the place of a video no one may watch (as youtubeApi.ts's reader skips them). */
const UNAVAILABLE_TITLES = new Set(["Private video", "Deleted video"]);
/** Pages of lessons looked through for one that can be watched: 1,000 lessons. */
const MAX_PAGES = 20;

/**
 * The playlist's first lesson anyone can watch in Corsi's player, in the playlist's order: the first item whose video
 * videos.list answers for, public or unlisted and embeddable. Undefined when none is.
 */
export async function firstAvailableLesson(client: ApiClient, playlistId: string): Promise<VideoFacts | undefined> {
  let pageToken: string | undefined;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    const page = parsed(
      itemsPage,
      await client.get("playlistItems", {
        part: "snippet,status",
        playlistId,
        maxResults: String(PAGE_SIZE),
        ...(pageToken ? { pageToken } : {}),
      }),
      "playlistItems",
    );
    const ids = page.items.flatMap(({ snippet, status }) => {
      const { videoId } = snippet.resourceId;
      if (!videoId || !YOUTUBE_ID_PATTERN.test(videoId) || UNAVAILABLE_TITLES.has(snippet.title)) return [];
      return status?.privacyStatus === "private" ? [] : [videoId];
    });
    const videos = ids.length > 0 ? await readVideos(client, ids) : new Map<string, VideoFacts>();
    const first = ids.map((id) => videos.get(id)).find((video) => video !== undefined && isWatchable(video));
    if (first) return first;
    pageToken = page.nextPageToken || undefined;
    if (!pageToken) return undefined;
  }
  return undefined;
}

/** What the owner can do about a trouble, said after the build's sentence for it. */
const ADVICE: Partial<Record<Trouble, string>> = {
  keyRefused: "check it, and that it may use YouTube Data API v3",
  quota: "try again tomorrow",
  serverError: "try again later",
  timeout: "try again later",
  unreachable: "check the connection",
};

/** The build's sentence for each trouble (apiReading.ts), with one entry's words where they differ. */
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
