import { createHash } from "node:crypto";
import sharp from "sharp";
import { requestFailure } from "../shared/requests";
import {
  bestThumbnail,
  LARGEST_CARD_WIDTH,
  sixteenByNine,
  thumbnailSourceUrl,
  type ImageAnswer,
  type ThumbnailName,
} from "./thumbnails";

/** The md5 of a picture: gatsby-plugin-sharp names the files it makes after it, so a changed picture gets new URLs. */
export const md5 = (bytes: Buffer) => createHash("md5").update(bytes).digest("hex");

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
export async function cropped(bytes: Buffer): Promise<Buffer> {
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

/** A video's thumbnail: its cropped picture and the size it came from, the host's reason for none, or no answer. */
export type Outcome = { bytes: Buffer; name: ThumbnailName } | { reason: string } | { unreachable: string };

export async function thumbnailOf(origin: string, youtubeId: string, timeoutMs: number): Promise<Outcome> {
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
