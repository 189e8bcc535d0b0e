import { isDeepStrictEqual } from "node:util";
import type { GatsbyNode } from "gatsby";
import { corsiLanguage } from "../../src/content/languages";
import { shownViews } from "../../src/content/views";
import { checkedContent } from "../corsi-content/checkedContent";
import { catalogReferences } from "../corsi-content/pathChecks";
import { unservedInPaths } from "../corsi-content/paths";
import { listedVideos } from "../corsi-content/catalogOrder";
import { FACTS_TYPE, factsNodeId, type VideoFactsFields } from "../shared/nodeTypes";
import { YOUTUBE_API_CALLS_PER_BUILD } from "../../src/siteManifest";
import { buildReadOptions } from "./cachedReading";
import { readVideoFacts } from "./videoFacts";
import { plural } from "../shared/plural";

/**
 * The VideoFacts nodes: every listed video's facts (videoFacts.ts), read before any page is made, so every consumer of
 * Topic.videos (topic pages, /Free's counts, the search index, the sitemap's pages, /Saved's catalog, the course pages)
 * sees the same list. A node only for a video YouTube answered for, its digest from its facts alone: an unchanged fact
 * changes no node, whenever it was read.
 */

export const FACTS_TYPE_DEFS = `
  """What YouTube says of a listed video, when it answered (plugins/corsi-youtube/videoFacts.ts)."""
  type ${FACTS_TYPE} implements Node @dontInfer {
    youtubeId: String!
    "Its length in seconds, when YouTube gives one."
    seconds: Int
    "False: YouTube lets it play on YouTube only."
    embeddable: Boolean!
    "YouTube no longer serves it: the site leaves it out."
    hidden: Boolean!
    "The day YouTube published it, YYYY-MM-DD."
    published: String
    "The language spoken in it, by Corsi's name (src/content/languages.ts), when Corsi has one for YouTube's tag."
    audioLanguage: String
    "Whether it has captions its owner made."
    captions: Boolean
    "Its views, rounded to what the cards show (src/content/views.ts)."
    views: Float
  }
`;

/** What the site assumes of a video YouTube never answered for: no node is made for one. */
const UNKNOWN: Omit<VideoFactsFields, "youtubeId"> = {
  seconds: null,
  embeddable: true,
  hidden: false,
  published: null,
  audioLanguage: null,
  captions: null,
  views: null,
};

type SourceArgs = Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0];

export async function sourceFactsNodes({ actions, cache, createContentDigest, getNodesByType, reporter }: SourceArgs) {
  const checked = checkedContent();
  const videos = listedVideos(checked);
  const { facts, hidden, gone } = await readVideoFacts(
    videos.map(({ youtubeId }) => youtubeId),
    buildReadOptions({ cache, reporter }, YOUTUBE_API_CALLS_PER_BUILD.videoFacts),
  );
  const where = new Map(videos.map((video) => [video.youtubeId, video]));
  const named = (ids: readonly string[]) =>
    ids
      .map((id) => where.get(id))
      .map((video) => {
        const line = video?.line();
        return `\n  - ${video?.file}${line ? ` line ${line}` : ""}: ${video?.youtubeId} "${video?.title}"`;
      })
      .join("");
  if (gone.length > 0 && hidden.size === 0)
    reporter.warn(
      `Video facts: YouTube no longer serves ${gone.length} of ${videos.length} videos, more than a tenth of the ` +
        `catalog at once, so none is hidden (an answer gone wrong must not empty the site); check them:${named(gone)}`,
    );
  else if (hidden.size > 0)
    reporter.warn(
      `Video facts: YouTube no longer serves ${plural(hidden.size, "video")}, left out of ` +
        `the site until removed from data/:${named([...hidden])}`,
    );
  // A path's course YouTube no longer serves is left out of it too (corsi-content's paths.ts), named with its step.
  const inPaths = unservedInPaths(checked.data, hidden, catalogReferences(Object.values(checked.data), []).playlists);
  if (inPaths) reporter.warn(inPaths);
  const made = new Set<string>();
  for (const [youtubeId, fact] of facts) {
    const fields: VideoFactsFields = fact.served
      ? {
          youtubeId,
          seconds: fact.seconds ?? null,
          embeddable: fact.embeddable,
          hidden: false,
          published: fact.published ?? null,
          audioLanguage: corsiLanguage(fact.audioLanguage) ?? null,
          captions: fact.captions ?? null,
          // What the cards show, not the exact count: a few more views a day change no node, so no page.
          views: fact.views === undefined ? null : shownViews(fact.views),
        }
      : { ...UNKNOWN, youtubeId, hidden: hidden.has(youtubeId) };
    if (isDeepStrictEqual(fields, { ...UNKNOWN, youtubeId })) continue; // as good as unknown
    made.add(factsNodeId(youtubeId));
    actions.createNode({
      id: factsNodeId(youtubeId),
      ...fields,
      internal: { type: FACTS_TYPE, contentDigest: createContentDigest(fields) },
    });
  }
  // This plugin's nodes are kept between builds (gatsby-node.ts): a video no longer listed, or as good as unknown now,
  // loses its node here.
  for (const node of getNodesByType(FACTS_TYPE)) if (!made.has(node.id)) actions.deleteNode(node);
}
