import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CompileHintsPlugin } from "./compileHints";
import { offlineWorkerDefinition, writeScriptBundle } from "./scriptBundles";
import { writeOfflineWorker } from "./offlineWorker";

/**
 * The scripts loaded at first use (scriptBundles.ts), bundled into public/ before the pages are rendered: the pages
 * with search or filters name the catalog tools' in their loader's template (deferAppScripts.tsx), through
 * CORSI_CATALOG_TOOLS_SCRIPT; the head script's Play names the player module's address as it is.
 */
let catalogToolsScript = "";
export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  catalogToolsScript = writeScriptBundle("catalog-tools");
};

/** The offline worker, once the pages it fetches ahead are written (before the host's adapter gives it its headers). */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  writeOfflineWorker();
};

/** The player and notes modules, for `gatsby develop` too (its server serves public/'s files), where onPreBuild never runs. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  writeScriptBundle("player");
  writeScriptBundle("notes");
};

/**
 * Parts of Gatsby's app that every page would download and Corsi never runs, each swapped for an empty module in the
 * production bundle:
 * - Partytown's browser hook: it acts only under `gatsby develop` (the site has no off-main-thread scripts), yet it
 *   alone brings Partytown's integration and gatsby-script into the app;
 * - Gatsby's service worker registration: run only when a plugin asks for Gatsby's worker (none does). The site's own
 *   offline worker (src/offline/) is registered by what a learner starts (src/offline/register.ts).
 */
const UNUSED_APP_MODULES =
  /(internal-plugins[\\/]partytown[\\/]gatsby-browser|\.cache[\\/]register-service-worker)\.js$/;
// From the project root: Gatsby runs this file compiled, from .cache/.
const EMPTY_MODULE = path.join(process.cwd(), "plugins", "corsi-boot", "emptyModule.ts");

/**
 * Gatsby's scroll handler, which throws on a fragment that does not decode, and the site's copy that does not. Replaced
 * as it is asked for (by its name, from inside its package), so the copy is resolved, and compiled, as TypeScript.
 */
const SCROLL_HANDLER_REQUEST = /^\.\/scroll-handler$/;
const SCROLL_HANDLER = path.join(process.cwd(), "plugins", "corsi-boot", "scrollHandler.ts");
function toScrollHandler(resource: { request: string; context: string }): void {
  if (/[\\/]gatsby-react-router-scroll$/.test(resource.context)) resource.request = SCROLL_HANDLER;
}

/**
 * The HTML renderer: the name of the catalog tools' script. The production browser bundle (the development server keeps Gatsby's own): V8's compile
 * hints, the unused modules left out, and the scroll handler that reads any fragment (scrollHandler.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-html") {
    actions.setWebpackConfig({
      plugins: [plugins.define({ "process.env.CORSI_CATALOG_TOOLS_SCRIPT": JSON.stringify(catalogToolsScript) })],
    });
  }
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [
      // /Saved's app registers the offline worker (gatsby-browser.ts); the development server's app does not.
      plugins.define(offlineWorkerDefinition()),
      new CompileHintsPlugin(),
      plugins.normalModuleReplacement(UNUSED_APP_MODULES, EMPTY_MODULE),
      plugins.normalModuleReplacement(SCROLL_HANDLER_REQUEST, toScrollHandler),
    ],
    // Gatsby puts what every page uses (the layout, the navigation, the head) in one "commons" chunk, but only once
    // those modules' source passes webpack's default minSize (20,000 B): just below it, each page bundles its own copy
    // and the pages with cards get another shared chunk, so moving a comment could cost every page bytes (docs/decisions/0015-the-house-third-pass.md). The layout
    // is shared by every page whatever its size.
    optimization: { splitChunks: { cacheGroups: { commons: { minSize: 0 } } } },
  });
};
