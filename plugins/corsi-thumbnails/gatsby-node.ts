import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import sharp from "sharp";
import { dataDir } from "../corsi-content/dataDir";
import type { Topic } from "../corsi-content/schema";
import { validateContent } from "../corsi-content/validate";
import {
  bestThumbnail,
  LARGEST_CARD_WIDTH,
  needsFetch,
  sixteenByNine,
  thumbnailOrigin,
  thumbnailFileName,
  thumbnailSourceUrl,
  type CacheEntry,
  type ImageAnswer,
  type ThumbnailName,
} from "./thumbnails";

/**
 * Each video's thumbnail, fetched once at build time and handed to Gatsby's image pipeline (gatsby-transformer-sharp
 * makes an ImageSharp node of it; the card's fragment asks for its WebP sizes), so visitors get it from Corsi's own
 * origin and never contact YouTube before they press play. A thumbnail that cannot be fetched never fails the build:
 * that card keeps its drawn poster.
 */

/** The first request decides whether the host can be reached at all: offline, this is all a build waits. */
const PROBE_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 15000;
const PARALLEL_REQUESTS = 8;

interface ListedVideo {
  file: string;
  youtubeId: string;
  title: string;
}

function listedVideos(): ListedVideo[] {
  const seen = new Set<string>();
  const videos: ListedVideo[] = [];
  for (const [file, content] of Object.entries(validateContent(dataDir()).data)) {
    if (!file.startsWith("topics/")) continue;
    for (const { youtubeId, title } of (content as Topic).videos) {
      if (seen.has(youtubeId)) continue;
      seen.add(youtubeId);
      videos.push({ file: `data/${file}`, youtubeId, title });
    }
  }
  return videos;
}

async function fetchImage(url: string, timeoutMs: number): Promise<ImageAnswer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Why a request failed without an answer, in a few words: "ENOTFOUND", "timed out after 3 s", … */
function networkReason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return "no answer in time";
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

/**
 * The 16:9 picture of a fetched thumbnail, as a JPEG for Gatsby's pipeline to resize and encode: no wider than the
 * widest file a card uses, so each of the pipeline's jobs decodes and resizes a 640 px picture, not a 1280 px one.
 */
