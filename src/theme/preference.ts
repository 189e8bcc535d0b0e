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

function readPreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "auto";
  } catch {
    return "auto"; // storage blocked (privacy mode): follow the device
  }
}

function storePreference(preference: ThemePreference): void {
  try {
    if (preference === "auto") window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

export function resolvedTheme(preference: ThemePreference): "light" | "dark" {
  if (preference !== "auto") return preference;
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export function applyTheme(preference: ThemePreference): void {
  document.documentElement.setAttribute("data-bs-theme", resolvedTheme(preference));
}

// A tiny external store (for useSyncExternalStore): the choice in memory, so it
// still works for this page when storage is blocked, shared by every subscriber.
let current: ThemePreference | undefined;
const listeners = new Set<() => void>();

export function getPreference(): ThemePreference {
  current ??= readPreference();
  return current;
}

export function setPreference(preference: ThemePreference): void {
  current = preference;
  storePreference(preference);
  applyTheme(preference);
  listeners.forEach((listener) => listener());
}

export function subscribePreference(listener: () => void): () => void {
  // Another tab changed the choice: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = readPreference();
    applyTheme(current);
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Runs in <head> before the first paint, so a dark-mode visitor never sees a
 * white flash. It repeats readPreference + applyTheme in ES5 with no imports,
 * and must stay byte-for-byte stable: its hash is in the Content-Security-Policy.
 */
export const THEME_INIT_SCRIPT = `(function(){var t;try{t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}if(t!=="light"&&t!=="dark"){t=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}document.documentElement.setAttribute("data-bs-theme",t)})()`;

/**
 * The page without its app: the menu links shown open, and the controls that only the app can work (menu toggle,
 * theme switch, video players; each video keeps its "Watch on YouTube" link) hidden. `scope` limits the rules.
 */
const withoutAppCss = (scope: string) =>
  `${scope}.navbar-collapse{display:flex!important;flex-basis:100%}` +
  [".navbar-toggler", ".theme-switch", ".player"].map((selector) => scope + selector).join(",") +
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
