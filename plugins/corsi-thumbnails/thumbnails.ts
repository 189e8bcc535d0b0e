/**
 * Choosing and cropping a video's thumbnail. Pure functions, so the build's choices are unit-tested without a network.
 */

/** YouTube's thumbnail names, best first. The last two are 4:3 with black bars around a 16:9 picture. */
export const THUMBNAIL_NAMES = ["maxresdefault", "hq720", "sddefault", "hqdefault"] as const;
export type ThumbnailName = (typeof THUMBNAIL_NAMES)[number];

export const DEFAULT_THUMBNAIL_ORIGIN = "https://i.ytimg.com";

/**
 * The widths of a card's image files (CARD_IMAGE_SIZES in src/content/cardImage.ts lets the browser pick one): a phone's full width
 * at one device pixel per CSS pixel (360), and a phone at two or more or a desktop card at one (640). Each width is a
 * hashed URL in the HTML and in the page's data, so two. Width and quality: docs/decisions/0008-thumbnails.md.
 */
export const CARD_WIDTHS = [360, 640];

/** The widest file a card uses: the plugin crops no wider, so Gatsby's jobs decode no more than they draw. */
export const LARGEST_CARD_WIDTH = Math.max(...CARD_WIDTHS);

/** What gatsby-plugin-sharp makes of each cropped thumbnail (its generateImageData arguments): WebP at each width. */
export const CARD_IMAGE_ARGS = {
  layout: "constrained",
  width: LARGEST_CARD_WIDTH,
  breakpoints: CARD_WIDTHS,
  formats: ["webp"],
  placeholder: "none",
  quality: 60,
} as const;

/**
 * At most this many thumbnails are fetched and made per build; the rest keep their drawn posters until the next builds
 * fill them in, the first topics' videos first, and the build log says how many are still to come. So a cold build of
 * a large catalog stays within the host's build time (15 minutes on Netlify) instead of being cut off: the count and the
 * measurements behind it are in docs/decisions/0011-thumbnails-within-the-build-time.md. A count, not a clock, so two
 * builds of the same content and cache do the same work; an owner adding a few videos is far below it.
 */
export const NEW_THUMBNAILS_PER_BUILD = 8000;

/** The limit a build applies: NEW_THUMBNAILS_PER_BUILD, or a smaller one `npm run scale -- --per-build N` tries out. */
export function thumbnailsPerBuild(env: NodeJS.ProcessEnv = process.env): number {
  const chosen = Number(env.CORSI_THUMBNAILS_PER_BUILD);
  return Number.isInteger(chosen) && chosen > 0 ? chosen : NEW_THUMBNAILS_PER_BUILD;
}

/** Where the build fetches thumbnails from: YouTube's image host, or a test server (CORSI_THUMBNAIL_ORIGIN). */
export function thumbnailOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.CORSI_THUMBNAIL_ORIGIN || DEFAULT_THUMBNAIL_ORIGIN).replace(/\/+$/, "");
}

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

/**
 * What an earlier build learnt about a video's thumbnail, kept in Gatsby's cache beside the cropped picture: from which
 * host, when, and whether it had one (the size it took, or why not); of a picture kept, the md5 of its file (`digest`), so a
 * warm build names its files without reading every picture again.
 */
export type CacheEntry = {
  origin: string;
  /** When the host was last asked, in milliseconds since 1970. */
  checkedAt: number;
} & ({ found: true; name: ThumbnailName; digest?: string } | { found: false; reason: string });

const DAY_MS = 24 * 60 * 60 * 1000;
/** A found thumbnail is asked for again after 30 to 60 days (spread by id): its creator may have changed it. */
export const RECHECK_FOUND_DAYS = 30;
/** A missing one after 7 to 14 days: a 404 for every size usually means the video is gone, but it may come back. */
export const RECHECK_MISSING_DAYS = 7;

/** A stable fraction in [0, 1) for a video, so that thumbnails fetched on the same day are not all asked again together. */
function spread(youtubeId: string): number {
  return [...youtubeId].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 1000, 0) / 1000;
}

/**
 * Whether a build asks the host about a video, given what the cache says: always when the cache knows nothing of it (or
 * its picture file is gone), or learnt it from another host (CORSI_THUMBNAIL_ORIGIN changed); otherwise only once the
 * answer is older than its re-check age. Everything else comes from the cache, so a warm rebuild after one more video
 * asks about that one video.
 */
export function needsFetch(
  entry: CacheEntry | undefined,
  { origin, now, youtubeId, pictureCached }: { origin: string; now: number; youtubeId: string; pictureCached: boolean },
): boolean {
  if (!entry || entry.origin !== origin) return true;
  if (entry.found && !pictureCached) return true;
  const days = entry.found ? RECHECK_FOUND_DAYS : RECHECK_MISSING_DAYS;
  return now - entry.checkedAt >= days * (1 + spread(youtubeId)) * DAY_MS;
}

/**
 * Which of the videos (in the content's order: topics by position, each topic's videos as listed) this build asks the
 * host about: those `isDue` says need asking, up to `limit`, first come first. `waiting` counts the due ones left for a
 * later build that have no picture yet (a due one with a picture keeps it meanwhile).
 */
export function plannedFetches<Video>(
  videos: readonly Video[],
  {
    isDue,
    hasPicture,
    limit,
  }: { isDue: (video: Video) => boolean; hasPicture: (video: Video) => boolean; limit: number },
): { now: Video[]; waiting: number } {
  const due = videos.filter(isDue);
  return { now: due.slice(0, limit), waiting: due.slice(limit).filter((video) => !hasPicture(video)).length };
}
