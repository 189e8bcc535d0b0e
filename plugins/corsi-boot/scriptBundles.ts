import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { parse } from "yaml";
import { DEFAULT_LOCALE, LOCALE_LIST } from "../../src/siteManifest";
import { PLAYER_ORIGIN } from "../../src/content/youtube";
import { textsDir } from "../corsi-content/dataDir";
import { siteSettingsSchema, type SiteSettings } from "../corsi-content/schema";
import { inLocale } from "../corsi-content/translate";
import { NOTES_SCRIPT_PATH, PLAYER_SCRIPT_PATH, WORKER_PATH } from "../../src/hostedFiles";
import { offlineWorkerOn } from "./offlineSwitch";

/**
 * The scripts a page loads at first use, each bundled by esbuild into one minified file: the catalog tools' named by
 * its content (`/catalog-tools-<hash>.js`, so the host caches it for a year: plugins/corsi-host/hostFiles.ts,
 * isHashedAsset), since its page's template names it; the player's at one address, PLAYER_SCRIPT_PATH, since the
 * head script (the same text on every page) does. Not part of
 * Gatsby's app: they need neither React nor Gatsby's runtime, and a page that runs them loads neither
 * (docs/decisions/0024-framework-code-only-where-needed.md). esbuild, since Gatsby's webpack would make each a second
 * entry sharing the app's runtime chunk; for the browsers the site supports (ES2020: the search's import()).
 *
 * - the catalog tools (search and the filters, src/catalogTools/), at the first use of a tool;
 * - the player's module (src/player/), at the first Play: the place kept, Watched at the end, the speed;
 * - the notes module (src/notes/), at the first press of Note, or where the list holds a note;
 * - the offline worker (src/offline/), registered by every page once it has loaded, or its off-switch
 *   (offlineWorker.ts); written after the pages, since it fetches ahead the offline pages by their revision.
 */
const ENTRIES = {
  "catalog-tools": path.join(process.cwd(), "src", "catalogTools", "index.ts"),
  player: path.join(process.cwd(), "src", "player", "index.ts"),
  notes: path.join(process.cwd(), "src", "notes", "index.ts"),
  worker: path.join(process.cwd(), "src", "offline", "worker.ts"),
  "worker-off": path.join(process.cwd(), "src", "offline", "killSwitch.ts"),
} as const;

/** The modules the head script names, each at one address on every build. */
const FIXED_ADDRESSES: Partial<Record<ScriptBundle, string>> = {
  player: PLAYER_SCRIPT_PATH,
  notes: NOTES_SCRIPT_PATH,
  worker: WORKER_PATH,
  "worker-off": WORKER_PATH,
};

export type ScriptBundle = keyof typeof ENTRIES;

/** What a module says in each edition (a part of data/site.yaml), written into its code. */
function moduleTexts<Part>(part: (settings: SiteSettings) => Part): Record<string, Part> {
  const file = parse(readFileSync(path.join(textsDir(), "site.yaml"), "utf8")) as Record<string, SiteSettings>;
  return Object.fromEntries(
    LOCALE_LIST.map((locale) => [
      locale,
      part(inLocale(siteSettingsSchema, file[DEFAULT_LOCALE], locale, file[locale])),
    ]),
  );
}

/** Where the offline worker is, for what registers it (src/offline/register.ts); "" once withdrawn. */
export const offlineWorkerDefinition = () => ({
  CORSI_OFFLINE_WORKER: JSON.stringify(offlineWorkerOn() ? WORKER_PATH : ""),
});

/** What each bundle is told at build: the player's origin, the player's and the notes' texts, the worker's address. */
function definitions(name: ScriptBundle): Record<string, string> {
  const origin = { "process.env.CORSI_PLAYER_ORIGIN": JSON.stringify(PLAYER_ORIGIN), ...offlineWorkerDefinition() };
  if (name === "player") return { ...origin, CORSI_PLAYER_TEXTS: JSON.stringify(moduleTexts((site) => site.player)) };
  if (name === "notes")
    return {
      ...origin,
      CORSI_NOTES_TEXTS: JSON.stringify(moduleTexts((site) => ({ ...site.notes, newer: site.learner.newer }))),
    };
  // Workbox logs only where NODE_ENV is not "production"; a worker has no `process` to read it from.
  if (name === "worker")
    return {
      "process.env.NODE_ENV": JSON.stringify("production"),
      CORSI_OFFLINE_TEXTS: JSON.stringify(moduleTexts((site) => site.offline)),
    };
  return offlineWorkerDefinition();
}

/** `written`: what only the build knows when it bundles (the offline pages' revisions, for the worker). */
export function bundleScript(name: ScriptBundle, written: Record<string, string> = {}): { file: string; code: string } {
  const { outputFiles } = buildSync({
    entryPoints: [ENTRIES[name]],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    legalComments: "none",
    define: { ...definitions(name), ...written },
    // Pagefind's script is the site's own file at an address (src/content/pagefind.ts), not a module to bundle.
    external: ["/pagefind/*"],
  });
  const code = outputFiles[0].text;
  const fixed = FIXED_ADDRESSES[name];
  if (fixed) return { file: fixed, code };
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 20);
  return { file: `/${name}-${hash}.js`, code };
}

/**
 * Writes a bundle into the build's public folder, and removes the bundle of the same name an earlier build left there
 * (a warm build keeps public/: only the pages' own files may be in it); returns its address.
 */
export function writeScriptBundle(
  name: ScriptBundle,
  publicDir = path.join(process.cwd(), "public"),
  written: Record<string, string> = {},
): string {
  const { file, code } = bundleScript(name, written);
  mkdirSync(publicDir, { recursive: true });
  const earlier = new RegExp(`^${name}-[0-9a-f]{20}\\.js$`);
  for (const other of readdirSync(publicDir))
    if (earlier.test(other) && `/${other}` !== file) rmSync(path.join(publicDir, other));
  writeFileSync(path.join(publicDir, file), code);
  return file;
}
