import type { GatsbyNode, Node } from "gatsby";
import { inListedOrder } from "../corsi-content/catalogOrder";
import { TOPIC_TYPE_NAME } from "../corsi-content/files";
import type { TopicNode } from "../corsi-content/nodes";
import { THUMBNAIL_TYPE, thumbnailNodeId } from "../shared/nodeTypes";
import { mapLimited } from "../shared/requests";
import { cardImageResolvers, type ThumbnailNode } from "./cardImages";
import { type CroppedCache, forgetUnlisted, openCroppedCache } from "./croppedCache";
import { type FetchOutcome, fetchThumbnails, PARALLEL_REQUESTS } from "./fetchThumbnails";
import { thumbnailOrigin } from "./thumbnails";

/**
 * Each video's thumbnail, fetched once at build time, cropped, and handed to Gatsby's image pipeline
 * (gatsby-plugin-sharp makes its WebP files), so visitors get it from Corsi's own origin and never contact YouTube
 * before they press play. A thumbnail that cannot be fetched never fails the build: that card keeps its drawn poster.
 *
 * The plugin reads the videos from the Topic nodes gatsby-transformer-yaml made of data/topics (no second parse of the
 * YAML), and makes one VideoThumbnail node per video; FreeVideo.thumbnail links to it by youtubeId
 * (plugins/corsi-content/gatsby-node.ts), and its `image` field gives the card's files.
 */

interface ListedVideo {
  /** The topic's data file, for the owner: `data/topics/<topic>.yaml`. */
  file: string;
  youtubeId: string;
  title: string;
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    """What the build knows of a listed video's thumbnail (FreeVideo.thumbnail links to it by youtubeId)."""
    type ${THUMBNAIL_TYPE} implements Node @dontInfer {
      youtubeId: String!
      "Whether the build has a picture for this video's card."
      found: Boolean!
      "The size it was cut from (maxresdefault, hq720, sddefault, hqdefault), when found."
      source: String
      "Why there is none: the sizes refused, the host that could not be reached, or a later build's turn."
      reason: String
      "When the host was last asked about it (a warm build reuses the answer for a while)."
      checkedAt: Date @dateformat
    }

    """A card's picture as the page writes it: WebP files at CARD_WIDTHS (plugins/corsi-thumbnails/thumbnails.ts)."""
    type CardImage {
      "The widest file."
      src: String!
      "Every width, for the browser to choose from (\`srcset\`)."
      srcSet: String!
      width: Int!
      height: Int!
    }
  `);
};

/**
 * This plugin's nodes are made in createPages, after Gatsby has deleted every node no sourceNodes touched: left to
 * Gatsby, every VideoThumbnail would be deleted and made again on each build, and every page showing a card would run
 * its query again for an unchanged picture. Declared stateful, they are kept, and createPages deletes those of the
 * videos no longer listed; one made again unchanged is only touched.
 */
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ actions }) => {
  actions.enableStatefulSourceNodes?.();
};

/**
 * The thumbnails, once the Topic nodes exist: gatsby-source-filesystem does not wait for the transformers' nodes
 * before the next plugin's sourceNodes runs, and Gatsby waits for every node created here (and by the plugins that
 * react to them) before it runs a query. Every listed video, in the site's order (a build that cannot make every
 * thumbnail makes the first pages' first), gets its node; the videos no longer listed lose theirs.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, cache: gatsbyCache, getNode, getNodesByType, reporter } = args;
  const origin = thumbnailOrigin();
  const fileOf = (topic: TopicNode) => {
    const file = topic.parent ? getNode(topic.parent) : undefined;
    return `data/${typeof file?.relativePath === "string" ? file.relativePath : "topics"}`;
  };
  const videos: ListedVideo[] = inListedOrder(getNodesByType(TOPIC_TYPE_NAME) as unknown as TopicNode[]).map(
    ({ topic, video: { youtubeId, title } }) => ({ file: fileOf(topic), youtubeId, title }),
  );
  const now = Date.now();
  const cache = await openCroppedCache(gatsbyCache.directory);
  const fetched = await fetchThumbnails(videos, { cache, origin, now, reporter });
  const listed = new Set(videos.map(({ youtubeId }) => youtubeId));
  await forgetUnlisted(cache, listed);
  // The kept nodes' digests, read in one pass over the type rather than one read per video.
  const keptDigests = new Map<string, string>();
  for (const node of getNodesByType(THUMBNAIL_TYPE) as ThumbnailNode[])
    if (listed.has(node.youtubeId)) keptDigests.set(node.id, node.internal.contentDigest);
    else actions.deleteNode(node);
  await mapLimited(videos, PARALLEL_REQUESTS, (video) =>
    makeNode(video, { args, cache, origin, fetched, keptDigests }),
  );
  await cache.save();
};

/** A listed video's VideoThumbnail node: its picture, or why it has none (and a warning naming its entry). */
async function makeNode(
  { file, youtubeId, title }: ListedVideo,
  {
    args: { actions, createContentDigest, reporter },
    cache,
    origin,
    fetched,
    keptDigests,
  }: {
    args: Parameters<NonNullable<GatsbyNode["createPages"]>>[0];
    cache: CroppedCache;
    origin: string;
    fetched: FetchOutcome;
    keptDigests: ReadonlyMap<string, string>;
  },
): Promise<void> {
  const entry = cache.known[youtubeId];
  const fromHere = entry !== undefined && entry.origin === origin;
  let digest: string | undefined;
  if (fromHere && entry.found && cache.kept.has(youtubeId)) digest = entry.digest ??= await cache.digestOf(youtubeId);
  const bytes = digest !== undefined;
  const missing = fromHere && !entry.found ? entry.reason : fetched.unanswered.get(youtubeId);
  if (missing && !bytes)
    reporter.warn(
      `Thumbnail missing, the card keeps its drawn poster: ${file}: video ${youtubeId} ("${title}"): ${missing}`,
    );
  const waiting = fetched.reachable
    ? "fetched by a later build (see NEW_THUMBNAILS_PER_BUILD)"
    : `${origin} could not be reached`;
  const fields = {
    youtubeId,
    found: bytes,
    source: bytes && entry?.found ? entry.name : null,
    reason: bytes ? null : (missing ?? waiting),
    checkedAt: fromHere ? new Date(entry.checkedAt).toISOString() : null,
    picture: digest !== undefined ? { path: cache.pathOf(youtubeId), digest } : null,
  } satisfies Omit<ThumbnailNode, keyof Node>;
  const id = thumbnailNodeId(youtubeId);
  // Of its text, in this fixed order of fields: Gatsby's digest of an object walks and sorts its keys first.
  const contentDigest = createContentDigest(JSON.stringify(fields));
  // The node kept from the last build (onPluginInit) when nothing about it changed: not made again.
  if (keptDigests.get(id) === contentDigest) return;
  await actions.createNode({ id, ...fields, internal: { type: THUMBNAIL_TYPE, contentDigest } });
}

/** VideoThumbnail.image and PaidCourse.picture: a card's WebP files (cardImages.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = (args) => cardImageResolvers(args);
