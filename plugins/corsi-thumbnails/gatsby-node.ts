import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import sharp from "sharp";
import { dataDir } from "../corsi-content/dataDir";
import type { Topic } from "../corsi-content/schema";
import { validateContent } from "../corsi-content/validate";
import {
  bestThumbnail,
  sixteenByNine,
  thumbnailOrigin,
  thumbnailFileName,
  thumbnailSourceUrl,
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

/** The 16:9 picture of a fetched thumbnail, as a JPEG for Gatsby's pipeline to resize and encode. */
async function cropped(bytes: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(bytes).metadata();
  if (!width || !height) throw new Error("not an image");
  return sharp(bytes).extract(sixteenByNine(width, height)).jpeg({ quality: 92 }).toBuffer();
}

type Outcome = { bytes: Buffer } | { reason: string } | { unreachable: string };

async function thumbnailOf(origin: string, youtubeId: string, timeoutMs: number): Promise<Outcome> {
  try {
    const best = await bestThumbnail((name: ThumbnailName) =>
      fetchImage(thumbnailSourceUrl(origin, youtubeId, name), timeoutMs),
    );
    if (!best.found) return { reason: best.reason };
    return { bytes: await cropped(best.bytes) };
  } catch (error) {
    return { unreachable: networkReason(error) };
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, cache, getCache, createNodeId, reporter }) => {
  const origin = thumbnailOrigin();
  const videos = listedVideos();
  // Gatsby's cache keeps each cropped thumbnail between builds that do not start clean: only new videos are fetched.
  const folder = path.join(cache.directory, "cropped");
  await mkdir(folder, { recursive: true });
  const cachedPath = (youtubeId: string) => path.join(folder, `${youtubeId}.jpg`);

  const toFetch = videos.filter(({ youtubeId }) => !existsSync(cachedPath(youtubeId)));
  let reachable = true;
  const missing: string[] = [];
  const fetchOne = async ({ file, youtubeId, title }: ListedVideo, timeoutMs: number) => {
    if (!reachable) return;
    const outcome = await thumbnailOf(origin, youtubeId, timeoutMs);
    if ("bytes" in outcome) await writeFile(cachedPath(youtubeId), outcome.bytes);
    else
      missing.push(
        `${file}: video ${youtubeId} ("${title}"): ${"reason" in outcome ? outcome.reason : outcome.unreachable}`,
      );
    return outcome;
  };

  // The first request alone, with a short timeout: when the host cannot be reached, one line says so, and the build
  // waits no longer than that one request.
  const [first, ...rest] = toFetch;
  if (first) {
    const outcome = await fetchOne(first, PROBE_TIMEOUT_MS);
    if (outcome && "unreachable" in outcome) {
      reachable = false;
      missing.length = 0;
      reporter.warn(
        `Thumbnails: ${origin} cannot be reached (${outcome.unreachable}); ${toFetch.length} video cards keep their drawn posters.`,
      );
    }
  }
  const queue = [...rest];
  await Promise.all(
    Array.from({ length: PARALLEL_REQUESTS }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await fetchOne(next, REQUEST_TIMEOUT_MS);
    }),
  );
  for (const line of missing) reporter.warn(`Thumbnail missing, the card keeps its drawn poster: ${line}`);

  for (const { youtubeId } of videos) {
    if (!existsSync(cachedPath(youtubeId))) continue;
    await createFileNodeFromBuffer({
      buffer: await readFile(cachedPath(youtubeId)),
      name: thumbnailFileName(youtubeId),
      ext: ".jpg",
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
