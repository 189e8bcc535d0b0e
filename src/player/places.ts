import { clock } from "../content/clock";
import { fill } from "../content/text";
import type { CardData, Dataset, DataSelector, RestartData } from "../components/controlNames";
import { drawEveryGroup } from "../learner/cardGroups";
import { button, LINK_BUTTON_CLASS } from "../learner/element";
import { RESUME_CLASS } from "../learner/keys";
import type { ListEntry } from "../learner/list";

/**
 * Each card's line where the learner stopped in Corsi's player ("Resume at 12:34", with "Start from the beginning"),
 * and its YouTube link at that moment (&t=754). Drawn by the player module, which the head script loads at Play or,
 * on a page whose cards may hold a kept place, as soon as the list holds one: so no page carries these words or this
 * code for a learner who never played. Cards added later (/Saved's app, a filter) are drawn as they arrive, and every
 * card again at each change of the list.
 */
export interface PlacesTexts {
  resume: string;
  restart: string;
}

const LINK = 'a[href^="https://www.youtube.com/watch"]';

/** One card's line and link, for the entry its group names (none when no place is kept, or the video is watched). */
export function drawPlace(group: HTMLElement, entry: ListEntry | undefined, texts: PlacesTexts): void {
  const body = group.parentElement;
  if (!body) return;
  let line = body.querySelector<HTMLElement>(`.${RESUME_CLASS}`);
  // A course's place is in one of its lessons: its own page says it (plugins/corsi-boot/inline/playlistCourseScript.ts).
  const at = entry && !entry.watched && !entry.lesson ? (entry.position ?? 0) : 0;
  const link = body.querySelector<HTMLAnchorElement>(LINK);
  if (link) {
    const href = link.href.replace(/&t=\d+$/, "") + (at ? `&t=${at}` : "");
    if (link.href !== href) link.href = href;
  }
  if (!at) return line?.remove();
  const said = fill(texts.resume, { time: clock(at) });
  if (line?.dataset.said === said) return;
  if (!line) {
    line = document.createElement("p");
    line.className = `${RESUME_CLASS} small mb-0 mt-2`;
    group.before(line);
  }
  line.dataset.said = said;
  line.textContent = `${said} `;
  line.append(button(LINK_BUTTON_CLASS, texts.restart, { ["data-restart" satisfies `data-${keyof RestartData}`]: "" }));
}

/**
 * Draws every card's place from the list `read` gives, now and as cards arrive or the list changes; a press of
 * "Start from the beginning" calls `restart` with the card's entry.
 */
export function drawPlaces(
  read: () => Record<string, ListEntry> | undefined,
  texts: PlacesTexts,
  restart: (id: string) => void,
): void {
  drawEveryGroup((group) => drawPlace(group, read()?.[(group.dataset as Dataset<CardData>).video ?? ""], texts));
  addEventListener("click", (event) => {
    const button =
      event.target instanceof Element &&
      event.target.closest(`.${RESUME_CLASS} ${"[data-restart]" satisfies DataSelector<RestartData, "restart">}`);
    const group = button && (button.parentElement?.nextElementSibling as HTMLElement | null);
    const id = group && (group.dataset as Dataset<CardData>).video;
    if (id) restart(id);
  });
}
