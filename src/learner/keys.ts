/**
 * The names the learner's list is kept and found by, in a module of their own: every page with cards imports them,
 * and a module's code reaches every page that imports any of it (the list's functions, ./list.ts, are /Saved's only).
 */

/** Names the file as a Corsi list, so a foreign JSON file is refused. */
export const LIST_FORMAT = "corsi-list";

/**
 * The list's shape's version: a later shape adds a step to MIGRATIONS (./schema.ts) and raises this. Version 2 added a
 * course's ticked lessons, version 3 the place a learner stopped at (`position`, and a course's `lesson`), version 4
 * the learner's notes (`note`); every version since 1 has the same outline (a version 1 list is a version 4 list
 * without lessons, places or notes), so the browser's stored list is read whatever its version up to this one and
 * written back as this one. A page of an older deploy reads a version 4 list as a newer one, and never writes over it.
 * A change of outline must also teach the head scripts (plugins/corsi-boot/inline/) its step.
 */
export const LIST_VERSION = 4;

/** The first version of the list's shape: every version since has its outline (LIST_VERSION). */
export const FIRST_LIST_VERSION = 1;

/** The longest note a learner may keep on a course, in characters (UTF-16 code units, as a text box counts them). */
export const MAX_NOTE_LENGTH = 2000;

/** In sessionStorage: a note being written, by its entry, until it is saved or cancelled (src/notes/). */
export const NOTE_DRAFTS_KEY = "corsi-note-drafts";

/** Where the list is kept, and where a stored value that is not a list is set aside (never thrown away). */
export const STORAGE_KEY = "corsi-list";
export const UNREADABLE_KEY = "corsi-list-unreadable";

/** Dispatched on the window after every change made in this tab (the `storage` event tells the other tabs). */
export const LIST_CHANGE_EVENT = "corsi-list-change";

/** The Save and Watched buttons of a card sit in this group (drawn in src/components/VideoCard.tsx). */
export const TOGGLES_CLASS = "learner-toggles";

/** A course's lessons on its page (src/templates/PlaylistCourse.tsx), ticked by the course's head script. */
export const PLAYLIST_COURSE_CLASS = "course-lessons";

/** A card's line where the learner stopped in Corsi's player ("Resume at 12:34"), written by src/player/places.ts. */
export const RESUME_CLASS = "learner-resume";

/** A topic's progress ("3 of 12 watched"): filled by the head script, empty (and not shown) while none is watched. */
export const PROGRESS_CLASS = "learner-progress";

/** A learning path's block, whose progress the path pages' script writes (src/components/controlNames.ts, PathData). */
export const PATH_CLASS = "learning-path";

/** Where the pages that show cards say, once, that this browser keeps nothing (src/components/LearnerStatus.tsx). */
export const STATUS_CLASS = "learner-status";

/** Set on <html> once a press found the storage unavailable. */
export const UNAVAILABLE_CLASS = "learner-unavailable";

/**
 * Beside the list, under a key of its own (src/learner/keeping.ts, Keeping): when it was last backed up, the changes
 * since, whether persistent storage was asked for. Beside rather than in it, so the list's shape (and LIST_VERSION) is
 * unchanged and a tab of an older deploy still reads and writes the list.
 */
export const KEEPING_KEY = "corsi-list-keeping";

/** In sessionStorage: when a press reloaded the page to let a newer deploy read a newer list (keeping.ts, answerNewer). */
export const RELOADED_KEY = "corsi-list-reloaded";

/**
 * A backup is due after this many changes since the last one, or this many days with at least one change (since the
 * first change, for a list never backed up). Each press that changes the list is one change.
 */
export const BACKUP_DUE_AFTER = { changes: 20, days: 30 } as const;

/** Set on <html> while a backup is due: the navigation's link to /Saved shows its mark (src/components/NavBar.tsx). */
export const BACKUP_DUE_CLASS = "backup-due";

/**
 * Beside the list, under a key of its own: the speed the learner last chose in the player's own menu (src/player/), for
 * the next player on any page. Not a change of the list, nor of the backup clock.
 */
export const PLAYER_SPEED_KEY = "corsi-player-speed";

/** A path page's steps, whose cards are the path's order: the player offers the next one at a course's end. */
export const PATH_STEPS_CLASS = "learning-path-steps";
