import { isoDay } from "../shared/days";
import { daysBetween } from "./paidChecks";
import { type ContentProblem, formatPath } from "./problem";

/**
 * What the schema cannot see of an entry's `added`: that the day has come. A day to come would keep the entry first on
 * /New and in the feeds until then, which no edit means. `entries` are the file's entries as read (a topic's videos, or
 * the paid course itself), each with where it is and what names it.
 */
export function addedChecks(
  file: string,
  entries: readonly { segments: readonly PropertyKey[]; fields: unknown }[],
  lineAt: (segments: readonly PropertyKey[]) => number | undefined,
  today: Date,
): ContentProblem[] {
  return entries.flatMap(({ segments, fields }) => {
    if (fields === null || typeof fields !== "object") return [];
    const { added, title } = fields as Record<string, unknown>;
    // The schema has checked the form (YYYY-MM-DD); a day it cannot read is its problem, not repeated here.
    if (typeof added !== "string" || Number.isNaN(Date.parse(added)) || daysBetween(added, today) >= 0) return [];
    const at = [...segments, "added"];
    return [
      {
        file,
        path: formatPath(at),
        message: `expected the day it was added to Corsi, not a day to come (today is ${isoDay(today)}), found "${added}"${typeof title === "string" ? ` (in "${title}")` : ""}`,
        line: lineAt(at),
      },
    ];
  });
}

/** A topic file's videos as read, for addedChecks. */
export function topicEntries(raw: unknown): { segments: PropertyKey[]; fields: unknown }[] {
  const videos = raw && typeof raw === "object" ? (raw as { videos?: unknown }).videos : undefined;
  return Array.isArray(videos) ? videos.map((fields: unknown, v) => ({ segments: ["videos", v], fields })) : [];
}
