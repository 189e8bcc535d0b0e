import type { InlineHelpers } from "./helpers";
import { PLAYLIST_COURSE_CLASS, STATUS_CLASS, UNAVAILABLE_CLASS } from "../../../src/learner/keys";
import { LIST_PLACE, type ListPlace } from "../../../src/learner/listPlace";
import {
  type PlaylistCourseData,
  type PlaylistCourseNextData,
  type PlaylistCourseProgressData,
  type Dataset,
  type DataSelector,
  type LessonData,
  PLAYER_POSTER_CLASS,
  PLAYER_POSTER_CHANNEL_CLASS,
  PLAYER_POSTER_TITLE_CLASS,
  type PosterData,
  type DataAttributeName,
} from "../../../src/components/controlNames";
import { type ListEntry } from "../../../src/learner/list";

/** Where the list lives (ListPlace), and the page's names for what the script marks. */
export interface PlaylistCourseScriptOptions extends ListPlace {
  /** The course's block (PlaylistCourseData): its lessons' buttons (LessonData), its progress and its Continue. */
  readonly courseClass: string;
  readonly posterClass: string;
  /** The poster's title line, and the smaller line under it the script writes Continue's label into. */
  readonly posterTitleClass: string;
  readonly posterChannelClass: string;
  readonly statusClass: string;
  readonly unavailableClass: string;
}

export const PLAYLIST_COURSE_OPTIONS: PlaylistCourseScriptOptions = {
  ...LIST_PLACE,
  courseClass: PLAYLIST_COURSE_CLASS,
  posterClass: PLAYER_POSTER_CLASS,
  posterTitleClass: PLAYER_POSTER_TITLE_CLASS,
  posterChannelClass: PLAYER_POSTER_CHANNEL_CLASS,
  statusClass: STATUS_CLASS,
  unavailableClass: UNAVAILABLE_CLASS,
};

/**
 * A course page's own head script (src/templates/PlaylistCourse.tsx; plugins/corsi-boot/gatsby-ssr.tsx adds it to those pages
 * only, so no other page carries its bytes). Like the cards' buttons (learnerScript.ts), a lesson's Watched button
 * works from the first paint, with or without the app: each is marked as the parser adds it and every press is
 * answered here, in the list the learner script keeps (the course's entry, by its card's video, gains `lessons`: the
 * ticked lessons' ids; all of them ticked is `watched`, the card's own button). It also writes the course's progress
 * ("23 of 150 lessons watched · 12 h 5 min left") and points Continue at the first lesson not ticked: its label, and
 * the poster's player address, that lesson inside the playlist, so Play opens it there. The block carries every
 * lesson of the course (data-lessons: each id and its seconds), so a page of a long course counts them all.
 * What is stored is read as the learner script reads it, by the same reader (`readKeptList`, src/learner/storedList.ts):
 * a value that is not a list is set aside, a list a newer version wrote is shown and never written over (a press loads
 * the page again, newer, once); a tick is kept as a card's press is, by the one writer (`writeKeptList`, src/learner/storedList.ts).
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its arguments and browser globals.
 */
