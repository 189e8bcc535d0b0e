/**
 * The visitor's colour theme: light, dark, or following the device. Stored in
 * localStorage and applied as Bootstrap's data-bs-theme on <html>.
 */
export type ThemePreference = "light" | "dark" | "auto";

export const THEME_STORAGE_KEY = "corsi-theme";

const ORDER: ThemePreference[] = ["auto", "light", "dark"];

export function nextPreference(current: ThemePreference): ThemePreference {
  return ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
}

/** The current choice lives on <html>, set by the head script, so CSS and the switch agree before any app code runs. */
export const CHOICE_ATTRIBUTE = "data-theme-choice";

function isPreference(value: string | null): value is ThemePreference {
  return value === "light" || value === "dark" || value === "auto";
}

export function getPreference(): ThemePreference {
  const choice = document.documentElement.getAttribute(CHOICE_ATTRIBUTE);
  return isPreference(choice) ? choice : "auto";
}

export function resolvedTheme(preference: ThemePreference): "light" | "dark" {
  if (preference !== "auto") return preference;
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** Applies, shows and remembers a choice. Without storage (privacy mode) it lasts for this page only. */
export function setPreference(preference: ThemePreference): void {
  const root = document.documentElement;
  root.setAttribute(CHOICE_ATTRIBUTE, preference);
  root.setAttribute("data-bs-theme", resolvedTheme(preference));
  try {
    if (preference === "auto") window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // storage blocked: the attribute still holds the choice
  }
}

/**
 * Runs in <head> before the first paint, so a dark-mode visitor never sees a white flash, and keeps working without
 * the app: it follows the device while the choice is "auto" and follows a choice made in another tab. ES5, no
 * imports; its hash is computed into the Content-Security-Policy at build.
 */
export const THEME_INIT_SCRIPT = `(function(){var d=document.documentElement,k="${THEME_STORAGE_KEY}",q=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)");function r(){var c;try{c=localStorage.getItem(k)}catch(e){}d.setAttribute("${CHOICE_ATTRIBUTE}",c==="light"||c==="dark"?c:"auto")}function a(){var c=d.getAttribute("${CHOICE_ATTRIBUTE}");d.setAttribute("data-bs-theme",c==="auto"?(q&&q.matches?"dark":"light"):c)}r();a();if(q&&q.addEventListener)q.addEventListener("change",a);addEventListener("storage",function(e){if(e.key===k){r();a()}})})()`;

/**
 * The page without its app: the menu links shown open, and the controls that only the app can work (menu toggle,
 * theme switch, video players, the search box and language filter, marked `.js-only`; each video keeps its "Watch on
 * YouTube" link, and every video stays listed) hidden. `scope` limits the rules.
 */
const withoutAppCss = (scope: string) =>
  `${scope}.navbar-collapse{display:flex!important;flex-basis:100%}` +
  [".navbar-toggler", ".theme-switch", ".player", ".js-only"].map((selector) => scope + selector).join(",") +
  "{display:none!important}";

/** With JavaScript off (inside <noscript>). */
export const NO_SCRIPT_CSS = withoutAppCss("");

export const SCRIPTS_FAILED_CLASS = "scripts-failed";

/** With JavaScript on but a script file failing to load (blocked, offline, a broken deploy): the same fallback. */
export const SCRIPTS_FAILED_CSS = withoutAppCss(`html.${SCRIPTS_FAILED_CLASS} `);

/**
 * Runs in <head>, before any script file is requested. A script that fails to load fires "error" on its element,
 * which does not bubble, so it is caught on the way down (capture).
 */
export const SCRIPTS_FAILED_SCRIPT = `addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="SCRIPT")document.documentElement.classList.add("${SCRIPTS_FAILED_CLASS}")},true)`;
