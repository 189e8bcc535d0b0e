/**
 * The learner's own list: the videos a visitor saved or marked watched, kept in this browser only (localStorage, one
 * key for both editions, as they share one origin). No account, no server: nothing here makes a request.
 *
 * The same versioned JSON is what the browser keeps, what "Download my list" writes and "Load a list" reads; a link
 * carries the list after its "#" in a compact spelling of it (./share.ts). Its full schema (zod) is in ./schema.ts, loaded only when a file or a link is read;
 * what the browser keeps is read by one small reader (./storedList.ts), the app's and the head scripts', which checks
 * only its outline, so every page stays light.
 */

import { LIST_FORMAT, LIST_VERSION } from "./keys";

export { FIRST_LIST_VERSION, LIST_CHANGE_EVENT, LIST_FORMAT, LIST_VERSION, STORAGE_KEY, UNREADABLE_KEY } from "./keys";

/** A file or a link larger than this is refused before it is read. */
export const MAX_LIST_BYTES = 1024 * 1024;

/** A shared link's fragment in the first format starts with this (then the saved part as JSON, ./schema.ts encodeShare). */
export const SHARE_PREFIX = "list=";

/** A link's fragment in the compact format starts with this (then the whole list, compressed: ./share.ts). */
export const COMPACT_SHARE_PREFIX = "list2=";

/**
 * The longest share link made whole: what one QR code holds (version 40, error correction L: 2,953 bytes), so a link
 * and its code are always one. Chat apps keep more (Telegram, the shortest, 4,096 characters). A longer link leaves out
 * the ticked lessons, and if it is still longer, says so (useSavedList).
 */
export const SHARE_LINK_LIMIT = 2953;

/** The file "Download my list" writes. */
export const LIST_FILE_NAME = "corsi-list.json";

/** One video of the list, with what is needed to show it even after the owner removes it from the catalog. */
export interface ListEntry {
  /** The title as the edition showed it when the entry was made. */
  title: string;
  /** The topic's address (slug), which groups the list on /Saved and counts a topic's progress. */
  topic?: string;
  playlist?: string;
  saved?: boolean;
  /** The whole video, or every lesson of a course. */
  watched?: boolean;
  /** A course's lessons ticked one by one (their YouTube ids), while not all are: all ticked is `watched`. */
  lessons?: string[];
  /**
   * Where the learner stopped, in whole seconds, as Corsi's player reported it (src/player/): kept from 10 s in until
   * the last 30 s, never for a video under a minute (src/player/place.ts). Not a change for the backup clock.
   */
  position?: number;
  /** A playlist course's lesson that `position` is in (its YouTube id). */
  lesson?: string;
  /** The learner's own note on it (./notes.ts). */
  note?: ListNote;
}

/**
 * A learner's note on a course: plain text (never read as markup), at most MAX_NOTE_LENGTH characters, and where in
 * the video it was written, when Corsi's player was playing it.
 */
export interface ListNote {
  text: string;
  /** When it was last saved (ms since 1970): of two notes on one course, the newer wins a merge. */
  changed: number;
  /** Seconds into the video (or into a course's `lesson`) when it was written. */
  at?: number;
  /** A playlist course's lesson it is about (its YouTube id). */
  lesson?: string;
}

export type ListFlag = "saved" | "watched";

export interface LearnerList {
  format: typeof LIST_FORMAT;
  version: typeof LIST_VERSION;
  /** By YouTube video id (a course's: its card's). An entry neither saved nor watched, with no lesson ticked, goes. */
  videos: Record<string, ListEntry>;
}

export function emptyList(): LearnerList {
  return { format: LIST_FORMAT, version: LIST_VERSION, videos: {} };
}

/** The saved videos' ids. */
export function savedIds(list: LearnerList): string[] {
  return Object.keys(list.videos).filter((id) => list.videos[id].saved === true);
}

/** How many of a topic's videos are marked watched (never more than the topic holds). */
export function watchedInTopic(list: LearnerList, topic: string, total: number): number {
  const count = Object.values(list.videos).filter((entry) => entry.topic === topic && entry.watched === true).length;
  return Math.min(count, total);
}

/** Whether an entry says anything (saved, watched, a lesson ticked, a place, a note); one that says nothing goes. */
export function isKept(entry: ListEntry): boolean {
  return (
    entry.saved === true ||
    entry.watched === true ||
    (entry.lessons?.length ?? 0) > 0 ||
    (entry.position ?? 0) > 0 ||
    !!entry.note?.text
  );
}

/**
 * A copy of the list with the flag set or cleared; an entry left with nothing goes. Watched, set or cleared, is the
 * whole course's: its lessons ticked one by one give way to it.
 */
export function withFlag(list: LearnerList, id: string, flag: ListFlag, on: boolean, entry?: ListEntry): LearnerList {
  const videos = { ...list.videos };
  const current = videos[id] ?? entry;
  if (!current) return list;
  const next: ListEntry = { ...current };
  if (on) next[flag] = true;
  else delete next[flag];
  if (flag === "watched") delete next.lessons;
  // Watched whole: nothing is left to resume.
  if (flag === "watched" && on) {
    delete next.position;
    delete next.lesson;
  }
  if (isKept(next)) videos[id] = next;
  else delete videos[id];
  return { ...list, videos };
}