export function playlistCourseScript(
  options: PlaylistCourseScriptOptions,
  {
    readKeptList,
    readStoredList,
    setAside,
    writeKeptList,
    readKeeping,
    answerNewer,
    tellStatus,
    lengthWords,
    fill,
    clock,
  }: InlineHelpers,
): void {
  const lessonButton = "[data-lesson]" satisfies DataSelector<LessonData, "lesson">;

  /** The kept list (a newer version's, maybe); null when this browser keeps nothing. */
  const read = () => readKeptList(options, readStoredList, setAside);

  let list = read();

  /** The course on the page, its lessons in order ([id, seconds]), and which of them are ticked. */
  function course() {
    const block = document.querySelector<HTMLElement>(`.${options.courseClass}`);
    if (!block) return null;
    const data = block.dataset as Dataset<PlaylistCourseData>;
    // Each lesson is its 11-character YouTube id followed by its length in seconds.
    const lessons = (data.lessons || "")
      .split(" ")
      .filter(Boolean)
      .map((lesson): [string, number] => [lesson.slice(0, 11), +lesson.slice(11)]);
    const entry = list && list.videos[data.video || ""];
    const listed = new Set(entry ? entry.lessons : []);
    const ticked = (id: string) => !!entry && (entry.watched === true || listed.has(id));
    // Where the player kept the learner's place (src/player/): a lesson of this course not ticked, and the moment.
    const place =
      entry && entry.lesson && entry.position && !ticked(entry.lesson)
        ? { index: lessons.findIndex(([id]) => id === entry.lesson), seconds: entry.position }
        : null;
    return { block, data, lessons, ticked, place: place && place.index >= 0 ? place : null };
  }

  function paint(): void {
    const found = course();
    if (!found) return;
    const { block, lessons, ticked, place } = found;
    // Drawn hidden, so the page without JavaScript shows none.
    block.querySelectorAll<HTMLElement>(lessonButton).forEach((button) => {
      button.setAttribute("aria-pressed", String(ticked((button.dataset as Dataset<LessonData>).lesson || "")));
      button.hidden = false;
    });
    let watched = 0;
    let left = 0;
    let first = -1;
    lessons.forEach(([id, seconds], index) => {
      if (ticked(id)) watched++;
      else {
        // The lesson begun: what is left of it.
        left += place && place.index === index ? Math.max(0, seconds - place.seconds) : seconds;
        if (first < 0) first = index;
      }
    });
    const progress = block.querySelector<HTMLElement>(
      "[data-hours]" satisfies DataSelector<PlaylistCourseProgressData, "hours">,
    );
    if (progress) {
      const text = progress.dataset as Dataset<PlaylistCourseProgressData>;
      // A length by the pages' one rule (src/content/duration.ts); nothing left is said as none, not one minute.
      const length =
        left > 0
          ? lengthWords(left, { hours: text.hours || "", minutes: text.minutes || "" })
          : fill(text.minutes || "", { minutes: 0 });
      // Nothing until a lesson is ticked (drawn hidden): a visitor who never used the list sees nothing of it.
      const said = fill(text.text || "", { watched, total: lessons.length, left: length });
      // Written only when it changes: a write adds nodes, which the observer below reports.
      if (progress.textContent !== said) progress.textContent = said;
      progress.hidden = !watched;
    }
    // Continue: the first lesson not ticked (once all are, the course starts again), written on the player's poster,
    // which then opens that lesson inside the playlist. A lesson on another page of the course is named by its number.
    const next = block.querySelector<HTMLElement>(
      "[data-continue]" satisfies DataSelector<PlaylistCourseNextData, "continue">,
    );
    const poster = next && next.querySelector<HTMLElement>(`button.${options.posterClass}`);
    const drawn = poster && poster.querySelector(`.${options.posterTitleClass}`);
    if (!next || !poster || !drawn || !lessons.length) return; // none, or playing already
    const number = place ? place.index + 1 : first < 0 ? 1 : first + 1;
    const id = lessons[number - 1][0];
    const button = block.querySelector(`[data-lesson="${id}"]`);
    const link = button && (button.parentElement as HTMLElement).querySelector("a");
    const title = link ? (link.textContent || "").trim() : "";
    const text = next.dataset as Dataset<PlaylistCourseNextData>;
    const said = place
      ? fill(text.resume || "", { number, time: clock(place.seconds) })
      : fill((watched && first >= 0 ? text.continue : text.start) || "", { number });
    const name = title ? said + ": " + title : said;
    if (poster.getAttribute("aria-label") === name) return; // as it is: nothing to write
    const embed = poster.getAttribute("data-embed" satisfies DataAttributeName<PosterData>) || "";
    poster.setAttribute(
      "data-embed" satisfies DataAttributeName<PosterData>,
      embed.replace(/\/embed\/[^?]*/, "/embed/" + id),
    );
    poster.setAttribute("data-title" satisfies DataAttributeName<PosterData>, title || said);
    poster.setAttribute("aria-label", name);
    const label = document.createElement("span");
    label.className = options.posterChannelClass;
    label.textContent = said;
    drawn.textContent = title;
    drawn.append(label);
  }

  // Marks the buttons and the rest as the parser adds them (before the first paint), and again if React draws them
  // anew; only course pages carry this script, so observing the whole document costs no other page anything.
  // Only elements: the text this script writes comes and goes as text nodes.
  new MutationObserver((records) => {
    if (records.some((record) => Array.prototype.some.call(record.addedNodes, (node: Node) => node instanceof Element)))
      paint();
  }).observe(document.documentElement, { childList: true, subtree: true });

  /** The list read again and shown: after every change, this page's own (its event), the app's and another tab's. */
  const reload = () => {
    list = read();
    paint();
  };
  ["storage", options.changeEvent].forEach((type) => addEventListener(type, reload));

  /** A lesson ticked, or unticked: the course's entry rewritten, kept, and the page repainted. */
  function tick(id: string): void {
    list = read();
    const found = course();
    if (!found) return;
    // A newer version's list is left as it is (this page's code would write it in an older shape): a newer version is
    // deployed, so the page is loaded again and its code answers the next press; if it was, this page says so.
    if (list && list.kind === "newer") {
      if (!answerNewer(options.reloadedKey)) tellStatus(options.statusClass, "newer");
      return;
    }
    const kept: { videos: Record<string, ListEntry> } = list || { videos: {} }; // when nothing is kept, the write below fails and says so
    const { data, lessons } = found;
    const videoId = data.video || "";
    const heading = document.querySelector("h1");
    const entry: ListEntry = kept.videos[videoId] || { title: heading ? (heading.textContent || "").trim() : videoId };
    if (data.topic && !entry.topic) entry.topic = data.topic;
    if (data.playlist && !entry.playlist) entry.playlist = data.playlist;
    // The lessons ticked: every one while the course is watched whole, else those listed.
    const ticked = lessons.map(([lesson]) => lesson).filter(found.ticked);
    const at = ticked.indexOf(id);
    if (at >= 0) ticked.splice(at, 1);
    else ticked.push(id);
    delete entry.watched;
    delete entry.lessons;
    if (ticked.length === lessons.length) entry.watched = true;
    else if (ticked.length) entry.lessons = ticked;
    if (entry.saved || entry.watched || entry.lessons || entry.position || entry.note) kept.videos[videoId] = entry;
    else delete kept.videos[videoId];
    // Nothing kept: the button stays as it was, and the page's status line says so, as for a card's buttons.
    if (!writeKeptList(options, kept.videos, readKeeping)) {
      document.documentElement.classList.add(options.unavailableClass);
      tellStatus(options.statusClass, "message");
      reload();
    }
  }

  /** A press anywhere: a lesson's button is ticked or unticked; anything else is left to others. */
  function pressed(event: MouseEvent): void {
    const button = event.target instanceof Element && event.target.closest<HTMLElement>(lessonButton);
    if (!button) return;
    event.stopPropagation(); // see the listener below
    tick((button.dataset as Dataset<LessonData>).lesson || "");
  }

  // Capture phase on the window: this runs before React's listener on its root, and a press handled here stops here.
  // React has no handler for these controls, and a click React sees while still hydrating makes it finish hydrating
  // in that same task, which would hold the press's effect back.
  addEventListener("click", pressed, true);
}
