import { CATALOG_TOOLS_CLASS, FILTER_ATTRIBUTE } from "../../../src/catalogTools/markup";

/**
 * Every page is complete HTML, so the app (Gatsby's and React's runtime; its bytes: docs/performance.md) is not needed to read it,
 * only to follow links without reloading the page (the menu, the players and the theme switch are worked by the head
 * scripts from the first paint). The build puts Gatsby's scripts inside an inert <template> (a browser
 * neither fetches nor runs a script there) and adds one tiny inline loader that runs them once the page has loaded and
 * the browser is idle, or at the first sign of a visitor if that comes sooner. So nothing the app does delays the
 * first paint or the largest text.
 *
 * Why idle and not only on interaction: starting on the first interaction keeps Lighthouse's blocking time at zero,
 * but moves the whole start (timed on a throttled phone by `npm run bench`) into the visitor's first tap. Started
 * on idle, the work is done while the visitor reads, and a later tap answers at once.
 *
 * Why after the first paint as well: on a page without pictures the load event can come before the browser has put
 * anything on screen, and the app's files would then share the connection with the page's first paint.
 * Lighthouse's estimate of the largest paint counts every request started before it, so a start that raced the paint
 * moved the home page's LCP from one run to the next (measured in docs/decisions/0007-the-first-press.md).
 */

/** The <template> holding Gatsby's scripts until the loader runs them. */
export const APP_SCRIPTS_ID = "app-scripts";

/**
 * The template's `data-start` on a page with search or filters: what it holds (the catalog tools' code) is run at the
 * first use of a tool, or as soon as the page is parsed when the address carries a filter, never on its own.
 * (docs/decisions/0024-framework-code-only-where-needed.md.)
 */
export const START_ON_USE = "use";

export interface AppLoaderOptions {
  readonly templateId: string;
  /** The first sign of a visitor; any of them starts the app if the browser has not been idle yet. */
  readonly startEvents: readonly string[];
  /** Start events a browser sends on its own while it lays out a page: signs of a visitor only once it has painted. */
  readonly afterPaintEvents: readonly string[];
  /** How long to wait for the first paint to be reported before starting anyway (a browser may never report it). */
  readonly paintTimeoutMs: number;
  /** How long a busy page may go without an idle moment before the app starts anyway. */
  readonly idleTimeoutMs: number;
  /** The template's `data-start` on a page whose template runs at the tools' first use (START_ON_USE). */
  readonly startOnUse: string;
  /** On a START_ON_USE page: an event inside an element this selector matches is a use of the tools. */
  readonly toolsSelector: string;
  /** On a START_ON_USE page: the selector of the filters, each naming its address parameter in this attribute. */
  readonly filterAttribute: string;
  /** On a <link> in the template: the selector of the part of the page whose use adds it (added at any start without). */
  readonly useAttribute: string;
  /**
   * The events that are a use of that part: a press, the focus, a key. The pointer passing over it, or a scroll or a
   * touch starting on it, is not (a press on a phone comes as a pointerdown before its touchstart).
   */
  readonly useEvents: readonly string[];
}

export const APP_LOADER_OPTIONS: AppLoaderOptions = {
  templateId: APP_SCRIPTS_ID,
  // input and change: a choice made without a press or the focus (a tool's value set by assistive technology).
  startEvents: ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel", "input", "change"],
  // Before the first paint, neither is a visitor: a pointer resting over the window gets a move when the page is laid
  // out under it (Chromium's headless shell sends one on every load), and a page opened at a fragment may scroll to it.
  afterPaintEvents: ["pointermove", "scroll"],
  paintTimeoutMs: 3000,
  idleTimeoutMs: 2000,
  startOnUse: START_ON_USE,
  toolsSelector: `.${CATALOG_TOOLS_CLASS}`,
  filterAttribute: FILTER_ATTRIBUTE,
  useAttribute: "data-use",
  useEvents: ["pointerdown", "focusin", "keydown", "input", "change"],
};

