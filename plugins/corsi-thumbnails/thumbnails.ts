/**
 * Choosing and cropping a video's thumbnail. Pure functions, so the build's choices are unit-tested without a network.
 */

/** YouTube's thumbnail names, best first. The last two are 4:3 with black bars around a 16:9 picture. */
export const THUMBNAIL_NAMES = ["maxresdefault", "hq720", "sddefault", "hqdefault"] as const;
export type ThumbnailName = (typeof THUMBNAIL_NAMES)[number];

export const DEFAULT_THUMBNAIL_ORIGIN = "https://i.ytimg.com";

/** Where the build fetches thumbnails from: YouTube's image host, or a test server (CORSI_THUMBNAIL_ORIGIN). */
export function thumbnailOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.CORSI_THUMBNAIL_ORIGIN || DEFAULT_THUMBNAIL_ORIGIN).replace(/\/+$/, "");
}

/** The File node of a video's thumbnail is named after the video, so a resolver can find it. */
export const thumbnailFileName = (youtubeId: string) => `thumbnail-${youtubeId}`;

export function thumbnailSourceUrl(origin: string, youtubeId: string, name: ThumbnailName): string {
  return `${origin}/vi/${youtubeId}/${name}.jpg`;
}

/** One request's outcome: the image, or the HTTP status that refused it. A network failure throws instead. */
export type ImageAnswer = { ok: true; bytes: Buffer } | { ok: false; status: number };

export type BestThumbnail = { found: true; name: ThumbnailName; bytes: Buffer } | { found: false; reason: string };

/**
 * The best thumbnail a video has: each name in turn until one answers with an image. YouTube answers 404 for the
 * sizes a video lacks (maxresdefault only exists for HD uploads), so a 404 moves on to the next name.
 */
export async function bestThumbnail(fetchImage: (name: ThumbnailName) => Promise<ImageAnswer>): Promise<BestThumbnail> {
  const refused: string[] = [];
  for (const name of THUMBNAIL_NAMES) {
    const answer = await fetchImage(name);
    if (answer.ok) return { found: true, name, bytes: answer.bytes };
    refused.push(`${name} ${answer.status}`);
  }
  return { found: false, reason: `no size of it exists (${refused.join(", ")})` };
}

export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The 16:9 picture inside a thumbnail. YouTube's 4:3 sizes (sddefault 640×480, hqdefault 480×360) letterbox the
 * 16:9 frame with black bars above and below; the 16:9 ones are returned whole. A picture wider than 16:9 is cut at
 * the sides, so every card's image has the player's shape.
 */
export function sixteenByNine(width: number, height: number): CropRegion {
  const targetHeight = Math.round((width * 9) / 16);
  if (targetHeight <= height) {
    return { left: 0, top: Math.floor((height - targetHeight) / 2), width, height: targetHeight };
  }
  const targetWidth = Math.round((height * 16) / 9);
  return { left: Math.floor((width - targetWidth) / 2), top: 0, width: targetWidth, height };
}
