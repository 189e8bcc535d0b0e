import { YOUTUBE_ID_PATTERN } from "../../../src/content/youtubeLink";
import type { PlaylistItem, VideosAnswer, VideoStatus } from "./answers";

/**
 * What YouTube's answers say of whether a video can be watched, read by one set of rules for the build (lessons,
 * video facts) and `npm run add`: which playlist items hold a video anyone may watch, which videos Corsi's player may
 * show, and when an answer proves a video gone.
 */

/** Titles YouTube gives the place of a video no one may watch; a real video titled so is skipped as well. */
const WITHHELD_TITLES = new Set(["Private video", "Deleted video"]);
/** Privacy statuses of a video only its owner may watch. */
const PRIVATE_STATUSES = new Set(["private", "privacyStatusUnspecified"]);

const isPrivate = (status: Partial<VideoStatus> | undefined) =>
  status?.privacyStatus !== undefined && PRIVATE_STATUSES.has(status.privacyStatus);

/**
 * The video of a playlist's item, when anyone may watch it; undefined for a private or deleted one, or an item without
 * a video's id (the course page counts on the id's 11 characters: PlaylistCourseData's lessons).
 */
export function itemVideoId({ snippet, status }: PlaylistItem): string | undefined {
  const { videoId } = snippet.resourceId;
  if (!videoId || !YOUTUBE_ID_PATTERN.test(videoId) || WITHHELD_TITLES.has(snippet.title) || isPrivate(status))
    return undefined;
  return videoId;
}

/** Whether a video its owner lets other sites show: false only when YouTube says so. */
export const isEmbeddable = (status: VideoStatus | undefined) => status?.embeddable !== false;

/** Whether Corsi's player may show a video YouTube serves: not private, and embeddable (an unlisted one may). */
export const playsInCorsi = (status: VideoStatus | undefined) => !isPrivate(status) && isEmbeddable(status);

/**
 * Whether a videos.list answer is complete: no page to come, and no more results than the `held` items it has of the
 * ids asked. Only a complete answer proves gone a video it leaves out; a partial one proves nothing.
 */
export const isComplete = ({ nextPageToken, pageInfo }: VideosAnswer, held: number) =>
  !nextPageToken && (pageInfo === undefined || pageInfo.totalResults <= held);
