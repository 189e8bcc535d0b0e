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