/**
 * Runs Gatsby's scripts from the template: inline ones (the chunk map, the build's hash) at once, files in the order
 * given (webpack runtime, framework, app) with async off, each as soon as it has arrived and the one before it has run:
 * each runs in a task of its own, and the app's start-up is not added to the task that evaluates React's framework.
 * The template's links (files asked for ahead) go into the head first; one naming a part of the page in its
 * `useAttribute` only when what started it was a use of that part (`useEvents`). Serialised into the page
 * (plugins/corsi-boot/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function appLoader({
  templateId,
  startEvents,
  afterPaintEvents,
  paintTimeoutMs,
  idleTimeoutMs,
  startOnUse,
  toolsSelector,
  filterAttribute,
  useAttribute,
  useEvents,
}: AppLoaderOptions): void {
  let started = false;
  const onUse = (template: HTMLTemplateElement) => template.dataset.start === startOnUse;
  // Where the browser reports paint timing, and has not reported the page's first contentful paint yet.
  const beforePaint = () =>
    typeof PerformanceObserver === "function" &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0 &&
    performance.getEntriesByName("first-contentful-paint").length === 0;

  function start(event?: Event): void {
    if (started) return;
    if (event instanceof Event && afterPaintEvents.indexOf(event.type) >= 0 && beforePaint()) return;
    // The development server's pages load Gatsby's scripts themselves, and a page that runs nothing more than the head
    // script has no template (plugins/corsi-boot/deferAppScripts.tsx); before the template is parsed, a later event
    // or the load event starts it.
    const template = document.getElementById(templateId);
    if (!(template instanceof HTMLTemplateElement)) return;
    // The catalog tools' code runs at their first use only: a press, a key or the focus inside them.
    if (onUse(template) && !(event && event.target instanceof Element && event.target.closest(toolsSelector))) return;
    started = true;
    startEvents.forEach((type) => removeEventListener(type, start, true));
    // Gatsby's app fails on a path that is not valid percent-encoding, decoded twice (its router's decodeURI as the
    // module loads, its loader's decodeURIComponent twice): such a path names no page of the site, the host has
    // answered it with a 404 page, complete as it is, and the app is not started there. (A fragment that does not
    // decode: plugins/corsi-boot/scrollHandler.ts.)
    try {
      decodeURIComponent(decodeURIComponent(location.pathname));
    } catch (malformed) {
      return;
    }
    // Gatsby's app compares it with the address to find where it is (plugins/corsi-boot/deferAppScripts.tsx).
    const { pagePath } = template.dataset;
    if (pagePath !== undefined) (window as Window & { pagePath?: string }).pagePath = pagePath;
    template.content.querySelectorAll("link").forEach((link) => {
      const use = link.getAttribute(useAttribute);
      if (
        !use ||
        (event && useEvents.indexOf(event.type) >= 0 && event.target instanceof Element && event.target.closest(use))
      )
        document.head.appendChild(link.cloneNode());
    });
    template.content.querySelectorAll("script").forEach((inert) => {
      const script = document.createElement("script");
      for (let index = 0; index < inert.attributes.length; index += 1)
        script.setAttribute(inert.attributes[index].name, inert.attributes[index].value);
      script.async = false;
      script.text = inert.text;
      document.body.appendChild(script);
    });
  }

  startEvents.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
  // An address that carries a filter (?lang=ar) is filtered from the start: the tools' code is asked for as soon as
  // the page is parsed. A parameter counts only if one of the page's filters names it.
  addEventListener("DOMContentLoaded", () => {
    const template = document.getElementById(templateId);
    if (!(template instanceof HTMLTemplateElement) || !onUse(template)) return;
    const parameters = new URLSearchParams(location.search);
    const filters = document.querySelectorAll(`[${filterAttribute}]`);
    for (let index = 0; index < filters.length; index += 1)
      if (parameters.get(filters[index].getAttribute(filterAttribute) as string)) {
        start({ target: filters[index] } as unknown as Event);
        return;
      }
  });
  addEventListener("load", () => {
    // Idle, or at most idleTimeoutMs later: a page that is never idle (a busy phone) still starts its app.
    const startWhenIdle = () =>
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(() => start(), { timeout: idleTimeoutMs })
        : setTimeout(() => start());
    // A browser without paint timing, or a page loaded out of sight (a background tab is not painted), reports no
    // paint: the app then starts this long after the load event. start() runs only once, whichever comes first.
    setTimeout(startWhenIdle, paintTimeoutMs);
    if (typeof PerformanceObserver === "function")
      // Buffered: the paint may have been reported before the load event. Never disconnected: a page reports its
      // first contentful paint once, and nothing else this observer would see.
      new PerformanceObserver((entries) => {
        if (entries.getEntriesByName("first-contentful-paint").length > 0) startWhenIdle();
      }).observe({ type: "paint", buffered: true });
  });
}
