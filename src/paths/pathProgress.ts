import type { ListEntry } from "../learner/list";

/**
 * How far a learner has come along a learning path, from their list alone. A course is done when its entry is marked
 * watched: a video's Watched, wherever it was pressed; a playlist course's, which its page sets once every lesson is
 * ticked (or Watched on its card, for the whole); a paid course's Done, on its card. Nothing else is counted.
 *
 * Self-contained (its arguments only, ES2017): the path pages' inline script (plugins/corsi-boot/inline/pathScript.ts)
 * is handed it, and /Saved's app imports it, so both count alike.
 */
export interface PathProgress {
  /** Courses done, of `total`. */
  done: number;
  total: number;
  /** The first course not done, in path order: its index, or -1 once all are. */
  next: number;
  /** The known lengths of the courses not done, in seconds, less the places the player kept in them. */
  left: number;
}

/** The progress along the courses `ids` (their list entries, in path order), each of `seconds` (0: not known). */
export function countPathProgress(
  videos: Readonly<Record<string, ListEntry>>,
  ids: readonly string[],
  seconds: readonly number[] = [],
): PathProgress {
  const entries = ids.map((id) => (Object.prototype.hasOwnProperty.call(videos, id) ? videos[id] : undefined));
  const doneEach = entries.map((entry) => !!entry && entry.watched === true);
  let left = 0;
  doneEach.forEach((done, index) => {
    const length = seconds[index] || 0;
    const entry = entries[index];
    // A course begun: what is left of it (a length not known counts nothing, begun or not).
    if (!done && length) left += Math.max(0, length - ((entry && entry.position) || 0));
  });
  return { done: doneEach.filter(Boolean).length, total: ids.length, next: doneEach.indexOf(false), left };
}
