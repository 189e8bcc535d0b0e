/**
 * Marks what only the app can work (the search box, the language filter, the list on /Saved): hidden with JavaScript
 * off and when the app's files fail to load (plugins/corsi-boot/inline/noScript.ts writes those rules).
 */
export const APP_ONLY_CLASS = "js-only";

/** Marks what is said only where the app cannot run (/Saved's note that the list needs JavaScript). */
export const NO_APP_CLASS = "no-app-only";
