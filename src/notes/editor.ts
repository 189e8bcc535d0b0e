import { fill } from "../content/text";
import { button, element } from "../learner/element";
import { MAX_NOTE_LENGTH } from "../learner/keys";
import { keptNoteText, momentOf } from "../learner/notes";
import { NOTE_CLASS, NOTE_EDITOR_CLASS, type NotesTexts } from "./cardNote";
import { forgetDraft, keepDraft, type NoteDraft } from "./drafts";

/** The count of characters left is shown from here on. */
const LEFT_FROM = 200;

/** What keeping a note came to (the list's one writer, src/learner/storedList.ts). */
export type NoteOutcome = "kept" | "unavailable" | "newer";

export interface EditorOptions {
  id: string;
  title: string;
  texts: NotesTexts;
  /** What the box starts with: a draft, the note kept, or nothing; and its moment. */
  start: NoteDraft;
  /** Whether the card has a note kept (the editor offers Delete). */
  kept: boolean;
  lessons?: readonly string[];
  /** Whether the box takes the focus (a press does; a draft opened again after a reload does not). */
  focus: boolean;
  /** Keeps the text (empty: deletes the note). */
  save: (draft: NoteDraft) => NoteOutcome;
}

let opened = 0;

/**
 * The note's editor, in place under the card's buttons (the card's note hidden meanwhile): a labelled text box, how many
 * characters are left as the limit nears, Save note (or Ctrl/Cmd+Enter), Cancel and, for a kept note, Delete. Typing
 * keeps a draft for a reload (./drafts.ts), never the list; Save is the change. A text longer than the limit is cut and
 * the limit said; a note the browser would not keep stays in the box, said.
 */
export function openEditor(group: HTMLElement, options: EditorOptions): void {
  const { id, title, texts, start, kept, lessons, focus, save } = options;
  const body = group.parentElement;
  if (!body) return;
  const noteButton = group.querySelector<HTMLElement>("[data-note]");
  const existing = body.querySelector<HTMLFormElement>(`.${NOTE_EDITOR_CLASS}`);
  if (existing) {
    if (focus) existing.querySelector("textarea")?.focus();
    return;
  }
  opened += 1;
  const boxId = `note-${opened}`;
  const form = element("form", { className: `${NOTE_EDITOR_CLASS} mt-2`, id: `${boxId}-editor` });
  const label = element("label", {
    className: "small fw-semibold",
    htmlFor: boxId,
    textContent: fill(texts.label, { title }),
  });
  const moment = momentOf(start, texts, lessons);
  const help = element("p", {
    className: "note-help mt-1 mb-1",
    id: `${boxId}-help`,
    textContent: [moment, texts.shortcut].filter(Boolean).join(" · "),
  });
  const left = element("p", { className: "note-help mb-1", id: `${boxId}-left` }, { "aria-live": "polite" });
  const problem = element("p", { className: "note-problem small mb-1" }, { role: "alert" });
  const box = element(
    "textarea",
    { id: boxId, rows: 4, dir: "auto", value: start.text },
    { "aria-describedby": `${help.id} ${left.id}` },
  );
  const actions = element("div", { className: "d-flex flex-wrap gap-2" });
  const cancel = button("btn btn-outline-primary btn-sm", texts.cancel);
  actions.append(button("btn btn-primary btn-sm", texts.save, {}, "submit"), cancel);
  if (kept) {
    const remove = button("btn btn-outline-primary btn-sm ms-auto", texts.delete);
    remove.addEventListener("click", () => finish({ ...start, text: "" }));
    actions.append(remove);
  }
  form.append(label, box, help, left, problem, actions);
  const shown = body.querySelector<HTMLElement>(`.${NOTE_CLASS}`);
  if (shown) shown.hidden = true;
  group.after(form);
  noteButton?.setAttribute("aria-expanded", "true");
  noteButton?.setAttribute("aria-controls", form.id);

  const draft = (): NoteDraft => ({ ...start, text: box.value });
  /** The limit: a longer text is cut there, and said; the count shows as the limit nears. */
  const measure = () => {
    const { text, cut } = keptNoteText(box.value);
    if (cut) {
      box.value = text;
      problem.textContent = fill(texts.cut, { max: MAX_NOTE_LENGTH.toLocaleString(document.documentElement.lang) });
    }
    const rest = MAX_NOTE_LENGTH - box.value.length;
    left.textContent = rest <= LEFT_FROM ? fill(texts.left, { count: rest }) : "";
  };
  const close = () => {
    form.remove();
    forgetDraft(id);
    if (shown) shown.hidden = false;
    noteButton?.setAttribute("aria-expanded", "false");
    noteButton?.removeAttribute("aria-controls");
    noteButton?.focus();
  };
  function finish(next: NoteDraft) {
    const outcome = save({ ...next, text: keptNoteText(next.text).text });
    if (outcome === "kept") return close();
    problem.textContent = outcome === "newer" ? texts.newer : texts.unkept;
    box.focus();
  }
  box.addEventListener("input", () => {
    measure();
    keepDraft(id, draft());
  });
  box.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    finish(draft());
  });
  cancel.addEventListener("click", close);
  measure();
  keepDraft(id, draft());
  if (focus) box.focus();
}
