import { isoDay } from "../shared/days";
import type { IndexedTopic } from "./catalogIndex";
import type { PaidNode, TopicNode } from "./nodes";
import type { FreeVideo } from "./schema";

/**
 * What joined the catalog last, newest first (/New, the Atom feeds of plugins/corsi-feeds): each video and playlist
 * course of the topics, as their topic pages list them (one YouTube no longer serves is left out), and each paid
 * course, by its `added`. `added` is optional: an entry without it is not new, and is left out. Entries of the same
 * day come as the catalog lists them, the last first: an entry is added at the end of its topic. A video listed in two
 * topics is one entry, in the first, as the catalog counts it (even when that first listing has no day).
 */

/** An entry's `added` as YYYY-MM-DD (js-yaml may have read it as a Date), or undefined when the entry has none. */
const dayOf = (added: string | Date | null | undefined): string | undefined =>
  added === undefined || added === null || added === "" ? undefined : isoDay(added);

/** Whether an entry has a day, and so can be new. */
export const isDated = (entry: { added?: string | Date | null }) => dayOf(entry.added) !== undefined;

export interface NewEntry {
  /** The day it was added, YYYY-MM-DD (js-yaml may have read it as a Date). */
  added: string;
  /** Its topic's node: a video's own, a paid course's named topic (null when there is no such topic). */
  topic: TopicNode | null;
  video: FreeVideo | null;
  paid: PaidNode | null;
}

/**
 * Every entry of these topics (their served videos) and paid courses with its day, newest first; `limit` of them. Both
 * come in the site's order (catalogIndex.ts); paid courses after the videos of their day.
 */
export function newestEntries(topics: readonly IndexedTopic[], paid: readonly PaidNode[], limit: number): NewEntry[] {
  const seen = new Set<string>();
  const entries: NewEntry[] = [];
  for (const { node: topic, served } of topics)
    for (const video of served) {
      if (seen.has(video.youtubeId)) continue;
      seen.add(video.youtubeId);
      const added = dayOf(video.added);
      if (added) entries.push({ added, topic, video, paid: null });
    }
  const byName = new Map(topics.map(({ node, fileName }) => [fileName, node]));
  for (const course of paid) {
    const added = dayOf(course.added);
    if (added) entries.push({ added, topic: byName.get(course.topic) ?? null, video: null, paid: course });
  }
  // The catalog's order, reversed within a day: the last added first.
  const place = new Map(entries.map((entry, index) => [entry, index]));
  const last = (entry: NewEntry) => (entry.paid ? -1 : (place.get(entry) ?? 0));
  return entries
    .sort((a, b) => b.added.localeCompare(a.added) || (a.paid && b.paid ? 0 : last(b) - last(a)))
    .slice(0, limit);
}
