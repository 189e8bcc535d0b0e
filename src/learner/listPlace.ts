import {
  BACKUP_DUE_AFTER,
  FIRST_LIST_VERSION,
  KEEPING_KEY,
  LIST_CHANGE_EVENT,
  LIST_FORMAT,
  LIST_VERSION,
  RELOADED_KEY,
  STORAGE_KEY,
  UNREADABLE_KEY,
} from "./keys";

/**
 * Where the learner's list lives, described once for every reader and writer: /Saved's store (./store.ts), the press
 * modules (src/player/, src/notes/) and the head scripts (plugins/corsi-boot/inline/), which are handed it as their
 * options' first part. The one reader and the one writer, readKeptList and writeKeptList, are in ./storedList.ts.
 * A page that only reads the list (readKeptList) needs its first part, ListReading; a writer needs all of ListPlace.
 */
export interface ListReading {
  /** In localStorage: the list, and where a stored value that is not a list is set aside (setAside). */
  readonly key: string;
  readonly unreadableKey: string;
  /** The list's name, and the versions this build reads, `first` to `version`. */
  readonly format: string;
  readonly first: number;
  readonly version: number;
  /** Dispatched on the window after every change made in this tab (the `storage` event tells the others). */
  readonly changeEvent: string;
}

/** Where the list lives for a writer: its reading part, the backup clock, and the reload for a newer list. */
export interface ListPlace extends ListReading {
  /** In localStorage beside the list: the backup clock's record (./keeping.ts), and when a backup is due. */
  readonly keepingKey: string;
  readonly dueChanges: number;
  readonly dueDays: number;
  /** In sessionStorage: when a press reloaded the page for a newer list (./keeping.ts, answerNewer). */
  readonly reloadedKey: string;
}

/** The list's place for a script that only reads it (the paths' progress): none of the backup clock's. */
export const LIST_READING: ListReading = {
  key: STORAGE_KEY,
  unreadableKey: UNREADABLE_KEY,
  format: LIST_FORMAT,
  first: FIRST_LIST_VERSION,
  version: LIST_VERSION,
  changeEvent: LIST_CHANGE_EVENT,
};

export const LIST_PLACE: ListPlace = {
  ...LIST_READING,
  keepingKey: KEEPING_KEY,
  dueChanges: BACKUP_DUE_AFTER.changes,
  dueDays: BACKUP_DUE_AFTER.days,
  reloadedKey: RELOADED_KEY,
};
