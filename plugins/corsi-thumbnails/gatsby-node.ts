import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { generateImageData } from "gatsby-plugin-sharp";
import sharp from "sharp";
import { PAID_TYPE_NAME, TOPIC_TYPE_NAME } from "../corsi-content/files";
import type { Topic } from "../corsi-content/schema";
import type { NodeModel } from "../shared/nodeModel";
import { mapLimited, requestFailure } from "../shared/requests";
import {
  bestThumbnail,
  CARD_IMAGE_ARGS,
  LARGEST_CARD_WIDTH,
  needsFetch,
  plannedFetches,
  sixteenByNine,
  thumbnailOrigin,
  thumbnailsPerBuild,
  thumbnailSourceUrl,
  type CacheEntry,
  type ImageAnswer,
  type ThumbnailName,
} from "./thumbnails";
import { THUMBNAIL_TYPE } from "../shared/nodeTypes";

/**
 * Each video's thumbnail, fetched once at build time, cropped, and handed to Gatsby's image pipeline
 * (gatsby-plugin-sharp makes its WebP files), so visitors get it from Corsi's own origin and never contact YouTube
 * before they press play. A thumbnail that cannot be fetched never fails the build: that card keeps its drawn poster.
 *
 * The plugin reads the videos from the Topic nodes gatsby-transformer-yaml made of data/topics (no second parse of the
 * YAML), and makes one VideoThumbnail node per video; FreeVideo.thumbnail links to it by youtubeId
 * (plugins/corsi-content/gatsby-node.ts), and its `image` field gives the card's files.
 */

/** The first request decides whether the host can be reached at all: offline, this is all a build waits. */
const PROBE_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 15000;
const PARALLEL_REQUESTS = 8;

interface ListedVideo {
  /** The topic's data file, for the owner: `data/topics/<topic>.yaml`. */
  file: string;
  youtubeId: string;
  title: string;
}

type TopicNode = Node & Topic;

/**
 * Every video of the Topic nodes, once each, in the order the site lists them (topics by position, then title; each
 * topic's videos as its file lists them): a build that cannot make every thumbnail makes the first pages' first.
 */
function listedVideos(topics: TopicNode[], fileOf: (topic: TopicNode) => string): ListedVideo[] {
  const ordered = [...topics].sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
  const seen = new Set<string>();
  const videos: ListedVideo[] = [];
  for (const topic of ordered)
    for (const { youtubeId, title } of topic.videos) {
      if (seen.has(youtubeId)) continue;
      seen.add(youtubeId);
      videos.push({ file: fileOf(topic), youtubeId, title });
    }
  return videos;
}

async function fetchImage(url: string, timeoutMs: number): Promise<ImageAnswer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * The 16:9 picture of a fetched thumbnail, as a JPEG for Gatsby's pipeline to resize and encode, no wider than the
 * widest file a card uses. Scaled and cut in one step (sharp's `cover`): a 1280 px JPEG is then decoded at half size
 * (shrink-on-load), about half the work of cutting first and scaling after.
 */
async function cropped(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes);
  const { width, height } = await image.metadata();
  if (!width || !height) throw new Error("not an image");
  const region = sixteenByNine(width, height);
  const outWidth = Math.min(LARGEST_CARD_WIDTH, region.width);
  return image
    .resize({ width: outWidth, height: Math.round((outWidth * region.height) / region.width), fit: "cover" })
    .jpeg({ quality: 92 })
    .toBuffer();
}

type Outcome = { bytes: Buffer; name: ThumbnailName } | { reason: string } | { unreachable: string };

async function thumbnailOf(origin: string, youtubeId: string, timeoutMs: number): Promise<Outcome> {
  try {
    const best = await bestThumbnail((name: ThumbnailName) =>
      fetchImage(thumbnailSourceUrl(origin, youtubeId, name), timeoutMs),
    );
    if (!best.found) return { reason: best.reason };
    return { bytes: await cropped(best.bytes), name: best.name };
  } catch (error) {
    return { unreachable: requestFailure(error, timeoutMs) };
  }
}

/** What earlier builds learnt (see CacheEntry); an unreadable index is as good as none: every video is asked again. */
async function readIndex(file: string): Promise<Record<string, CacheEntry>> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, CacheEntry>;
  } catch {
    return {};
  }
}

/** The cropped picture a VideoThumbnail node points to (not in the schema: the `image` field's resolver reads it). */
interface Picture {
  path: string;
  /** md5 of the file: gatsby-plugin-sharp names the files it makes after it, so a changed picture gets new URLs. */
  digest: string;
}

type ThumbnailNode = Node & { youtubeId: string; picture: Picture | null };

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
 * react to them) before it runs a query.
 */
