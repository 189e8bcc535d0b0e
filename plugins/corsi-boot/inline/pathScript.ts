import type { InlineHelpers } from "./helpers";
import { PATH_CLASS, TOGGLES_CLASS } from "../../../src/learner/keys";
import { LIST_READING, type ListReading } from "../../../src/learner/listPlace";
import type {
  CardData,
  Dataset,
  DataSelector,
  PathData,
  PathDoneData,
  PathLeftData,
  PathNextData,
  PathCountData,
} from "../../../src/components/controlNames";

/** Where the list lives, as a reader needs it (ListReading), and the page's names for what the script writes. */
export interface PathScriptOptions extends ListReading {
  /** A path's block (PathData), and a card's group of buttons, whose data-video is its entry in the list. */
  readonly pathClass: string;
  readonly groupClass: string;
}

export const PATH_SCRIPT_OPTIONS: PathScriptOptions = {
  ...LIST_READING,
  pathClass: PATH_CLASS,
  groupClass: TOGGLES_CLASS,
};

/**
 * The learning paths' progress, on /Paths and each path's page (plugins/corsi-boot/gatsby-ssr.tsx adds it to those
 * pages only): it only reads the list, which the head script writes (a card's Watched, a paid course's Done) as does a
 * course page (its lessons). For each path's block it writes how many courses are done ("2 of 5 done"), the time the
 * courses not done take, the link to the first of them ("Continue: …", to its card on the page), and, once all are
 * done, what says so (a step's "Complete"). A path nobody has started shows nothing; the page without JavaScript lists
 * every step and course, without progress. It writes again at every change of the list: this page's presses (the
 * change event), the app's and another tab's (storage).
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its arguments and browser globals.
 */
export function pathScript(
  options: PathScriptOptions,
  { readKeptList, readStoredList, setAside, countPathProgress, lengthWords, fill }: InlineHelpers,
): void {
  /** Shows a text, or empties and hides it; written only when it changes (the observer below reports a write). */
  const write = (element: HTMLElement, text: string, shown: boolean) => {
    const said = shown ? text : "";
    if (element.textContent !== said) element.textContent = said;
    element.hidden = !shown;
  };

  function paint(): void {
    const kept = readKeptList(options, readStoredList, setAside);
    const videos = kept ? kept.videos : {};
    document.querySelectorAll<HTMLElement>(`.${options.pathClass}`).forEach((block) => {
      const data = block.dataset as Dataset<PathData>;
      const ids = (data.courses || "").split(" ").filter(Boolean);
      const seconds = (data.seconds || "").split(" ").map(Number);
      const { done, total, next, left } = countPathProgress(videos, ids, seconds);
      const find = <T>(selector: string) => {
        const element = block.querySelector<HTMLElement>(selector);
        return element ? { element, data: element.dataset as Dataset<T> } : null;
      };
      const progress = find<PathCountData>("[data-progress]" satisfies DataSelector<PathCountData, "progress">);
      if (progress)
        write(
          progress.element,
          fill(progress.data.progress || "", { done, total }),
          done > 0 || progress.data.always !== undefined,
        );
      const finished = find<PathDoneData>("[data-done]" satisfies DataSelector<PathDoneData, "done">);
      if (finished) write(finished.element, finished.data.done || "", total > 0 && next < 0);
      const time = find<PathLeftData>("[data-left]" satisfies DataSelector<PathLeftData, "left">);
      if (time)
        write(
          time.element,
          left > 0
            ? fill(time.data.left || "", {
                left: lengthWords(left, { hours: time.data.hours || "", minutes: time.data.minutes || "" }),
              })
            : "",
          left > 0 && next >= 0,
        );
      // The next course's card on this page: its buttons' group names it (its id) and its heading (aria-labelledby).
      const link = find<PathNextData>("a[data-continue]" satisfies `a${DataSelector<PathNextData, "continue">}`);
      if (!link) return;
      const group =
        next >= 0 &&
        document.querySelector(
          `.${options.groupClass}[${"data-video" satisfies `data-${keyof CardData & string}`}="${ids[next]}"]`,
        );
      const heading = group && document.getElementById(group.getAttribute("aria-labelledby") || "");
      if (!heading) return write(link.element, "", false);
      // Filled as the pages fill a name into a text (src/content/text.ts): a Latin title keeps its order in Arabic.
      const course = (heading.textContent || "").trim();
      write(link.element, fill((done > 0 ? link.data.continue : link.data.start) || "", { course }), true);
      link.element.setAttribute("href", "#" + heading.id);
    });
  }

  paint();
  // The blocks arrive after this script (it runs in <head>): painted as the parser adds elements, and again if React
  // draws them anew. Only the path pages carry this script, so observing the document costs no other page anything.
  new MutationObserver((records) => {
    if (records.some((record) => Array.prototype.some.call(record.addedNodes, (node: Node) => node instanceof Element)))
      paint();
  }).observe(document.documentElement, { childList: true, subtree: true });
  ["storage", options.changeEvent].forEach((type) => addEventListener(type, paint));
}
