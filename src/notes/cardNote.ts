import { button, element, LINK_BUTTON_CLASS } from "../learner/element";
import type { ListNote } from "../learner/list";
import { type MomentTexts, momentOf } from "../learner/notes";

/** What a card's note and its editor say, in each edition (data/site.yaml's `notes`). */
export interface NotesTexts extends MomentTexts {
  /** The text box's label: "Your note on {title}". */
  label: string;
  save: string;
  cancel: string;
  edit: string;
  delete: string;
  /** Under the box as the limit nears: "{count} characters left". */
  left: string;
  /** Said when a text was cut at the limit: "A note holds up to {max} characters; the rest was not kept." */
  cut: string;
  /** Said when the browser would not keep the note: its text stays in the box. */
  unkept: string;
  /** Said when a newer version of the site keeps the list (src/learner/storedList.ts). */
  newer: string;
  /** The keyboard's shortcut, under the box. */
  shortcut: string;
}

/** A card's note, drawn after its buttons (NOTE_CLASS), and the editor's form. */
export const NOTE_CLASS = "learner-note";
export const NOTE_EDITOR_CLASS = "note-editor";

/** A link-like button with its `data` attribute, and words only a screen reader reads (`hidden`). */
const linkButton = (text: string, data: string, hidden?: string) => {
  const made = button(LINK_BUTTON_CLASS, text, { [data]: "" });
  if (hidden) made.append(element("span", { className: "visually-hidden", textContent: hidden }));
  return made;
};

/**
 * A card's note: its text as text (never markup: textContent), its line breaks kept and its direction its own
 * (dir="auto": an Arabic note reads right to left in the English edition), its first lines shown (the stylesheet cuts
 * a long one), then its moment, which plays the video from there, and Edit.
 */
export function drawCardNote(
  group: HTMLElement,
  note: ListNote | undefined,
  title: string,
  texts: NotesTexts,
  lessons?: readonly string[],
): void {
  let block = group.parentElement?.querySelector<HTMLElement>(`.${NOTE_CLASS}`) ?? null;
  if (!note?.text) return block?.remove();
  const said = `${note.changed} ${note.text}`;
  if (block?.dataset.said === said) return;
  if (!block) {
    block = element("div", { className: `${NOTE_CLASS} mt-2` });
    group.after(block);
  }
  block.dataset.said = said;
  const text = element("p", { className: "learner-note-text mb-1", dir: "auto", textContent: note.text });
  const actions = element("p", { className: "d-flex flex-wrap gap-3 mb-0 small" });
  const moment = momentOf(note, texts, lessons);
  if (moment) actions.append(linkButton(moment, "data-note-play"));
  actions.append(linkButton(texts.edit, "data-note-edit", `: ${title}`));
  block.replaceChildren(text, actions);
}