/** The list without its saved videos (what "Clear the list" leaves: what was watched stays watched). */
export function withoutSaved(list: LearnerList): LearnerList {
  return Object.keys(list.videos).reduce((kept, id) => withFlag(kept, id, "saved", false), list);
}

/**
 * Another list merged into this one (a loaded file, a link): every video of either is kept, a flag set in either is
 * set, a lesson ticked in either is ticked, and what this list already knows of a video (its title, its topic) wins.
 * `flags` limits what is taken from the other list: a link of the first format adds saved videos only, never someone
 * else's "watched"; a course with lessons ticked and no flag is progress, taken with "watched".
 */
export function mergeLists(
  mine: LearnerList,
  theirs: LearnerList,
  flags: readonly ListFlag[] = ["saved", "watched"],
): { list: LearnerList; added: number; notes: NotesMerged } {
  const videos = { ...mine.videos };
  let added = 0;
  const notes: NotesMerged = { taken: 0, replaced: 0, older: 0 };
  for (const [id, incoming] of Object.entries(theirs.videos)) {
    const taken = flags.filter((flag) => incoming[flag] === true);
    // The learner's own things travel with "watched" (a whole list moved), never with a link of saved videos only.
    const own = flags.includes("watched");
    const progress = own && (incoming.lessons?.length || incoming.position || incoming.note?.text);
    if (taken.length === 0 && !progress) continue;
    const current = videos[id];
    const next: ListEntry = { ...incoming, ...current };
    delete next.saved;
    delete next.watched;
    delete next.lessons;
    delete next.position;
    delete next.lesson;
    delete next.note;
    if (current?.saved || taken.includes("saved")) next.saved = true;
    if (current?.watched || taken.includes("watched")) next.watched = true;
    // A course's ticked lessons come with it (a file, or a link moving a learner's place in a saved course): either
    // list's ticks, unless the course is watched whole.
    const lessons = [...new Set([...(current?.lessons ?? []), ...(incoming.lessons ?? [])])];
    if (!next.watched && lessons.length > 0) next.lessons = lessons;
    // The place: this list's, else the other's (a place is where one device stopped; neither is "more").
    const place = current?.position ? current : flags.includes("watched") ? incoming : undefined;
    if (!next.watched && place?.position) {
      next.position = place.position;
      if (place.lesson) next.lesson = place.lesson;
    }
    const note = mergedNote(current?.note, own ? incoming.note : undefined, notes);
    if (note) next.note = note;
    const gained =
      lessons.length > (current?.lessons?.length ?? 0) ||
      (!!next.position && !current?.position) ||
      next.note !== current?.note;
    if (!current || (next.saved && !current.saved) || (next.watched && !current.watched) || gained) added += 1;
    videos[id] = next;
  }
  return { list: { ...mine, videos }, added, notes };
}

/** What a merge did with notes, for /Saved to say: none is dropped without a word. */
export interface NotesMerged {
  /** Notes the other list had on a course this one had none on. */
  taken: number;
  /** Notes of this list that a newer one of the other list replaced. */
  replaced: number;
  /** Notes of the other list left out, since this list's own note on the course was newer. */
  older: number;
}

/** Of two notes on one course, the newer (this list's when both are as new), counted in `merged`. */
function mergedNote(mine: ListNote | undefined, theirs: ListNote | undefined, merged: NotesMerged) {
  if (!theirs?.text) return mine;
  if (!mine?.text) {
    merged.taken += 1;
    return theirs;
  }
  if (mine.text === theirs.text && mine.at === theirs.at && mine.lesson === theirs.lesson) return mine;
  if (theirs.changed > mine.changed) {
    merged.replaced += 1;
    return theirs;
  }
  merged.older += 1;
  return mine;
}

/** The list without some fields of every entry; an entry left with nothing goes. */
function without(list: LearnerList, fields: readonly (keyof ListEntry)[]): LearnerList {
  const videos: Record<string, ListEntry> = {};
  for (const [id, entry] of Object.entries(list.videos)) {
    const rest = { ...entry };
    for (const field of fields) delete rest[field];
    if (isKept(rest)) videos[id] = rest;
  }
  return { ...list, videos };
}

/** The list without the places the player kept (a link too long for one QR code leaves them out after the notes). */
export const withoutPlaces = (list: LearnerList) => without(list, ["position", "lesson"]);

/** The list without its notes (a link too long for one QR code leaves them out first: they travel by file). */
export const withoutNotes = (list: LearnerList) => without(list, ["note"]);

/** The list without its ticked lessons (a link too long for one QR code leaves them out last). */
export const withoutLessons = (list: LearnerList) => without(list, ["lessons"]);

/** Whether any entry of the list holds a note. */
export function holdsNotes(list: LearnerList): boolean {
  return Object.values(list.videos).some((entry) => !!entry.note?.text);
}