export const createPages: GatsbyNode["createPages"] = async ({
  actions,
  cache,
  getNode,
  getNodesByType,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const origin = thumbnailOrigin();
  const fileOf = (topic: TopicNode) => {
    const file = topic.parent ? getNode(topic.parent) : undefined;
    return `data/${typeof file?.relativePath === "string" ? file.relativePath : "topics"}`;
  };
  const videos = listedVideos(getNodesByType(TOPIC_TYPE_NAME) as TopicNode[], fileOf);
  const now = Date.now();
  // Gatsby's cache keeps each cropped thumbnail, and what the host answered, between builds that do not start clean.
  const folder = path.join(cache.directory, "cropped");
  await mkdir(folder, { recursive: true });
  const cachedPath = (youtubeId: string) => path.join(folder, `${youtubeId}.jpg`);
  const indexPath = path.join(folder, "index.json");
  const known = await readIndex(indexPath);
  // The pictures kept, read from the folder once (not asked of the file system video by video), and kept up to date.
  const kept = new Set(
    readdirSync(folder)
      .filter((name) => name.endsWith(".jpg"))
      .map((name) => name.slice(0, -".jpg".length)),
  );

  const limit = thumbnailsPerBuild();
  const plan = plannedFetches(videos, {
    isDue: ({ youtubeId }) =>
      needsFetch(known[youtubeId], { origin, now, youtubeId, pictureCached: kept.has(youtubeId) }),
    hasPicture: ({ youtubeId }) => kept.has(youtubeId),
    limit,
  });
  let reachable = true;
  // Videos the host did not answer for, once it was known to be reachable (a timeout, a dropped connection).
  const unanswered = new Map<string, string>();
  const fetchOne = async ({ youtubeId }: ListedVideo, timeoutMs: number) => {
    if (!reachable) return;
    const outcome = await thumbnailOf(origin, youtubeId, timeoutMs);
    if ("bytes" in outcome) {
      await writeFile(cachedPath(youtubeId), outcome.bytes);
      kept.add(youtubeId);
      const digest = createHash("md5").update(outcome.bytes).digest("hex");
      known[youtubeId] = { origin, checkedAt: now, found: true, name: outcome.name, digest };
    } else if ("reason" in outcome) {
      // The host says it has none (now): a picture an earlier build cached is dropped, as a build from clean would.
      await rm(cachedPath(youtubeId), { force: true });
      kept.delete(youtubeId);
      known[youtubeId] = { origin, checkedAt: now, found: false, reason: outcome.reason };
    }
    // No answer at all: whatever the cache knew stays as it was, to be asked again next time.
    else unanswered.set(youtubeId, outcome.unreachable);
    return outcome;
  };

  // The first request alone, with a short timeout: when the host cannot be reached, one line says so, and the build
  // waits no longer than that one request.
  const [first, ...rest] = plan.now;
  if (first) {
    const outcome = await fetchOne(first, PROBE_TIMEOUT_MS);
    if (outcome && "unreachable" in outcome) {
      reachable = false;
      unanswered.clear();
      const withoutPicture = videos.filter(({ youtubeId }) => !kept.has(youtubeId)).length;
      reporter.warn(
        `Thumbnails: ${origin} cannot be reached (${outcome.unreachable}); ${withoutPicture} video cards keep their drawn posters.`,
      );
    }
  }
  await mapLimited(rest, PARALLEL_REQUESTS, (video) => fetchOne(video, REQUEST_TIMEOUT_MS));
  if (reachable && plan.waiting > 0)
    reporter.warn(
      `Thumbnails: ${plan.now.length} fetched by this build (at most ${limit} per build); ` +
        `${plan.waiting} still to come, their cards keep their drawn posters until a later build fills them in.`,
    );

  // Videos no longer listed leave the cache, so it holds what the content names and no more; and their card files
  // leave public/, where a build from clean would not write them (a warm build's public/ is the last one's).
  const listed = new Set(videos.map(({ youtubeId }) => youtubeId));
  for (const youtubeId of Object.keys(known)) {
    if (listed.has(youtubeId)) continue;
    const entry = known[youtubeId];
    if (entry.found) {
      const digest =
        entry.digest ??
        (await readFile(cachedPath(youtubeId))
          .then((bytes) => createHash("md5").update(bytes).digest("hex"))
          .catch(() => undefined));
      if (digest) await removeCardFiles(digest, youtubeId);
    }
    delete known[youtubeId];
    await rm(cachedPath(youtubeId), { force: true });
    kept.delete(youtubeId);
  }
  for (const node of getNodesByType(THUMBNAIL_TYPE) as ThumbnailNode[])
    if (!listed.has(node.youtubeId)) actions.deleteNode(node);

  const waiting = reachable
    ? "fetched by a later build (see NEW_THUMBNAILS_PER_BUILD)"
    : `${origin} could not be reached`;
  await mapLimited(videos, PARALLEL_REQUESTS, async ({ file, youtubeId, title }) => {
    const entry = known[youtubeId];
    const fromHere = entry !== undefined && entry.origin === origin;
    // The picture's md5, as the index keeps it since it was fetched (read from the file only for an older index).
    let digest: string | undefined;
    if (fromHere && entry.found && kept.has(youtubeId)) {
      entry.digest ??= await readFile(cachedPath(youtubeId))
        .then((bytes) => createHash("md5").update(bytes).digest("hex"))
        .catch(() => undefined);
      digest = entry.digest;
    }
    const bytes = digest !== undefined;
    const missing = fromHere && !entry.found ? entry.reason : unanswered.get(youtubeId);
    if (missing && !bytes)
      reporter.warn(
        `Thumbnail missing, the card keeps its drawn poster: ${file}: video ${youtubeId} ("${title}"): ${missing}`,
      );
    const fields = {
      youtubeId,
      found: bytes,
      source: bytes && entry?.found ? entry.name : null,
      reason: bytes ? null : (missing ?? waiting),
      checkedAt: fromHere ? new Date(entry.checkedAt).toISOString() : null,
      picture: digest !== undefined ? { path: cachedPath(youtubeId), digest } : null,
    } satisfies Omit<ThumbnailNode, keyof Node>;
    const id = createNodeId(`${THUMBNAIL_TYPE} ${youtubeId}`);
    const contentDigest = createContentDigest(fields);
    // The node kept from the last build (onPluginInit) when nothing about it changed: not made again.
    if (getNode(id)?.internal.contentDigest === contentDigest) return;
    await actions.createNode({ id, ...fields, internal: { type: THUMBNAIL_TYPE, contentDigest } });
  });
  await writeFile(indexPath, JSON.stringify(known));
};

/**
 * A picture's card files in public/: gatsby-plugin-sharp writes them under static/<the picture's md5>/<the arguments'
 * hash>/<name>.webp (the name is the video's id; two videos with one picture share the md5 folder, not the files).
 */
async function removeCardFiles(digest: string, youtubeId: string): Promise<void> {
  const folder = path.join(process.cwd(), "public", "static", digest);
  if (!existsSync(folder)) return;
  for (const variant of readdirSync(folder)) {
    await rm(path.join(folder, variant, `${youtubeId}.webp`), { force: true });
    if (readdirSync(path.join(folder, variant)).length === 0) await rm(path.join(folder, variant), { recursive: true });
  }
  if (readdirSync(folder).length === 0) await rm(folder, { recursive: true });
}

interface PaidCourseNode {
  parent?: string | null;
  image?: string | null;
}

/** VideoThumbnail.image and PaidCourse.picture: a card's WebP files, made by gatsby-plugin-sharp's jobs. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache, reporter, pathPrefix }) => {
  /** A cropped picture's card files (CARD_IMAGE_ARGS). */
  const cardImage = async (name: string, picture: Picture) => {
    const file = {
      absolutePath: picture.path,
      name,
      base: `${name}.jpg`,
      extension: "jpg",
      internal: { contentDigest: picture.digest },
    };
    const data = await generateImageData({ file, args: CARD_IMAGE_ARGS, pathPrefix, reporter, cache });
    const fallback = data?.images.fallback;
    if (!data || !fallback?.srcSet) return null;
    // gatsby-plugin-sharp writes one width a line; an attribute reads the same on one.
    return {
      src: fallback.src,
      srcSet: fallback.srcSet.replace(/\s*\n\s*/g, " "),
      width: data.width,
      height: data.height,
    };
  };
  const folder = path.join(cache.directory, "paid");
  // Each page of each edition asks for the same pictures, at the same time: one cut per picture, written whole (a
  // rename) before any reader sees it.
  const cuts = new Map<string, Promise<string>>();
  const cutOnce = (digest: string, source: Buffer) => {
    const cut = path.join(folder, `${digest}.jpg`);
    let done = cuts.get(digest);
    if (!done) {
      done = (async () => {
        if (existsSync(cut)) return cut;
        await mkdir(folder, { recursive: true });
        // The query workers are processes of their own: each writes its own file, and a rename is whole.
        const part = `${cut}.${process.pid}.part`;
        await writeFile(part, await cropped(source));
        await rename(part, cut);
        return cut;
      })();
      cuts.set(digest, done);
    }
    return done;
  };
  createResolvers({
    [THUMBNAIL_TYPE]: {
      image: {
        type: "CardImage",
        resolve: ({ youtubeId, picture }: ThumbnailNode) => (picture ? cardImage(youtubeId, picture) : null),
      },
    },
    // A paid course's picture, from beside its file (validation checked it is there), cut to the cards' 16:9 as a
    // thumbnail is: served from Corsi's origin, so nothing is ever asked of the seller's site.
    [PAID_TYPE_NAME]: {
      picture: {
        type: "CardImage",
        resolve: async (course: PaidCourseNode, _args: unknown, context: { nodeModel: NodeModel }) => {
          const file = course.parent ? context.nodeModel.getNodeById({ id: course.parent }) : null;
          if (!course.image || typeof file?.dir !== "string") return null;
          const source = await readFile(path.join(file.dir, course.image));
          const digest = createHash("md5").update(source).digest("hex");
          return cardImage(`paid-${digest}`, { path: await cutOnce(digest, source), digest });
        },
      },
    },
  });
};
