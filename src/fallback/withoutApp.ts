import { THEME_SWITCH_CLASS } from "../theme/theme";

/**
 * The page without its app: the menu links shown open, and the controls that only the app can work (menu toggle,
 * theme switch, video players; each video keeps its "Watch on YouTube" link) hidden. Used with JavaScript off, and
 * with JavaScript on when a script file fails to load, so that no dead control is left on screen.
 */
const withoutAppCss = (scope: string) =>
  `${scope}.navbar-collapse{display:flex!important;flex-basis:100%}` +
  [".navbar-toggler", `.${THEME_SWITCH_CLASS}`, ".player"].map((selector) => scope + selector).join(",") +
  "{display:none!important}";

/** With JavaScript off (inside <noscript>). */
export const NO_SCRIPT_CSS = withoutAppCss("");

export const SCRIPTS_FAILED_CLASS = "scripts-failed";

/** With JavaScript on but a script file failing to load (blocked, offline, a broken deploy): the same fallback. */
export const SCRIPTS_FAILED_CSS = withoutAppCss(`html.${SCRIPTS_FAILED_CLASS} `);

/**
 * Runs in <head>, before any script file is requested, and marks the page with `failedClass` when one fails. A script
 * that fails to load fires "error" on its element, which does not bubble, so it is caught on the way down (capture).
 * Serialised into the page (src/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function scriptsFailedScript(failedClass: string): void {
  addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLScriptElement) document.documentElement.classList.add(failedClass);
    },
    true,
  );
}
