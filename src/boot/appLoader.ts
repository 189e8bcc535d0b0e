/**
 * Every page is complete HTML, so the app (Gatsby's and React's runtime, about 66 KB gzip) is not needed to read it,
 * only to use the menu toggle and the players. The build puts Gatsby's scripts inside an inert <template> (a browser
 * neither fetches nor runs a script there) and adds one tiny inline loader that runs them once the page has loaded and
 * the browser is idle, or at the first sign of a visitor if that comes sooner. So nothing the app does delays the
 * first paint or the largest text, and a button pressed before the app is ready is pressed again once it is, instead
 * of being lost.
 *
 * Why idle and not only on interaction: starting on the first interaction keeps Lighthouse's blocking time at zero,
 * but moves the whole start (about 0.7 s on a throttled phone, `npm run bench`) into the visitor's first tap. Started
 * on idle, the work is done while the visitor reads, and a later tap answers at once.
 * Hydration is one pass (no Suspense boundaries), so when Gatsby's onInitialClientRender runs every handler is in place.
 */

import { THEME_SWITCH_CLASS } from "../theme/theme";

/** The <template> holding Gatsby's scripts until the loader runs them. */
export const APP_SCRIPTS_ID = "app-scripts";

/**
 * Set on the button pressed before the app could handle it, to how many times it was pressed (twice on the menu
 * toggle opens and closes it); the app presses it that many times when it starts. A press on another button wins.
 */
export const REPLAY_ATTRIBUTE = "data-replay-click";

/** Fired by the app just before React takes over the page: from then on React sees clicks itself. */
export const HYDRATING_EVENT = "corsi:hydrating";

export interface AppLoaderOptions {
  readonly templateId: string;
  /** The first sign of a visitor; any of them starts the app if the browser has not been idle yet. */
  readonly startEvents: readonly string[];
  readonly replayAttribute: string;
  readonly hydratingEvent: string;
  /** Buttons the page works without the app (the theme switch): their presses are not replayed. */
  readonly worksWithoutApp: string;
}

export const APP_LOADER_OPTIONS: AppLoaderOptions = {
  templateId: APP_SCRIPTS_ID,
  startEvents: ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"],
  replayAttribute: REPLAY_ATTRIBUTE,
  hydratingEvent: HYDRATING_EVENT,
  worksWithoutApp: `.${THEME_SWITCH_CLASS}`,
};

/**
 * Runs Gatsby's scripts from the template: inline ones (the chunk map, the build's hash) at once, files in the order
 * given (webpack runtime, framework, app) with async off, each as soon as it has arrived and the one before it has run:
 * each runs in a task of its own, and the app's start-up is not added to the task that evaluates React's framework.
 * Serialised into the page (src/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function appLoader({
  templateId,
  startEvents,
  replayAttribute,
  hydratingEvent,
  worksWithoutApp,
}: AppLoaderOptions): void {
  let started = false;

  function start(): void {
    if (started) return;
    started = true;
    startEvents.forEach((type) => removeEventListener(type, start, true));
    const template = document.getElementById(templateId) as HTMLTemplateElement;
    template.content.querySelectorAll("script").forEach((inert) => {
      const script = document.createElement("script");
      for (let index = 0; index < inert.attributes.length; index += 1)
        script.setAttribute(inert.attributes[index].name, inert.attributes[index].value);
      script.async = false;
      script.text = inert.text;
      document.body.appendChild(script);
    });
  }

  function remember(event: Event): void {
    const target = event.target;
    const button = target instanceof Element ? target.closest("button") : null;
    if (!button || button.matches(worksWithoutApp)) return;
    const previous = document.querySelector(`[${replayAttribute}]`);
    if (previous && previous !== button) previous.removeAttribute(replayAttribute);
    const times = previous === button ? Number(button.getAttribute(replayAttribute)) : 0;
    button.setAttribute(replayAttribute, String(times + 1));
  }

  startEvents.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
  addEventListener("click", remember, true);
  addEventListener(hydratingEvent, () => removeEventListener("click", remember, true));
  addEventListener("load", () => (window.requestIdleCallback || setTimeout)(start));
}
