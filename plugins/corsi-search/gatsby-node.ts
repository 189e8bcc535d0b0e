import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { joinIndexes } from "./joinedIndex";
import { topicPagesGlob, UNINDEXED_SELECTORS } from "./topicPages";
import { LOCALE_LIST } from "../../src/siteManifest";
import { leaveRunning } from "../shared/unfinishedWork";

/** The name of a last build's index once set aside, before the process's id. */
const SET_ASIDE = "pagefind-set-aside-";

/**
 * Pagefind indexes the built topic pages (only they carry data-pagefind-body) into public/pagefind/: a chunked
 * index the search box fetches piece by piece, so a query downloads the fragments it needs, not the catalog.
 * It reads public/ as Gatsby wrote it, before the site's adapter serves each page from a file named after its address
 * (plugins/corsi-host/adapter.ts): results name a page by its folder (/Free/python-learning/), which the search box
 * turns into the page's address (src/content/pagefind.ts, pageAddress).
 * `+` and `#` count as letters, so "C++" and "C#" are words of their own. The site's own words on every card are left
 * out (UNINDEXED_SELECTORS).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const root = process.cwd();
  // Pagefind writes the whole index each time, under names of their content, and deletes nothing: the last build's
  // files (a warm build's public/ is the last one's) go first, so no fragment of a removed page stays published. They
  // are moved aside at once and deleted while Pagefind runs: at 20,000 videos, deleting their 2,050 files first took
  // 0.13 to 0.35 s of the main process before Pagefind could start.
  const publicDir = path.join(root, "public");
  if (existsSync(path.join(publicDir, "pagefind")))
    renameSync(path.join(publicDir, "pagefind"), path.join(publicDir, `${SET_ASIDE}${process.pid}`));
  // Every index set aside, this build's and any a stopped build left.
  for (const name of readdirSync(publicDir))
    if (name.startsWith(SET_ASIDE)) leaveRunning(rm(path.join(publicDir, name), { recursive: true, force: true }));
  // One Pagefind per edition, at once: each language's index is built apart, so the two use both cores where one
  // process used about 1.4 (joinedIndex.ts). Written outside public/ and moved in whole.
  const editions = LOCALE_LIST.map((locale) => ({ locale, folder: path.join(root, ".cache", "corsi-search", locale) }));
  for (const { folder } of editions) rmSync(folder, { recursive: true, force: true });
  const runs = editions.map(({ locale, folder }) => runPagefind(root, topicPagesGlob([locale]), folder));
  // Left running beside the other plugins' onPostBuild, which neither write nor move a page (this plugin comes first
  // in gatsby-config.ts); the adapter waits for it before it moves the pages. At catalog scale it is a warm build's
  // largest step (docs/incremental-builds.md, items 12 and 17).
  leaveRunning(
    Promise.all(runs)
      .then(() =>
        joinIndexes(
          editions.map(({ folder }) => folder),
          path.join(publicDir, "pagefind"),
        ),
      )
      .catch((error: unknown) =>
        reporter.panic("Pagefind could not build the search index", error instanceof Error ? error : undefined),
      ),
  );
};

/** Pagefind's CLI over the pages this glob names (from public/), its index written to `output`. */
function runPagefind(root: string, glob: string, output: string): Promise<void> {
  const pagefind = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/pagefind/lib/runner/bin.cjs"),
      ...["--site", "public", "--glob", glob, "--output-path", output],
      ...["--include-characters", "+#", "--quiet"],
      ...UNINDEXED_SELECTORS.flatMap((selector) => ["--exclude-selectors", selector]),
    ],
    { cwd: root, stdio: ["ignore", "inherit", "inherit"] },
  );
  return new Promise<void>((resolve, reject) => {
    pagefind.on("error", reject);
    pagefind.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`Pagefind exited with ${code}`))));
  });
}
