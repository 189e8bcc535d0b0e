/**
 * What the site's files are, by their address: the facts the host's rules (plugins/corsi-host/hostFiles.ts), the
 * speculation rules and the offline worker (src/offline/) share, each written once.
 */

/** The editor's folder in public/ (/admin/): none of the site's own rules, caches or prefetching reach it. */
export const ADMIN_FOLDER = "admin";

/** Files whose names carry a content hash (`app-<20 hex>.js`, Gatsby's stylesheet), so they can be kept forever. */
export function isHashedAsset(file: string): boolean {
  return /-[0-9a-f]{20}\.(js|css)$/.test(file) || /^styles\.[0-9a-f]{20}\.css$/.test(file);
}

/** Gatsby's folder of processed pictures (the cards' thumbnails): each under a folder named by its content's hash. */
export const PICTURES_FOLDER = "/static/";

/**
 * The offline worker's script (src/offline/worker.ts): at the site's root, so its scope is the whole site, and at one
 * address on every build, which the browser checks for a newer worker at each visit (served with `no-cache`).
 */
export const WORKER_PATH = "/sw.js";

/**
 * The modules loaded at a learner's first press (plugins/corsi-boot/scriptBundles.ts): each at one address on every
 * build (its content changes with a deploy, and the host has it revalidated), so the head script, which is the same
 * text on every page and in the tests, names it as it is.
 */
export const PLAYER_SCRIPT_PATH = "/player.js";
export const NOTES_SCRIPT_PATH = "/notes.js";
