import { fill } from "../content/text";
import { button, element } from "../learner/element";
import { PATH_STEPS_CLASS } from "../learner/keys";

/**
 * The next course on a path page (./index.ts): offered at the end of one, by its title, and played after a short
 * countdown, as course platforms move on after a pause (an instant jump felt abrupt). Never after Cancel, once the
 * player is out of view, or after a pause; never on a topic page (a topic is not an order: the offer is a path's).
 */
export const NEXT_COUNTDOWN_SECONDS = 5;

export interface CountdownEnd {
  /** The learner pressed Cancel (or Play now, which starts it at once). */
  cancelled: boolean;
  /** The learner paused a player since. */
  paused: boolean;
  /** The offer is still on the page and its player in view. */
  inView: boolean;
}

/** Whether the next course starts as the countdown ends. */
export function nextMayStart({ cancelled, paused, inView }: CountdownEnd): boolean {
  return !cancelled && !paused && inView;
}

/** The offer's words, by edition (data/site.yaml's player block). */
export interface NextTexts {
  next: string;
  nextIn: string;
  playNow: string;
  cancel: string;
}

let countdown: { timer: number; panel: HTMLElement; cancelled: boolean } | undefined;

/** Takes the offer away, and its countdown with it. */
export function cancelNext(): void {
  if (!countdown) return;
  clearInterval(countdown.timer);
  countdown.cancelled = true;
  countdown.panel.remove();
  countdown = undefined;
}

/** The next course's Play on a path page (the cards' order is the path's), with its card's title; or none. */
function nextPoster(frame: HTMLIFrameElement): { poster: HTMLElement; title: string } | undefined {
  const path = frame.closest(`.${PATH_STEPS_CLASS}`);
  if (!path) return undefined;
  const cards = [...path.querySelectorAll<HTMLElement>("article")];
  const at = cards.findIndex((card) => card.contains(frame));
  for (const card of cards.slice(at + 1)) {
    const poster = card.querySelector<HTMLElement>("button.player-poster");
    if (poster) return { poster, title: card.querySelector("h3")?.textContent ?? "" };
  }
  return undefined;
}

/** At the end of a course on a path page: "Next: …", a countdown, Play now and Cancel, in the ended player's card. */
export function offerNext(frame: HTMLIFrameElement, isPaused: () => boolean, texts: NextTexts): void {
  const next = nextPoster(frame);
  if (!next) return;
  const { poster, title } = next;
  cancelNext();
  const panel = element("div", { className: "player-next d-flex flex-wrap align-items-center gap-2 mt-2" });
  const words = element("p", { className: "mb-0 me-auto" }, { role: "status", "aria-live": "polite" });
  const playNow = button("btn btn-primary btn-sm", texts.playNow);
  const cancel = button("btn btn-outline-primary btn-sm", texts.cancel);
  panel.append(words, playNow, cancel);
  frame.closest("article")?.querySelector(".card-body")?.prepend(panel);
  let left = NEXT_COUNTDOWN_SECONDS;
  const say = () => (words.textContent = `${fill(texts.next, { title })} ${fill(texts.nextIn, { seconds: left })}`);
  say();
  const start = () => {
    cancelNext();
    poster.click();
  };
  // Out of view as the countdown ends (scrolled away), nothing starts: the learner is elsewhere on the page.
  let inView = true;
  const view = new IntersectionObserver(([seen]) => (inView = seen.isIntersecting));
  view.observe(frame);
  countdown = {
    panel,
    cancelled: false,
    timer: window.setInterval(() => {
      left -= 1;
      if (left > 0) return say();
      view.disconnect();
      const cancelled = countdown?.cancelled ?? true;
      if (nextMayStart({ cancelled, paused: isPaused(), inView: inView && document.contains(panel) })) start();
      else cancelNext();
    }, 1000),
  };
  playNow.addEventListener("click", start);
  cancel.addEventListener("click", () => {
    cancelNext();
    view.disconnect();
    // The button goes with the offer: the keyboard's focus returns to the player it was offered from.
    frame.focus();
  });
}
