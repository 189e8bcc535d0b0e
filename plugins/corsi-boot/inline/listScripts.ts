import { INLINE_HELPERS } from "./helpers";
import { LEARNER_OPTIONS, learnerScript } from "./learnerScript";
import { PATH_SCRIPT_OPTIONS, pathScript } from "./pathScript";
import { PLAYLIST_COURSE_OPTIONS, playlistCourseScript } from "./playlistCourseScript";

/**
 * The inline scripts that read the learner's list, each with its options and the helpers it may call (INLINE_HELPERS:
 * a serialised function cannot import them): written once, for the head script to serialise (headScript.ts) and the tests to run.
 */

/** Save and Watched on every card, and the navigation's mark while a backup is due. */
export const LEARNER_SCRIPT_PARTS = [learnerScript, LEARNER_OPTIONS, INLINE_HELPERS] as const;

/** A course page's lessons, progress and Continue. */
export const PLAYLIST_COURSE_SCRIPT_PARTS = [playlistCourseScript, PLAYLIST_COURSE_OPTIONS, INLINE_HELPERS] as const;

/** The learning paths' progress. */
export const PATH_SCRIPT_PARTS = [pathScript, PATH_SCRIPT_OPTIONS, INLINE_HELPERS] as const;
