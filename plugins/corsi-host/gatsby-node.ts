import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { BUILT_PAGES_LIST, builtPagePaths } from "./builtPages";

/**
 * After the pages, for the adapter (adapter.ts): every page of this build, from Gatsby's SitePage nodes. The adapter's
 * own `routesManifest` would give them too, but Gatsby makes it by listing every file in public/ (2.7 s of a warm
 * build at 50,000 videos, more with their thumbnails), and the adapter needs only the pages.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType }) => {
  const pages = builtPagePaths(getNodesByType("SitePage").map((page) => String(page.path)));
  mkdirSync(path.dirname(BUILT_PAGES_LIST), { recursive: true });
  writeFileSync(BUILT_PAGES_LIST, JSON.stringify(pages));
};
