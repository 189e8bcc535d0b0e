import { clock } from "../content/clock";
import { fill } from "../content/text";
import { MAX_NOTE_LENGTH } from "./keys";
import { isKept, type LearnerList, type ListEntry, type ListNote } from "./list";

/**
 * A learner's note on a course (docs/decisions/0036-notes-beside-each-course.md): plain text, kept in the list's
 * entry, written through the list's one writer. What is shared by the card's editor (src/notes/) and /Saved.
 */

/**
 * A text as a note keeps it: at most MAX_NOTE_LENGTH characters (a pasted longer text is cut there, and `cut` says
 * so; a character outside the Basic Multilingual Plane is never split in two), its line breaks kept, its trailing
 * blank lines and spaces dropped. An empty text is no note.
 */
export function keptNoteText(text: string, max = MAX_NOTE_LENGTH): { text: string; cut: boolean } {
  let kept = text.replace(/\r\n?/g, "\n").replace(/\s+$/u, "");
  const cut = kept.length > max;
  if (cut) {
    kept = kept.slice(0, max);
    // A lone high surrogate at the end is half a character (an emoji, a rare CJK letter): it goes too.
    if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  }
  return { text: kept, cut };
}

/** The list with the entry's note set (or, with no text, deleted); an entry left with nothing goes. */
export function withNote(
  list: LearnerList,
  id: string,
  note: ListNote | undefined,
  entry: ListEntry = { title: id },
): LearnerList {
  const videos = { ...list.videos };
  const next: ListEntry = { ...(videos[id] ?? entry) };
  if (note?.text) next.note = note;
  else delete next.note;
  if (isKept(next)) videos[id] = next;
  else delete videos[id];
  return { ...list, videos };
}

/** The note's moment in a course's lessons: its number (1 the first), where the course lists that lesson. */
export function lessonNumber(note: ListNote, lessons: readonly string[] | undefined): number | undefined {
  if (!note.lesson || !lessons) return undefined;
  const index = lessons.indexOf(note.lesson);
  return index < 0 ? undefined : index + 1;
}

/** Every note of the list, by its entry's id. */
export function notesOf(list: LearnerList): [string, ListEntry & { note: ListNote }][] {
  return Object.entries(list.videos).filter((pair): pair is [string, ListEntry & { note: ListNote }] => {
    return !!pair[1].note?.text;
  });
}

/** A note's moment in words, as a card and /Saved say it (data/site.yaml's `notes`). */
export interface MomentTexts {
  /** "at {time}" */
  at: string;
  /** "lesson {number}, at {time}": where the course's lessons are known. */
  atLesson: string;
}

/** The moment a note is about, in words ("" for a note written without a player). */
export function momentOf(
  note: Pick<ListNote, "at" | "lesson">,
  texts: MomentTexts,
  lessons?: readonly string[],
): string {
  if (!note.at) return "";
  const number = lessonNumber({ text: "", changed: 0, ...note }, lessons);
  return number ? fill(texts.atLesson, { number, time: clock(note.at) }) : fill(texts.at, { time: clock(note.at) });
}
