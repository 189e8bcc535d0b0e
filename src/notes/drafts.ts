import { NOTE_DRAFTS_KEY } from "../learner/keys";

/**
 * A note being written, kept in sessionStorage (this tab only, gone with it) until it is saved or cancelled, so a
 * reload does not lose it. Never in the list: a draft is not a change the learner made yet.
 */
export interface NoteDraft {
  text: string;
  at?: number;
  lesson?: string;
}

function readDrafts(): Record<string, NoteDraft> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(NOTE_DRAFTS_KEY) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, NoteDraft>) : {};
  } catch {
    return {};
  }
}

function writeDrafts(drafts: Record<string, NoteDraft>): void {
  try {
    if (Object.keys(drafts).length === 0) sessionStorage.removeItem(NOTE_DRAFTS_KEY);
    else sessionStorage.setItem(NOTE_DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // A tab that keeps nothing loses a draft at a reload, as a page without this would.
  }
}

export function draftOf(id: string): NoteDraft | undefined {
  const draft = readDrafts()[id];
  return draft && typeof draft.text === "string" ? draft : undefined;
}

export function keepDraft(id: string, draft: NoteDraft): void {
  writeDrafts({ ...readDrafts(), [id]: draft });
}

export function forgetDraft(id: string): void {
  const drafts = readDrafts();
  if (!(id in drafts)) return;
  delete drafts[id];
  writeDrafts(drafts);
}

/** The entries with a draft, to open their editors again after a reload. */
export function draftIds(): string[] {
  return Object.keys(readDrafts());
}
