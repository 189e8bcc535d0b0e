import { BACKUP_KEY, LIST_CHANGE_EVENT, LIST_FORMAT, LIST_VERSION, STORAGE_KEY } from "../../../src/learner/keys";
import { FIRST_LIST_VERSION } from "../../../src/learner/list";
import type { KeptListPlace } from "../../../src/learner/storedList";
import { type ListWritePlace, WRITE_PLACE } from "../../../src/learner/keeping";

/**
 * What every inline script of the learner's list is told of it: its name and versions, where it is kept, and the event
 * a change in this tab dispatches. The shared part of their options, written once.
 */
export interface KeptListOptions extends KeptListPlace {
  readonly changeEvent: string;
}

export const KEPT_LIST_OPTIONS: KeptListOptions = {
  key: STORAGE_KEY,
  backupKey: BACKUP_KEY,
  format: LIST_FORMAT,
  first: FIRST_LIST_VERSION,
  version: LIST_VERSION,
  changeEvent: LIST_CHANGE_EVENT,
};

/**
 * What the scripts that change the list (a card's buttons, a course's lessons) are told besides: where its backup clock
 * is kept and when a backup is due, and where a reload for a newer list is noted (src/learner/keeping.ts; the writer is writeKeptList in src/learner/storedList.ts).
 */
export type ListWriterOptions = KeptListOptions & ListWritePlace;

export const LIST_WRITER_OPTIONS: ListWriterOptions = { ...KEPT_LIST_OPTIONS, ...WRITE_PLACE };
