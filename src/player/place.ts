/**
 * When the player's place is kept, and when it means the end: the rules the player module (./index.ts) follows.
 */

/** A place within the first seconds is not kept: the learner barely started. */
export const KEEP_FROM_SECONDS = 10;
/** The last seconds of a video are its end (the credits, an outro): reaching them marks it Watched. */
export const END_SECONDS = 30;
/** A video shorter than this keeps no place. */
export const SHORTEST_KEPT_SECONDS = 60;
/** The place is written at most this often while a video plays (and at pause, at the end, when the page is hidden). */
export const WRITE_EVERY_MS = 5000;

/** The place to keep, in whole seconds, at `seconds` into a video of `duration`; undefined when none is kept. */
export function keptPlace(seconds: number, duration: number | undefined): number | undefined {
  if (!duration || duration < SHORTEST_KEPT_SECONDS) return undefined;
  if (seconds < KEEP_FROM_SECONDS || reachedEnd(seconds, duration)) return undefined;
  return Math.floor(seconds);
}

/** Whether `seconds` into a video of `duration` is its end: the last END_SECONDS (a video under a minute: its very end). */
export function reachedEnd(seconds: number, duration: number | undefined): boolean {
  if (!duration) return false;
  if (duration < SHORTEST_KEPT_SECONDS) return seconds >= duration - 1;
  return seconds >= duration - END_SECONDS;
}

/** Whether the place should be written now: the first time, or WRITE_EVERY_MS after the last write. */
export function writeDue(lastWrite: number | undefined, now: number): boolean {
  return lastWrite === undefined || now - lastWrite >= WRITE_EVERY_MS;
}
