import { z } from "zod";
import { type ApiClient, PAGE_SIZE } from "./client";
import { ApiTrouble } from "./troubles";

/**
 * What the Data API answers, in the one set of shapes every reader of it uses (the build's lessons and video facts,
 * `npm run add`): each list call is asked here, and an answer that is not as documented is a "malformed" trouble.
 * Only the fields Corsi reads are named; YouTube's others pass unread.
 */

/** A text YouTube may leave empty: undefined then. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value : undefined));

/**
 * A fact Corsi only shows (a date, a language, the captions, the views): when it is not as documented, it alone is
 * left out, and the rest of the answer (the lengths and availability the site's lists depend on) still reads.
 */
const shownOnly = <Shape extends z.ZodType>(shape: Shape) => shape.optional().catch(undefined);

/** A video's or a playlist's snippet. */
const snippet = z.object({
  title: z.string(),
  channelTitle: optionalText,
  publishedAt: shownOnly(optionalText),
  defaultLanguage: shownOnly(optionalText),
  defaultAudioLanguage: shownOnly(optionalText),
});

const videoStatus = z.object({ privacyStatus: z.string().optional(), embeddable: z.boolean().optional() });

/** videos.list: each video asked for that YouTube serves, with the parts asked. */
const videosAnswer = z.object({
  nextPageToken: z.string().optional(),
  pageInfo: z.object({ totalResults: z.number().int() }).optional(),
  items: z.array(
    z.object({
      id: z.string(),
      // A snippet not as documented (its title missing) is left out: the build's facts read its dates only.
      snippet: shownOnly(snippet),
      contentDetails: z
        .object({ duration: z.string().optional(), caption: shownOnly(z.enum(["true", "false"])) })
        .optional(),
      status: videoStatus.optional(),
      // viewCount is a decimal string (an unsigned 64-bit number in JSON's strings), as YouTube writes it.
      statistics: shownOnly(z.object({ viewCount: shownOnly(z.string().regex(/^\d+$/)) })),
    }),
  ),
});

/** playlists.list: the playlist asked for, when YouTube has it public. */
const playlistsAnswer = z.object({ items: z.array(z.object({ id: z.string(), snippet })) });

/** playlistItems.list: one page of a playlist's items, in the playlist's order. */
const playlistItemsAnswer = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      snippet: z.object({
        title: z.string(),
        position: z.number().int(),
        resourceId: z.object({ videoId: z.string().optional() }),
      }),
      status: z.object({ privacyStatus: z.string() }).optional(),
    }),
  ),
});

export type Snippet = z.infer<typeof snippet>;
export type VideoStatus = z.infer<typeof videoStatus>;
export type VideosAnswer = z.infer<typeof videosAnswer>;
export type VideoItem = VideosAnswer["items"][number];
export type PlaylistItem = z.infer<typeof playlistItemsAnswer>["items"][number];

/** The answer in its shape, or a "malformed" trouble naming the first place it is not. */
export function parsed<Shape extends z.ZodType>(shape: Shape, body: unknown, what: string): z.infer<Shape> {
  const result = shape.safeParse(body);
  if (!result.success)
    throw new ApiTrouble("malformed", `${what}: ${result.error.issues[0]?.path.join(".") || "not a list"}`);
  return result.data;
}

/** The parts of a video Corsi asks for. */
export type VideoPart = "snippet" | "contentDetails" | "status" | "statistics";

/** videos.list for at most PAGE_SIZE ids: those it leaves out are deleted, private, or never were. */
export async function listVideos(
  client: ApiClient,
  ids: readonly string[],
  parts: readonly VideoPart[],
): Promise<VideosAnswer> {
  const body = await client.get("videos", {
    part: parts.join(","),
    id: ids.join(","),
    maxResults: String(PAGE_SIZE),
  });
  return parsed(videosAnswer, body, "videos");
}

/** A playlist's snippet; undefined when YouTube has no such public playlist. */
export async function playlistSnippet(client: ApiClient, playlistId: string): Promise<Snippet | undefined> {
  const page = parsed(playlistsAnswer, await client.get("playlists", { part: "snippet", id: playlistId }), "playlists");
  return page.items.find(({ id }) => id === playlistId)?.snippet;
}

/** One page of a playlist's items: the first, or the one `pageToken` (the page before's nextPageToken) names. */
export async function playlistItemsPage(client: ApiClient, playlistId: string, pageToken?: string) {
  const body = await client.get("playlistItems", {
    part: "snippet,status",
    playlistId,
    maxResults: String(PAGE_SIZE),
    ...(pageToken ? { pageToken } : {}),
  });
  const page = parsed(playlistItemsAnswer, body, "playlistItems");
  return { items: page.items, nextPageToken: page.nextPageToken || undefined };
}

/** Seconds of an ISO 8601 duration as the API writes it (PT1H2M3S, P1DT2H); undefined for anything else. */
export function isoSeconds(duration: string): number | undefined {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (!match || duration === "P" || duration.endsWith("T")) return undefined;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

/** A video's length in seconds, when its answer gives one: a premiere's or a live stream's P0D is none. */
export function lengthOf({ contentDetails }: VideoItem): number | undefined {
  const seconds = contentDetails?.duration ? isoSeconds(contentDetails.duration) : undefined;
  return seconds || undefined;
}

/** The day YouTube says it was published, YYYY-MM-DD (UTC, as publishedAt writes it); undefined without one. */
export function publishedDay(snippet: Pick<Snippet, "publishedAt"> | undefined): string | undefined {
  return /^\d{4}-\d{2}-\d{2}(?=T|$)/.exec(snippet?.publishedAt ?? "")?.[0];
}

/** Whether it has captions the owner made (`caption`: "true"), when the answer says. */
export function captionsOf({ contentDetails }: VideoItem): boolean | undefined {
  const caption = contentDetails?.caption;
  return caption === undefined ? undefined : caption === "true";
}

/** How many times it was watched, when the answer says (a number too large to be exact is still a fair count). */
export function viewsOf({ statistics }: VideoItem): number | undefined {
  return statistics?.viewCount === undefined ? undefined : Number(statistics.viewCount);
}
