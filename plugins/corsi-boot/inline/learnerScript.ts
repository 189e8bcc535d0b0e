import type { InlineHelpers } from "./helpers";
import {
  BACKUP_DUE_CLASS,
  PROGRESS_CLASS,
  STATUS_CLASS,
  TOGGLES_CLASS,
  UNAVAILABLE_CLASS,
} from "../../../src/learner/keys";
import { LIST_PLACE, type ListPlace } from "../../../src/learner/listPlace";
import { NOTES_SCRIPT_PATH, PLAYER_SCRIPT_PATH } from "../../../src/hostedFiles";
import { type ListEntry, type ListFlag } from "../../../src/learner/list";
import type { ReadableList } from "../../../src/learner/storedList";
import {
  type CardData,
  type Dataset,
  type DataSelector,
  type NoteButtonData,
  type ProgressData,
  type ToggleData,
} from "../../../src/components/controlNames";

/** Where the list lives (ListPlace), and the page's names for what the script marks. */
export interface LearnerScriptOptions extends ListPlace {
  /** A card's group: data-video (the id), data-topic, data-playlist, aria-labelledby (the card's title). */
  readonly groupClass: string;
  /**
   * A topic's progress: data-topic (its address), data-total (its videos), data-text ("{watched} of {total}") on it or
   * an ancestor; or a course's: data-course (its card's video) and data-total (its lessons) instead of data-topic.
   */
  readonly progressClass: string;
  readonly statusClass: string;
  readonly unavailableClass: string;
  /** Set on <html> while a backup is due (BACKUP_DUE_CLASS): the navigation's link to /Saved shows its mark. */
  readonly dueClass: string;
  /**
   * The player module (src/player/), which draws each card's "Resume at" line: loaded, like Play loads it, once the
   * list holds a place the player kept (the learner pressed Play before), and never otherwise.
   */
  readonly placesScript: string;
  /**
   * The notes module (src/notes/): loaded at the first press of a card's Note (the press marked `data-pending` for it
   * to answer, which it does as it starts, and for every later press as it hears it), or as the page starts once the
   * list holds a note. (A draft a reload interrupted opens again at the next press of its Note.)
   */
  readonly notesScript: string;
}

export const LEARNER_OPTIONS: LearnerScriptOptions = {
  ...LIST_PLACE,
  dueClass: BACKUP_DUE_CLASS,
  groupClass: TOGGLES_CLASS,
  progressClass: PROGRESS_CLASS,
  placesScript: PLAYER_SCRIPT_PATH,
  notesScript: NOTES_SCRIPT_PATH,
  statusClass: STATUS_CLASS,
  unavailableClass: UNAVAILABLE_CLASS,
};

/**
 * Works the Save and Watched buttons (a group's buttons, each with data-flag, the entry's field it sets, and
 * aria-pressed) from the first paint and for the page's whole life, with or without the app, like the players' and the
 * menu's scripts: the server and React draw every button unpressed and never change it; this script marks each one as
 * it is added to the page (by the parser, before the first paint, or later by React) once the list holds a video,
 * answers every press, keeps the list in localStorage and tells the app (changeEvent), which reads the same key for
 * /Saved. It writes each topic's progress the same way, so a press shows at once and the app's code carries none of
 * it. What is stored is read by the one reader (`readKeptList`, with `readStoredList` and `setAside`:
 * src/learner/storedList.ts): a value that is not a list is set aside, a list a newer version wrote is shown and never
 * written over (a press loads the page again, newer, once: `answerNewer`), and a browser that keeps nothing says so once.
 * A change is kept by the one writer of a press (`writeKeptList`, src/learner/storedList.ts), which counts it on the backup clock
 * and asks once for persistent storage; this script marks the navigation's link to /Saved while a backup is due, from
 * the page's start (a class on <html>, so the mark is drawn with the first paint).
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its arguments and browser globals.
 */
