import { APP_LOADER_OPTIONS, appLoader } from "./inline/appLoader";
import { MENU_OPTIONS, menuScript } from "./inline/menuScript";
import { SCRIPTS_FAILED_CLASS, scriptsFailedScript } from "./inline/noScript";
import { PLAYER_OPTIONS, playerScript } from "./inline/playerScript";
import { inlineScript } from "./inline/serialise";
import { LEARNER_SCRIPT_PARTS, PATH_SCRIPT_PARTS, PLAYLIST_COURSE_SCRIPT_PARTS } from "./inline/listScripts";
import { THEME_OPTIONS, themeScript } from "./inline/themeScript";
import { KEPT_PAGES_OPTIONS, keptPagesScript } from "./inline/keptPagesScript";

/**
 * Every inline script a page runs, in the order it runs them: the one registry of the head script. Each entry is a
 * self-contained TypeScript function and its options, serialised at build (inline/serialise.ts). To add a script,
 * write its function in inline/ (unit-tested with inline/testing.ts) and add its line here, above the loader.
 *
 * All of them go into one <script> in <head>, so the Content-Security-Policy allows the site's own inline code by one
 * hash (plugins/corsi-host/csp.ts computes it from the built pages).
 */
const HEAD_SCRIPTS: readonly string[] = [
  // The theme before the first paint (no white flash for a dark-mode visitor), and its switch.
  inlineScript(themeScript, THEME_OPTIONS),
  // Marks the page when a script file fails to load, so no control that needs the app is left dead.
  inlineScript(scriptsFailedScript, SCRIPTS_FAILED_CLASS),
  // The controls worked from the first paint, before and without the app: the menu toggle and Play.
  inlineScript(menuScript, MENU_OPTIONS),
  inlineScript(playerScript, PLAYER_OPTIONS),
  // The learner's Save and Watched buttons: marked from the list kept in localStorage as they are added, and answered;
  // the navigation's mark while a backup is due.
  inlineScript(...LEARNER_SCRIPT_PARTS),
  // Last: it starts the app (Gatsby's scripts, from their template) once the page has painted and the browser is idle.
  inlineScript(appLoader, APP_LOADER_OPTIONS),
];

export const HEAD_SCRIPT = HEAD_SCRIPTS.join(";");

/**
 * A course page's own: its lessons' Watched buttons, its progress and Continue (inline/playlistCourseScript.ts). After the head
 * script, in the same <head>, on course pages only (gatsby-ssr.tsx): no other page carries its bytes.
 */
export const PLAYLIST_COURSE_SCRIPT = inlineScript(...PLAYLIST_COURSE_SCRIPT_PARTS);

/**
 * The learning paths' progress (inline/pathScript.ts): on /Paths and each path's page only (gatsby-ssr.tsx), after the
 * head script, which answers their cards' buttons.
 */
export const PATH_SCRIPT = inlineScript(...PATH_SCRIPT_PARTS);

/** The offline page's list of the paths and topics this device kept (inline/keptPagesScript.ts): on that page only. */
export const KEPT_PAGES_SCRIPT = inlineScript(keptPagesScript, KEPT_PAGES_OPTIONS);
