import { APP_ONLY_CLASS, NO_APP_CLASS } from "../../../src/components/appOnly";
import { TOGGLES_CLASS } from "../../../src/learner/keys";
import { THEME_SWITCH_CLASS } from "../../../src/theme/theme";

/**
 * The page with JavaScript off (inside <noscript>): the menu links shown open, and every control that needs a script
 * hidden (menu toggle, theme switch, the players' Play buttons, the Save and Watched buttons, a drawn poster, and what
 * only the app works; each video keeps its thumbnail and its "Watch on YouTube" link, and every video stays listed),
 * and what is said only without the app shown.
 */
export const NO_SCRIPT_CSS =
  // The nav's tools lose the columns kept for the toggle and the switch, so the language link stays at the end.
  ".navbar-collapse{display:flex!important;flex-basis:100%}.nav-tools{display:flex!important}" +
  `.navbar-toggler,.${THEME_SWITCH_CLASS},.player-poster,.player-drawn,.${TOGGLES_CLASS},.${APP_ONLY_CLASS}` +
  `{display:none!important}.${NO_APP_CLASS}{display:block!important}`;

export const SCRIPTS_FAILED_CLASS = "scripts-failed";

/**
 * With JavaScript on but a script file failing to load (blocked, offline, a broken deploy): the head script still
 * works the menu, the players and the theme switch, so only what the app alone works is hidden, leaving no dead control.
 */
export const SCRIPTS_FAILED_CSS =
  `html.${SCRIPTS_FAILED_CLASS} .${APP_ONLY_CLASS}{display:none!important}` +
  `html.${SCRIPTS_FAILED_CLASS} .${NO_APP_CLASS}{display:block!important}`;

/**
 * Runs in <head>, before any script file is requested, and marks the page with `failedClass` when one fails. A script
 * that fails to load fires "error" on its element, which does not bubble, so it is caught on the way down (capture).
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its argument and browser globals.
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