export function learnerScript(
  options: LearnerScriptOptions,
  {
    readKeptList,
    readStoredList,
    setAside,
    writeKeptList,
    readKeeping,
    backupDue,
    answerNewer,
    tellStatus,
  }: InlineHelpers,
): void {
  const group = `.${options.groupClass}`;
  const toggle = `${group} ${"[data-flag]" satisfies DataSelector<ToggleData, "flag">}`;

  /** The kept list (a newer version's, maybe); null when this browser keeps nothing. */
  const read = () => readKeptList(options, readStoredList, setAside);

  let list = read();

  const painted = `${toggle},.${options.progressClass}`;

  /** A button's pressed state, or a topic's progress: empty while none of its videos is watched. */
  function paint(element: HTMLElement): void {
    const { flag, topic, course, total = "0" }: Dataset<ToggleData & ProgressData> = element.dataset;
    if (flag) {
      const entry =
        list && list.videos[((element.closest(group) as HTMLElement).dataset as Dataset<CardData>).video || ""];
      element.setAttribute("aria-pressed", String(!!entry && entry[flag as ListFlag] === true));
      return;
    }
    let watched = 0;
    const entry = list && course && list.videos[course];
    // A course: all its lessons once watched whole, else those ticked one by one.
    if (entry) watched = entry.watched ? +total : (entry.lessons || []).length;
    else if (list && topic)
      for (const id in list.videos) if (list.videos[id].topic === topic && list.videos[id].watched) watched++;
    watched = Math.min(watched, Number(total));
    // The text is the element's, or its list's (one for all the topics of an index).
    const holder = element.closest<HTMLElement>("[data-text]" satisfies DataSelector<ProgressData, "text">);
    const text = (holder && (holder.dataset as Dataset<ProgressData>).text) || "";
    element.textContent = watched ? text.replace("{watched}", String(watched)).replace("{total}", total) : "";
  }

  // Marks each as it arrives: from the parser, or from React when a filter brings cards back or on a client-side
  // navigation. Observing starts only once the list holds a video (paintAll).
  const observer = new MutationObserver((records) =>
    records.forEach((record) =>
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement) {
          if (node.matches(painted)) paint(node);
          else node.querySelectorAll<HTMLElement>(painted).forEach(paint);
        }
      }),
    ),
  );

  /**
   * Marks every button and progress on the page, and from then on each one as it arrives. Until the list holds a
   * video, what the server and React draw is already right (unpressed, no progress), so nothing is observed: observing
   * the whole document makes the parser report every node it adds, a cost a visitor who never used the list should
   * not pay. Observing again only renews the one registration.
   */
  function paintAll(): void {
    document.querySelectorAll<HTMLElement>(painted).forEach(paint);
    // The backup's mark: only while the list holds something worth a backup.
    document.documentElement.classList.toggle(
      options.dueClass,
      !!list && Object.keys(list.videos).length > 0 && backupDue(readKeeping(options.keepingKey), Date.now(), options),
    );
    if (list && Object.keys(list.videos).length)
      observer.observe(document.documentElement, { childList: true, subtree: true });
    const placed = list && Object.keys(list.videos).some((id) => (list as ReadableList).videos[id].position);
    if (placed) load(options.placesScript);
    if (list && Object.keys(list.videos).some((id) => (list as ReadableList).videos[id].note))
      load(options.notesScript);
  }

  /** A module of the page's (the player's, the notes'), loaded once. */
  function load(script: string): void {
    if (document.querySelector('script[src="' + script + '"]')) return;
    const module = document.createElement("script");
    module.src = script;
    document.head.appendChild(module);
  }

  paintAll();

  /** The list read again and shown: after the app's own changes, and another tab's (any key: reading is cheap). */
  const reload = () => {
    list = read();
    paintAll();
  };
  addEventListener("storage", reload);
  addEventListener(options.changeEvent, reload);

  addEventListener(
    "click",
    (event) => {
      // Note: the notes module's, loaded at the first press; the press is marked for it to answer as it starts.
      const note =
        event.target instanceof Element &&
        event.target.closest<HTMLElement>(group + " " + ("[data-note]" satisfies DataSelector<NoteButtonData, "note">));
      if (note) {
        note.setAttribute("data-pending" satisfies `data-${keyof NoteButtonData}`, "");
        return load(options.notesScript);
      }
      const button = event.target instanceof Element && event.target.closest<HTMLElement>(toggle);
      if (!button) return;
      event.stopPropagation(); // see the listener's last argument
      const card = button.closest(group) as HTMLElement;
      const id = (card.dataset as Dataset<CardData>).video || "";
      const flag = (button.dataset as Dataset<ToggleData>).flag as ListFlag;
      list = read();
      // A newer version's list is left as it is (this page's code would write it in an older shape): a newer version is
      // deployed, so the page is loaded again and its code answers the next press; if it was, this page says so.
      if (list && list.kind === "newer") {
        if (!answerNewer(options.reloadedKey)) tellStatus(options.statusClass, "newer");
        return;
      }
      let kept = false;
      if (list) {
        const heading = document.getElementById(card.getAttribute("aria-labelledby") || "");
        const entry: ListEntry = list.videos[id] || { title: heading ? (heading.textContent || "").trim() : id };
        const { topic, playlist }: Dataset<CardData> = card.dataset;
        if (topic && !entry.topic) entry.topic = topic;
        if (playlist && !entry.playlist) entry.playlist = playlist;
        if (entry[flag] === true) delete entry[flag];
        else entry[flag] = true;
        // Watched, set or cleared, is a course's whole: the lessons ticked one by one give way to it.
        if (flag === "watched") delete entry.lessons;
        // Watched whole: nothing is left to resume.
        if (entry.watched) delete entry.position;
        if (entry.saved || entry.watched || (entry.lessons && entry.lessons.length) || entry.position || entry.note)
          list.videos[id] = entry;
        else delete list.videos[id];
        kept = writeKeptList(options, list.videos, readKeeping);
      }
      if (!kept) {
        // Once: the message stays, and the buttons show what is really kept (nothing new).
        document.documentElement.classList.add(options.unavailableClass);
        tellStatus(options.statusClass, "message");
        reload();
      }
    },
    // Capture phase on the window: this runs before React's listener on its root, and a press handled here stops here.
    // React has no handler for these controls, and a click React sees while still hydrating makes it finish hydrating
    // in that same task, which would hold the press's effect back.
    true,
  );
}
