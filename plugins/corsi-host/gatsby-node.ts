import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SITE_URL } from "../../src/siteManifest";
import { isFlattenedPage } from "./hostFiles";
import { measureBuild } from "./sizes";
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
 * gatsby-plugin-decap-cms's gatsby-browser.js only serves Netlify Identity's widget, which gatsby-config.ts turns off
 * (enableIdentityWidget: false): Gatsby would still put it in every visitor's app bundle (about 0.4 KB gzip, and a
 * webpack warning on each build, from its `require(specifier)`). The browser bundles get an empty module instead.
 */
const DECAP_BROWSER_HOOKS = /gatsby-plugin-decap-cms[\\/]gatsby-browser\.js$/;
// From the project root: Gatsby runs this file compiled, from .cache/.
const NO_BROWSER_HOOKS = path.join(process.cwd(), "plugins", "corsi-host", "noBrowserHooks.ts");

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript" || stage === "develop") {
    actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(DECAP_BROWSER_HOOKS, NO_BROWSER_HOOKS)] });
  }
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
  // The tests hold the fixture build to budgets.json; this tells the owner when the real content outgrows them (a
  // warning, not a failure: a heavier page still works).
  const { problems } = measureBuild(publicDir);
  if (problems.length > 0) {
    reporter.warn(`Byte budgets (budgets.json) exceeded, all problems at once:\n${problems.join("\n")}`);
  }
};