async function cropped(bytes: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(bytes).metadata();
  if (!width || !height) throw new Error("not an image");
  return sharp(bytes)
    .extract(sixteenByNine(width, height))
    .resize({ width: LARGEST_CARD_WIDTH, withoutEnlargement: true })
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
    return { unreachable: networkReason(error) };
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

/** The node type this plugin owns: what the build knows of each listed video's thumbnail. */
const THUMBNAIL_TYPE = "VideoThumbnail";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    """What the build knows of a listed video's thumbnail; its picture, when it has one, is the child File node."""
    type ${THUMBNAIL_TYPE} implements Node @dontInfer {
      youtubeId: String!
      "Whether the build has a picture for this video's card."
      found: Boolean!
      "The size it was cut from (maxresdefault, hq720, sddefault, hqdefault), when found."
      source: String
      "Why there is none: the sizes refused, or the host that could not be reached."
      reason: String
      "When the host was last asked about it (a warm build reuses the answer for a while)."
      checkedAt: Date @dateformat
    }
  `);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  cache,
  getCache,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const origin = thumbnailOrigin();
  const videos = listedVideos();
  const now = Date.now();
  // Gatsby's cache keeps each cropped thumbnail, and what the host answered, between builds that do not start clean.
  const folder = path.join(cache.directory, "cropped");
  await mkdir(folder, { recursive: true });
  const cachedPath = (youtubeId: string) => path.join(folder, `${youtubeId}.jpg`);
  const indexPath = path.join(folder, "index.json");
  const known = await readIndex(indexPath);

  const toFetch = videos.filter(({ youtubeId }) =>
    needsFetch(known[youtubeId], { origin, now, youtubeId, pictureCached: existsSync(cachedPath(youtubeId)) }),
  );
  let reachable = true;
  // Videos the host did not answer for, once it was known to be reachable (a timeout, a dropped connection).
  const unanswered = new Map<string, string>();
  const fetchOne = async ({ youtubeId }: ListedVideo, timeoutMs: number) => {
    if (!reachable) return;
    const outcome = await thumbnailOf(origin, youtubeId, timeoutMs);
    if ("bytes" in outcome) {
      await writeFile(cachedPath(youtubeId), outcome.bytes);
      known[youtubeId] = { origin, checkedAt: now, found: true, name: outcome.name };
    } else if ("reason" in outcome) {
      // The host says it has none (now): a picture an earlier build cached is dropped, as a build from clean would.
      await rm(cachedPath(youtubeId), { force: true });
      known[youtubeId] = { origin, checkedAt: now, found: false, reason: outcome.reason };
    }
    // No answer at all: whatever the cache knew stays as it was, to be asked again next time.
    else unanswered.set(youtubeId, outcome.unreachable);
    return outcome;
  };

  // The first request alone, with a short timeout: when the host cannot be reached, one line says so, and the build
  // waits no longer than that one request.
  const [first, ...rest] = toFetch;
  if (first) {
    const outcome = await fetchOne(first, PROBE_TIMEOUT_MS);
    if (outcome && "unreachable" in outcome) {
      reachable = false;
      unanswered.clear();
      const withoutPicture = toFetch.filter(({ youtubeId }) => !existsSync(cachedPath(youtubeId))).length;
      reporter.warn(
        `Thumbnails: ${origin} cannot be reached (${outcome.unreachable}); ${withoutPicture} video cards keep their drawn posters.`,
      );
    }
  }
  const queue = [...rest];
  await Promise.all(
    Array.from({ length: PARALLEL_REQUESTS }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await fetchOne(next, REQUEST_TIMEOUT_MS);
    }),
  );

  // Videos no longer listed leave the cache, so it holds what the content names and no more.
  const listed = new Set(videos.map(({ youtubeId }) => youtubeId));
  for (const youtubeId of Object.keys(known)) {
    if (listed.has(youtubeId)) continue;
    delete known[youtubeId];
    await rm(cachedPath(youtubeId), { force: true });
  }
  await writeFile(indexPath, JSON.stringify(known));

  for (const { file, youtubeId, title } of videos) {
    const entry = known[youtubeId];
    const pictured = entry?.found === true && entry.origin === origin && existsSync(cachedPath(youtubeId));
    const missing = entry && !entry.found && entry.origin === origin ? entry.reason : unanswered.get(youtubeId);
    if (missing && !pictured)
      reporter.warn(
        `Thumbnail missing, the card keeps its drawn poster: ${file}: video ${youtubeId} ("${title}"): ${missing}`,
      );
    const fields = {
      youtubeId,
      found: pictured,
      source: pictured && entry.found ? entry.name : null,
      reason: pictured ? null : (missing ?? `${origin} could not be reached`),
      checkedAt: entry && entry.origin === origin ? new Date(entry.checkedAt).toISOString() : null,
    };
    const id = createNodeId(`${THUMBNAIL_TYPE} ${youtubeId}`);
    await actions.createNode({
      id,
      ...fields,
      internal: { type: THUMBNAIL_TYPE, contentDigest: createContentDigest(fields) },
    });
    if (!pictured) continue;
    const buffer = await readFile(cachedPath(youtubeId));
    await createFileNodeFromBuffer({
      buffer,
      // gatsby-source-filesystem makes one File node per distinct content unless told otherwise: two videos with the
      // same picture (a series that reuses one thumbnail) would share a node named after one of them, and the other
      // card would lose its picture. The video's id in the hash keeps one node per video.
      hash: createHash("md5").update(youtubeId).update(buffer).digest("hex"),
      name: thumbnailFileName(youtubeId),
      ext: ".jpg",
      parentNodeId: id,
      getCache,
      createNode: actions.createNode,
      createNodeId,
    });
  }
};

interface ResolverContext {
  nodeModel: {
    findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<Node | null>;
    getNodeById: (args: { id: string; type: string }) => Node | null;
  };
}

/** FreeVideo.thumbnail: the ImageSharp node of the video's thumbnail, or null when the build has none. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    FreeVideo: {
      thumbnail: {
        type: "ImageSharp",
        resolve: async (video: { youtubeId: string }, _args: unknown, context: ResolverContext) => {
          const file = await context.nodeModel.findOne({
            type: "File",
            query: { filter: { name: { eq: thumbnailFileName(video.youtubeId) } } },
          });
          const imageId = file?.children[0];
          return imageId ? context.nodeModel.getNodeById({ id: imageId, type: "ImageSharp" }) : null;
        },
      },
    },
  });
};
