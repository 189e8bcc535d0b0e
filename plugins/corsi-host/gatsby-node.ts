import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SITE_URL } from "../../src/siteManifest";
import { isFlattenedPage } from "./hostFiles";
import { CompileHintsPlugin } from "./compileHints";
import {
  copySitemap,
  flattenPageFiles,
  unflattenPageFiles,
  writeHeadersFile,
  writeRedirectsFile,
  writeRobotsTxt,
} from "./writeHostFiles";

/** The routes whose page files the last build flattened, kept in the plugin's cache folder beside public/'s state. */
const FLATTENED_LIST = "flattened-pages.json";

/**
 * gatsby-plugin-decap-cms 4.0.4's gatsby-browser.js loads Netlify Identity's widget through `require(specifier)` (its
 * compiled form of a dynamic import), which webpack reports on every build as "Critical dependency: the request of a
 * dependency is an expression". That code runs only with `enableIdentityWidget`, which gatsby-config.ts turns off, so
 * this one warning, of that one file, is left out of the build's output; any other warning still shows.
 */
const DECAP_IDENTITY_WARNING = {
  module: /gatsby-plugin-decap-cms[\\/]gatsby-browser\.js$/,
  message: /Critical dependency: the request of a dependency is an expression/,
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  actions.setWebpackConfig({ ignoreWarnings: [DECAP_IDENTITY_WARNING] });
  // Only the browser bundle of a production build: the development server and the HTML renderer have no use for it.
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};

/**
 * A build that keeps the last one's public/ and .cache (`gatsby build` without `gatsby clean`, as a host that caches
 * them runs it): the page files go back where Gatsby wrote them first, so that its incremental build finds them.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ cache }) => {
  const list = path.join(cache.directory, FLATTENED_LIST);
  if (!existsSync(list)) return;
  unflattenPageFiles(path.join(process.cwd(), "public"), JSON.parse(await readFile(list, "utf8")) as string[]);
  await rm(list);
};

/** After the build, the files a Netlify-style host reads, each step named for what it does. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, cache }) => {
  const { data } = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(
    "query ServedPages { allSitePage { nodes { path } } }",
  );
  if (!data) return reporter.panic("onPostBuild: could not list the pages");
  const pagePaths = data.allSitePage.nodes.map((page) => page.path);
  const publicDir = path.join(process.cwd(), "public");
  const flattened = flattenPageFiles(publicDir, pagePaths.filter(isFlattenedPage));
  await mkdir(cache.directory, { recursive: true });
  await writeFile(path.join(cache.directory, FLATTENED_LIST), JSON.stringify(flattened));
  writeRedirectsFile(publicDir, pagePaths);
  copySitemap(publicDir);
  writeRobotsTxt(publicDir, SITE_URL);
  // Last: it gives each file at the top of public/ its rule, so every other file must be there.
  writeHeadersFile(publicDir);
};
