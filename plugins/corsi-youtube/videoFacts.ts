import { plural } from "../shared/plural";
import { PAGE_SIZE } from "../shared/youtube/client";
import { captionsOf, lengthOf, listVideos, publishedDay, viewsOf } from "../shared/youtube/answers";
import { isComplete, isEmbeddable } from "../shared/youtube/availability";
import { troubleSentences } from "../shared/youtube/troubles";
import { type ReadOptions, readCached, type ReadUnit, shelfForAll } from "./cachedReading";

/**
 * Every listed video's facts for one build, read by the build's cached reader (cachedReading.ts): its length, whether
 * it may be embedded, and whether YouTube still serves it at all; and what its card shows of it: the day it was
 * published, its spoken language, whether it has captions, and its views. `videos.list` (part
 * `snippet,contentDetails,status,statistics`) takes 50 ids a call, and a call costs one unit whatever parts it asks. Nothing here fails the build: a video never answered for is unknown (no length, a player, listed), never
 * gone.
 *
 * Gone means one thing only: a complete answer (availability.ts) with well-formed items, which asked for the id and
 * does not include it. A failed, partial or malformed answer proves nothing about the ids it was asked for.
 */

/** What a build knows of one video. */
export type VideoFact =
  ({ readAt: number; served: true; embeddable: boolean } & ShownFacts) | { readAt: number; served: false };

/** What a card shows of a served video, each when YouTube says it (a malformed field is left out alone). */
export interface ShownFacts {
  seconds?: number;
  /** YYYY-MM-DD, UTC. */
  published?: string;
  /** The BCP 47 tag of its spoken language ("ar", "en-US"). */
  audioLanguage?: string;
  captions?: boolean;
  views?: number;
}

/** The one cache entry that keeps every listed video's facts, from one origin. */
export const FACTS_CACHE_KEY = "video-facts";

/** More than this share of the catalog gone in one build hides none (an API's bad day must not empty the site). */
export const MOST_HIDDEN_SHARE = 0.1;

export interface FactsResult {
  /** What is known of each video (from this build or an earlier one); a video absent here is unknown. */
  facts: Map<string, VideoFact>;
  /** The videos to leave out of the site: gone, unless more than MOST_HIDDEN_SHARE of the catalog would be. */
  hidden: Set<string>;
  /** The videos YouTube no longer serves, whether hidden or not (the guard may have kept them). */
  gone: string[];
  calls: number;
}

/** One batch's facts: of the ids its answer holds, and of those it proves gone. */
const readBatch: ReadUnit<VideoFact> = async (client, ids, readAt, note) => {
  const answer = await listVideos(client, ids, ["snippet", "contentDetails", "status", "statistics"]);
  const asked = new Set(ids);
  const facts = new Map<string, VideoFact>();
  for (const video of answer.items) {
    if (!asked.has(video.id)) continue;
    const shown: ShownFacts = {
      seconds: lengthOf(video),
      published: publishedDay(video.snippet),
      audioLanguage: video.snippet?.defaultAudioLanguage,
      captions: captionsOf(video),
      views: viewsOf(video),
    };
    facts.set(video.id, {
      readAt,
      served: true,
      // Only the facts known: the cache keeps no "undefined".
      ...Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== undefined)),
      embeddable: isEmbeddable(video.status),
    });
  }
  const unanswered = ids.filter((id) => !facts.has(id));
  if (isComplete(answer, facts.size)) for (const id of unanswered) facts.set(id, { readAt, served: false });
  // Ids a partial answer left out stay as they were: asked again by the next build.
  else if (unanswered.length > 0) note("malformed", "videos: a partial answer", unanswered);
  return facts;
};

/** Videos answered for without a length, or never answered for. */
const unknownLength = (youtubeIds: readonly string[], facts: ReadonlyMap<string, VideoFact>) =>
  youtubeIds.filter((id) => {
    const fact = facts.get(id);
    return !fact || (fact.served && fact.seconds === undefined);
  }).length;

/** Every listed video's facts, in the site's order (a build that cannot ask for all asks for the first pages' first). */
export async function readVideoFacts(youtubeIds: readonly string[], options: ReadOptions): Promise<FactsResult> {
  const listed = [...new Set(youtubeIds)];
  const goneOf = (facts: ReadonlyMap<string, VideoFact>) => listed.filter((id) => facts.get(id)?.served === false);
  const { entries: facts, calls } = await readCached<VideoFact>(listed, options, {
    label: "Video facts",
    noun: "video",
    why: troubleSentences({
      noKey: () => "YOUTUBE_API_KEY is not set, so no lengths were read (docs/editing-content.md)",
      bound: (detail) => `this build made its most calls for videos (${detail}); a later build reads the rest`,
      notFound: (detail) => `YouTube answered "not found" (${detail})`,
    }),
    kept: "keep what an earlier build read",
    without: "shown without a length",
    shelf: shelfForAll(FACTS_CACHE_KEY),
    batch: PAGE_SIZE,
    read: readBatch,
    summary: (known) =>
      `${plural(unknownLength(listed, known), "video")} without a known length, ` +
      `${goneOf(known).length} no longer served by YouTube`,
  });
  const gone = goneOf(facts);
  const tooMany = gone.length > listed.length * MOST_HIDDEN_SHARE;
  return { facts, hidden: new Set(tooMany ? [] : gone), gone, calls };
}
