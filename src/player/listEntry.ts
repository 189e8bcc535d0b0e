import { readKeeping } from "../learner/keeping";
import { isKept, type ListEntry } from "../learner/list";
import { readKeptList, readStoredList, setAside, writeKeptList } from "../learner/storedList";
import { LIST_PLACE } from "../learner/listPlace";
import { keptPlace } from "./place";

/**
 * The list's entry a player plays (./index.ts), changed only through the list's one writer (writeKeptList), so a
 * newer list from another tab is never written over: the place kept (not a change for the backup clock), a course's
 * lesson ticked, the place forgotten.
 */

/** What the module knows of one player: the frame, the list's entry it plays, and what the player last said. */
export interface Player {
  frame: HTMLIFrameElement;
  id: number;
  entry: string;
  topic?: string;
  playlist?: string;
  title: string;
  /** A course's lessons, on its own page (each lesson's id), to know when all are ticked. */
  lessons?: string[];
  ready: boolean;
  time?: number;
  duration?: number;
  state?: number;
  videoId?: string;
  lastWrite?: number;
  ended: boolean;
}

export const read = () => readKeptList(LIST_PLACE, readStoredList, setAside);

/** Changes the player's entry in the list, through the list's one writer; a newer version's list is left as it is. */
export function change(player: Player, edit: (entry: ListEntry) => void, counted: boolean): boolean {
  const list = read();
  if (!list || list.kind === "newer") return false;
  const entry: ListEntry = { ...(list.videos[player.entry] ?? { title: player.title }) };
  if (player.topic && !entry.topic) entry.topic = player.topic;
  if (player.playlist && !entry.playlist) entry.playlist = player.playlist;
  edit(entry);
  const videos = { ...list.videos };
  if (isKept(entry)) videos[player.entry] = entry;
  else delete videos[player.entry];
  return writeKeptList(LIST_PLACE, videos, readKeeping, counted);
}

/** Writes where the player is (or forgets the place, in its first or last seconds). */
export function keepPlace(player: Player): void {
  if (player.time === undefined || player.ended) return;
  const place = keptPlace(player.time, player.duration);
  const lesson = player.lessons && player.videoId;
  player.lastWrite = Date.now();
  change(
    player,
    (entry) => {
      if (entry.watched) return;
      if (place) entry.position = place;
      else delete entry.position;
      if (place && lesson) entry.lesson = lesson;
      else delete entry.lesson;
    },
    false,
  );
}

/** A course's lesson ended or was left for the next: ticked, as a press of its tick would; all ticked is Watched. */
export function tickLesson(player: Player, lesson: string | undefined): void {
  if (!lesson) return;
  change(
    player,
    (entry) => {
      if (entry.watched) return;
      const ticked = new Set(entry.lessons ?? []);
      if (player.lessons && !player.lessons.includes(lesson)) return;
      ticked.add(lesson);
      if (player.lessons && player.lessons.every((id) => ticked.has(id))) {
        entry.watched = true;
        delete entry.lessons;
        delete entry.position;
        delete entry.lesson;
      } else entry.lessons = [...ticked];
    },
    true,
  );
}

/** "Start from the beginning": the place forgotten (not a change for the backup clock). */
export function forgetPlace(id: string): void {
  const list = read();
  if (!list || list.kind === "newer" || !list.videos[id]) return;
  const videos = { ...list.videos };
  const entry = { ...videos[id] };
  delete entry.position;
  delete entry.lesson;
  if (isKept(entry)) videos[id] = entry;
  else delete videos[id];
  writeKeptList(LIST_PLACE, videos, readKeeping, false);
}
