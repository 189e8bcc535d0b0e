import { z } from "zod";
import { type ApiReadOptions, dueIds, firstIds, readUnits, troubleSentences } from "./apiReading";
import { plural } from "../shared/plural";
import { ApiTrouble, isoSeconds, PAGE_SIZE } from "./youtubeApi";

/**
 * What YouTube says of each listed video, read at build time like the lessons (apiReading.ts): its length, whether it
 * may be embedded, and whether YouTube still serves it at all. `videos.list` (part `contentDetails,status`) takes 50
 * ids a call; what it answered is kept in Gatsby's cache and asked again once a day. Nothing here fails the build: a
 * video never answered for is unknown (no length, a player, listed), never gone.
 *
 * Gone means one thing only: an answer with status 200 and well-formed items, which asked for the id and does not
 * include it. A failed, partial (more to come) or malformed answer proves nothing about the ids it was asked for.
 */

/** What a build knows of one video. */
export type VideoFact =
  { readAt: number; served: true; seconds?: number; embeddable: boolean } | { readAt: number; served: false };

/** What Gatsby's cache keeps between builds: one entry for the whole catalog, from one origin. */
export interface CachedFacts {
  origin: string;
  facts: Record<string, VideoFact>;
}

export const FACTS_CACHE_KEY = "video-facts";

/** More than this share of the catalog gone in one build hides none (an API's bad day must not empty the site). */
export const MOST_HIDDEN_SHARE = 0.1;

const videosAnswer = z.object({
  nextPageToken: z.string().optional(),
  pageInfo: z.object({ totalResults: z.number().int() }).optional(),
  items: z.array(
    z.object({
      id: z.string(),
      contentDetails: z.object({ duration: z.string().optional() }).optional(),
      status: z.object({ embeddable: z.boolean().optional() }).optional(),
    }),
  ),
});

/** Each Trouble as the log says it, after "Video facts: ". */
const WHY = troubleSentences({
  noKey: () => "YOUTUBE_API_KEY is not set, so no lengths were read (docs/editing-content.md)",
  bound: (detail) => `this build made its most calls for videos (${detail}); a later build reads the rest`,
  notFound: (detail) => `YouTube answered "not found" (${detail})`,
});

function cachedFacts(value: unknown, origin: string): Record<string, VideoFact> {
  const entry = value as Partial<CachedFacts> | undefined;
  return entry && entry.origin === origin && entry.facts && typeof entry.facts === "object" ? entry.facts : {};
}

/** One batch's answer: the facts of the ids it holds, and the ids it proves gone (none unless complete). */
function readAnswer(ids: readonly string[], body: unknown, readAt: number): Map<string, VideoFact> {
  const parsed = videosAnswer.safeParse(body);
  if (!parsed.success)
    throw new ApiTrouble("malformed", `videos: ${parsed.error.issues[0]?.path.join(".") || "not a list"}`);
  const asked = new Set(ids);
  const facts = new Map<string, VideoFact>();
  for (const { id, contentDetails, status } of parsed.data.items) {
    if (!asked.has(id)) continue;
    const seconds = contentDetails?.duration ? isoSeconds(contentDetails.duration) : undefined;
    facts.set(id, {
      readAt,
      served: true,
      // A premiere's or a live stream's P0D is no length.
      ...(seconds ? { seconds } : {}),
      embeddable: status?.embeddable !== false,
    });
  }
  const { nextPageToken, pageInfo } = parsed.data;
  const partial = Boolean(nextPageToken) || (pageInfo !== undefined && pageInfo.totalResults > facts.size);
  if (!partial) for (const id of ids) if (!facts.has(id)) facts.set(id, { readAt, served: false });
  return facts;
}

export interface ReadFactsOptions extends ApiReadOptions {
  /** Every listed video's id, in the site's order (a build that cannot ask for all asks for the first pages' first). */
  youtubeIds: readonly string[];
}

export interface FactsResult {
  /** What is known of each video (from this build or an earlier one); a video absent here is unknown. */
  facts: Map<string, VideoFact>;
  /** The videos to leave out of the site: gone, unless more than MOST_HIDDEN_SHARE of the catalog would be. */
  hidden: Set<string>;
  /** The videos YouTube no longer serves, whether hidden or not (the guard may have kept them). */
  gone: string[];
  calls: number;
}

/**
 * Every video's facts for one build: from the cache when read within a day, else from the API within `maxCalls`
 * (never read first, then the longest unread). A stopping trouble (no key, a refused key, quota, the bound, a server
 * in trouble) stops all reading; the rest keep what an earlier build read. The log says so once per cause.
 */
export async function readVideoFacts(options: ReadFactsOptions): Promise<FactsResult> {
  const { origin, cache, now, maxCalls, info, warn } = options;
  const youtubeIds = [...new Set(options.youtubeIds)];
  const cached = cachedFacts(await cache.get(FACTS_CACHE_KEY), origin);
  const facts = new Map<string, VideoFact>();
  for (const id of youtubeIds) if (cached[id]) facts.set(id, cached[id]);
  const due = dueIds(youtubeIds, (id) => facts.get(id)?.readAt, now);
  const batches: string[][] = [];
  for (let start = 0; start < due.length; start += PAGE_SIZE) batches.push(due.slice(start, start + PAGE_SIZE));
  let read = 0;
  const { troubles, calls } = await readUnits(
    batches,
    options,
    (ids) => ids,
    async (client, ids, note) => {
      const body = await client.get("videos", {
        part: "contentDetails,status",
        id: ids.join(","),
        maxResults: String(PAGE_SIZE),
      });
      const answered = readAnswer(ids, body, now);
      for (const [id, fact] of answered) facts.set(id, fact);
      read += answered.size;
      // Ids a partial answer left out stay as they were: asked again by the next build.
      const unanswered = ids.filter((id) => !answered.has(id));
      if (unanswered.length > 0) note("malformed", "videos: a partial answer", unanswered);
    },
  );
  // Only the videos listed now: a video the owner removed leaves the cache with this build.
  await cache.set(FACTS_CACHE_KEY, { origin, facts: Object.fromEntries(facts) } satisfies CachedFacts);
  for (const [trouble, { detail, ids }] of troubles) {
    const kept = ids.filter((id) => cached[id]).length;
    warn(
      `Video facts: ${WHY[trouble](detail)}. ${plural(ids.length, "video")} not read (${firstIds(ids)}): ` +
        `${kept} keep what an earlier build read, ${ids.length - kept} shown without a length.`,
    );
  }
  const gone = youtubeIds.filter((id) => facts.get(id)?.served === false);
  const tooMany = gone.length > youtubeIds.length * MOST_HIDDEN_SHARE;
  const unknown = youtubeIds.filter((id) => {
    const fact = facts.get(id);
    return !fact || (fact.served && fact.seconds === undefined);
  }).length;
  info(
    `Video facts: ${plural(calls, "YouTube Data API call")} (at most ${maxCalls} a build); ` +
      `${plural(read, "video")} read, ${plural(youtubeIds.length - due.length, "video")} read within a day kept from the cache; ` +
      `${plural(unknown, "video")} without a known length, ${gone.length} no longer served by YouTube.`,
  );
  return { facts, hidden: new Set(tooMany ? [] : gone), gone, calls };
}
