import { type CardData, type Dataset, type NoteButtonData, type PlaylistCourseData } from "../components/controlNames";
import { drawEveryGroup } from "../learner/cardGroups";
import { readKeeping } from "../learner/keeping";
import { LIST_FORMAT, LIST_VERSION, PLAYLIST_COURSE_CLASS, TOGGLES_CLASS } from "../learner/keys";
import type { ListEntry, ListNote } from "../learner/list";
import { withNote } from "../learner/notes";
import { readKeptList, readStoredList, setAside, writeKeptList } from "../learner/storedList";
import { LIST_PLACE } from "../learner/listPlace";
import { drawCardNote, NOTE_CLASS, NOTE_EDITOR_CLASS, type NotesTexts } from "./cardNote";
import { draftOf } from "./drafts";
import { type NoteOutcome, openEditor } from "./editor";
import { playFrom } from "./playFrom";
import { NOTES_CSS } from "./styles";
import { registerOfflineWorker } from "../offline/register";

/**
 * The learner's notes beside each course (docs/decisions/0036-notes-beside-each-course.md). Loaded by the head script
 * at the first press of a card's Note, or as a page starts when the list holds a note or this tab a draft
 * (plugins/corsi-boot/inline/learnerScript.ts), never otherwise: a visitor who writes no note loads none of this.
 * It draws each card's note, opens the editor in place, keeps a note through the list's one writer (a change for the
 * backup clock) and plays a note's video from its moment. Nothing here makes a request: a note never leaves the device.
 */

/** Texts by edition, written in at build from data/site.yaml (plugins/corsi-boot/scriptBundles.ts). */
declare const CORSI_NOTES_TEXTS: Record<string, NotesTexts>;

const texts = (): NotesTexts =>
  CORSI_NOTES_TEXTS[document.documentElement.lang] ?? CORSI_NOTES_TEXTS[Object.keys(CORSI_NOTES_TEXTS)[0]];
const read = () => readKeptList(LIST_PLACE, readStoredList, setAside);
const groups = `.${TOGGLES_CLASS}`;

/** A card's entry and what its note needs: its title, its course's lessons (on a course's page), where it plays. */
function cardOf(group: HTMLElement) {
  const data: Dataset<CardData> = group.dataset;
  const heading = document.getElementById(group.getAttribute("aria-labelledby") ?? "");
  const course = group.closest<HTMLElement>(`.${PLAYLIST_COURSE_CLASS}`);
  const lessons = course
    ? ((course.dataset as Dataset<PlaylistCourseData>).lessons ?? "").split(" ").map((lesson) => lesson.slice(0, 11))
    : undefined;
  const title = (heading?.textContent ?? document.querySelector("h1")?.textContent ?? data.video ?? "").trim();
  const scope = group.closest<HTMLElement>("article") ?? course ?? group.parentElement ?? group;
  return { id: data.video ?? "", topic: data.topic, playlist: data.playlist, title, lessons, scope };
}

/** A card's note; and, for a note a reload interrupted (its draft kept), its editor open again. */
function draw(group: HTMLElement): void {
  const card = cardOf(group);
  if (!card.id) return;
  drawCardNote(group, read()?.videos[card.id]?.note, card.title, texts(), card.lessons);
  if (draftOf(card.id) && !group.parentElement?.querySelector(`.${NOTE_EDITOR_CLASS}`)) edit(group, false);
}

/** The moment the card's player is at (the player module writes it on the frame), if it plays or paused. */
function playerMoment(scope: HTMLElement): Pick<ListNote, "at" | "lesson"> {
  const frame = scope.querySelector<HTMLIFrameElement>("iframe[data-at]");
  const at = Number(frame?.dataset.at);
  if (!frame || !(at >= 1)) return {};
  return { at: Math.floor(at), ...(frame.dataset.lesson && { lesson: frame.dataset.lesson }) };
}

/** Keeps a card's note (or deletes it, for an empty text) through the list's one writer. */
function keep(card: ReturnType<typeof cardOf>, note: ListNote | undefined): NoteOutcome {
  const list = read();
  if (!list) return "unavailable";
  if (list.kind === "newer") return "newer";
  if (!note && !list.videos[card.id]?.note) return "kept";
  const entry: ListEntry = { title: card.title || card.id };
  if (card.topic) entry.topic = card.topic;
  if (card.playlist) entry.playlist = card.playlist;
  const current = list.videos[card.id];
  const next = withNote({ format: LIST_FORMAT, version: LIST_VERSION, videos: list.videos }, card.id, note, {
    ...entry,
    ...current,
  });
  return writeKeptList(LIST_PLACE, next.videos, readKeeping) ? "kept" : "unavailable";
}

function edit(group: HTMLElement, focus = true): void {
  const card = cardOf(group);
  if (!card.id) return;
  const kept = read()?.videos[card.id]?.note;
  const moment = playerMoment(card.scope);
  const start = draftOf(card.id) ?? {
    text: kept?.text ?? "",
    ...(moment.at ? moment : kept && { at: kept.at, lesson: kept.lesson }),
  };
  openEditor(group, {
    id: card.id,
    title: card.title,
    texts: texts(),
    start,
    kept: !!kept,
    lessons: card.lessons,
    focus,
    save: (draft) => {
      const note: ListNote | undefined = draft.text
        ? {
            text: draft.text,
            changed: Date.now(),
            ...(draft.at && { at: draft.at }),
            ...(draft.at && draft.lesson && { lesson: draft.lesson }),
          }
        : undefined;
      const outcome = keep(card, note);
      if (outcome === "kept") draw(group);
      return outcome;
    },
  });
}

addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const group = target?.closest<HTMLElement>(groups);
  const editButton = target?.closest("[data-note-edit]");
  const play = target?.closest("[data-note-play]");
  const block = (editButton ?? play)?.closest(`.${NOTE_CLASS}`);
  const owner = group ?? block?.parentElement?.querySelector<HTMLElement>(groups);
  const note = target?.closest("[data-note]" satisfies `[data-${keyof NoteButtonData}]`);
  // The head script marked the press; it is this module's from here on.
  note?.removeAttribute("data-pending");
  if (note && group) edit(group);
  else if (editButton && owner?.matches(groups)) edit(owner);
  else if (play && owner?.matches(groups)) {
    const card = cardOf(owner);
    const note = read()?.videos[card.id]?.note;
    if (note) playFrom(card.scope, note);
  }
});

/** Every card drawn (the drafts a reload left open again), and the presses made before this module ran answered. */
function start(): void {
  const style = document.createElement("style");
  style.textContent = NOTES_CSS;
  document.head.append(style);
  // Every card's note, now and as cards arrive (/Saved's app, a filter) or the list changes (here or in another tab).
  drawEveryGroup(draw);
  document.querySelectorAll<HTMLElement>(`${groups} [data-pending]`).forEach((pressed) => {
    pressed.removeAttribute("data-pending");
    const group = pressed.closest<HTMLElement>(groups);
    if (group) edit(group);
  });
}
if (document.readyState === "loading") addEventListener("DOMContentLoaded", start);
else start();

// What a learner starts registers the offline worker (docs/decisions/0037-the-app-at-hand-offline.md).
registerOfflineWorker();
