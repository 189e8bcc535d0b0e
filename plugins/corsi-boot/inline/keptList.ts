import { BACKUP_KEY, LIST_CHANGE_EVENT, LIST_FORMAT, LIST_VERSION, STORAGE_KEY } from "../../../src/learner/keys";
import { FIRST_LIST_VERSION } from "../../../src/learner/list";
import type { KeptListPlace } from "../../../src/learner/storedList";

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
