import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { builtPagePaths, writeAdapterInput } from "./adapterInput";
import { type KnownPageScripts, publicPageScripts } from "./pageScripts";

const KNOWN_PAGE_SCRIPTS = "known-page-scripts";

/**
 * After the pages, what the adapter (adapter.ts) needs, got without reading all of public/ again:
 * - every page of this build, from Gatsby's SitePage nodes. The adapter's `routesManifest` would give them too, but
 *   Gatsby makes it by listing every file in public/ (a warm build's cost: docs/incremental-builds.md, item 9);
 * - the inline scripts of every public page, for the policy in `_headers`: a page is read only if its file changed
 *   since the last build read it (by size and time, kept in the plugin's cache), so a warm build reads the pages it
 *   wrote.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, cache, reporter }) => {
  const known = ((await cache.get(KNOWN_PAGE_SCRIPTS)) as KnownPageScripts | undefined) ?? {};
  const scripts = publicPageScripts(path.join(process.cwd(), "public"), known);
  await cache.set(KNOWN_PAGE_SCRIPTS, scripts.known);
  reporter.info(
    `[corsi-host] inline scripts: read ${scripts.read} of ${Object.keys(scripts.known).length} pages, the rest unchanged`,
  );
  writeAdapterInput({
    pages: builtPagePaths(getNodesByType("SitePage").map((page) => String(page.path))),
    scriptHashes: scripts.hashes,
  });
};
