import type { ListFlag } from "../learner/list";

/**
 * The names by which the head script (plugins/corsi-boot/inline/) finds and reads the controls the components draw,
 * each written once, here, and imported by both sides. Data attributes are described by an interface per control:
 * the components write them through DataAttributes (`{...({ "data-video": id } satisfies DataAttributes<CardData>)}`),
 * the head script reads them as `element.dataset as Dataset<CardData>` and selects them with a literal checked by
 * DataSelector. The class names are values for the head script's options, and a literal checked against their type
 * for the components (`"player-poster" satisfies typeof PLAYER_POSTER_CLASS`). A renamed name fails the type check
 * on both sides, and the checks are types only: not a byte is added to the head script, which may use nothing
 * imported (plugins/corsi-boot/inline/serialise.ts), nor to any page's JavaScript (a module of constants would be one
 * more module in every page's commons). Keys are single lowercase words, which `dataset` names exactly as the
 * attribute (data-video ⇄ dataset.video).
 */

/** The menu toggle (Bootstrap's class), whose aria-controls names the menu it opens: src/components/NavBar.tsx. */
export const MENU_TOGGLE_CLASS = "navbar-toggler";

/** The Play button over a video's picture: src/player/VideoPlayer.tsx. */
export const PLAYER_POSTER_CLASS = "player-poster";

/**
 * The iframe the poster's Play makes (the head script's playerScript): the player module (src/player/) speaks to each
 * one, and only to those. The event the head script dispatches once it made one and asked for the module.
 */
export const PLAYER_FRAME_CLASS = "player-frame";
export const PLAYER_STARTED_EVENT = "corsi-player-started";

/** A poster's title line, and the smaller line inside it (the channel, or a course's "Continue: lesson 4"). */
export const PLAYER_POSTER_TITLE_CLASS = "player-poster-title";
export const PLAYER_POSTER_CHANNEL_CLASS = "player-poster-channel";

/** A poster's: the player's address (youtube-nocookie) and its title. */
export interface PosterData {
  embed: string;
  title: string;
}

/** A card's group of Save and Watched buttons (src/learner/keys.ts, TOGGLES_CLASS): the video it keeps. */
export interface CardData {
  video: string;
  topic?: string;
  playlist?: string;
}

/**
 * A card's Note button (src/components/LearnerToggles.tsx): its editor is the notes module's (src/notes/), loaded at the
 * first press; `pending` marks a press made before the module ran, which it answers as it starts.
 */
export interface NoteButtonData {
  note: "";
  pending?: "";
}

/**
 * A player Corsi made (PLAYER_FRAME_CLASS), as the player module (src/player/) last heard it: the second it is at and,
 * in a course, the lesson playing. A note written beside it records that moment (src/notes/).
 */
export interface PlayerFrameData {
  at?: number;
  lesson?: string;
}

/** A Save or Watched button: the field of the list's entry it sets. */
export interface ToggleData {
  flag: ListFlag;
}

/**
 * A topic's progress (PROGRESS_CLASS): its address, its number of videos, and "{watched} of {total} watched", on it
 * or on an ancestor (an index carries it once for its topics).
 */
export interface ProgressData {
  topic?: string;
  /** A course's progress instead: its card's video id. */
  course?: string;
  total: number;
  text?: string;
}

/**
 * A course's block on its page (src/learner/keys.ts, PLAYLIST_COURSE_CLASS): its card's video (the list's entry), topic and
 * playlist, and every lesson of the course in order, each its 11-character id and its seconds ("abcdefghijk754 …").
 */
export interface PlaylistCourseData {
  video: string;
  topic: string;
  playlist: string;
  lessons: string;
}

/** A lesson's Watched button: the lesson's video. */
export interface LessonData {
  lesson: string;
}

/** A course's progress: "{watched} of {total} lessons watched · {left} left", and how a length is written. */
export interface PlaylistCourseProgressData {
  text: string;
  hours: string;
  minutes: string;
}

/**
 * The label over a course's player: "Start: lesson {number}" before a lesson is ticked, then "Continue: …", or
 * "Resume lesson {number} at {time}" where the player kept the learner's place in a lesson not ticked.
 */
export interface PlaylistCourseNextData {
  start: string;
  continue: string;
  resume: string;
}

/**
 * A learning path's block (src/learner/keys.ts, PATH_CLASS: a path's card on /Paths, a path page's header or one of
 * its steps): its courses' entries in the list, in path order, and, on the header, their lengths in seconds (0: not
 * known), each space-separated.
 */
export interface PathData {
  courses: string;
  seconds?: string;
}

/** Inside a path's block: its progress, "{done} of {total} done"; `always` shows it at 0 too (a path's own page). */
export interface PathCountData {
  progress: string;
  always?: string;
}

/** Inside a path's block: the time left, "{left} left", and how a length is written. */
export interface PathLeftData {
  left: string;
  hours: string;
  minutes: string;
}

/** Inside a path's block: the link to the first course not done, "Start here: {course}" or "Continue: {course}". */
export interface PathNextData {
  start: string;
  continue: string;
}

/** Inside a path's block: shown once every course is done (a step's "Complete", the path's "You have finished"). */
export interface PathDoneData {
  done: string;
}

/** The place a page says the browser keeps nothing (STATUS_CLASS): the message it shows then. */
export interface StatusData {
  /** Said when this browser keeps nothing. */
  message: string;
  /** Said when the list was kept by a newer version of the site, and the page loaded again could not read it either. */
  newer: string;
}

/** The line the player module writes on a card whose video has a place kept (RESUME_CLASS), and its button. */
export interface RestartData {
  restart: string;
}

/** The attributes of `T`, as a component writes them. */
export type DataAttributes<T> = { [K in keyof T & string as `data-${K}`]?: T[K] | null };

/** One attribute's name, as a component writes it into HTML of its own (the poster's). */
export type DataAttributeName<T> = `data-${keyof T & string}`;

/** What an element's `dataset` holds of the attributes of `T`: strings, each maybe missing. */
export type Dataset<T> = { readonly [K in keyof T]?: string };

/** A selector of the elements that carry the attribute `K` of `T`, written as a literal in the head script. */
export type DataSelector<T, K extends keyof T & string> = `[data-${K}]`;
