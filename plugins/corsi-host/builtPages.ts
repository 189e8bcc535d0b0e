import path from "node:path";

/** Where this build's pages are listed for the adapter (gatsby-node.ts writes it, adapter.ts reads it). */
export const BUILT_PAGES_LIST = path.join(process.cwd(), ".cache", "corsi-host", "built-pages.json");

/**
 * The pages of a build as the adapter names them: each SitePage's path without a trailing slash (the site's
 * `trailingSlash: "never"`, as Gatsby's routes manifest writes them), once each, sorted.
 */
export function builtPagePaths(sitePagePaths: readonly string[]): string[] {
  return [...new Set(sitePagePaths.map((page) => (page === "/" ? page : page.replace(/\/$/, ""))))].sort();
}
