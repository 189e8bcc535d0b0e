/**
 * The names the learner's list is kept and found by, in a module of their own: every page with cards imports them,
 * and a module's code reaches every page that imports any of it (the list's functions, ./list.ts, are /Saved's only).
 */

/** Names the file as a Corsi list, so a foreign JSON file is refused. */
export const LIST_FORMAT = "corsi-list";

/** The list's shape's version: a later shape adds a step to MIGRATIONS (./schema.ts) and raises this. */
export const LIST_VERSION = 1;

/** Where the list is kept, and where a stored value that is not a list is set aside (never thrown away). */
export const STORAGE_KEY = "corsi-list";
export const BACKUP_KEY = "corsi-list-unreadable";

/** Dispatched on the window after every change made in this tab (the `storage` event tells the other tabs). */
export const LIST_CHANGE_EVENT = "corsi-list-change";

/** The Save and Watched buttons of a card sit in this group (drawn in src/components/VideoCard.tsx). */
export const TOGGLES_CLASS = "learner-toggles";

/** A topic's progress ("3 of 12 watched"): filled by the head script, empty (and not shown) while none is watched. */
export const PROGRESS_CLASS = "learner-progress";

/** Where the pages that show cards say, once, that this browser keeps nothing (src/components/LearnerStatus.tsx). */
export const STATUS_CLASS = "learner-status";

/** Set on <html> once a press found the storage unavailable. */
export const UNAVAILABLE_CLASS = "learner-unavailable";
