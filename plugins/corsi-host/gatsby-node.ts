import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SITE_URL } from "../../src/siteManifest";
import { isFlattenedPage } from "./hostFiles";
import { CompileHintsPlugin } from "./compileHints";
import { copySitemap, flattenPageFiles, writeHeadersFile, writeRedirectsFile, writeRobotsTxt } from "./writeHostFiles";

// Only the browser bundle of a production build: the development server and the HTML renderer have no use for it.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};

/** After the build, the files a Netlify-style host reads, each step named for what it does. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data } = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(
    "query ServedPages { allSitePage { nodes { path } } }",
  );
  if (!data) return reporter.panic("onPostBuild: could not list the pages");
  const pagePaths = data.allSitePage.nodes.map((page) => page.path);
  const publicDir = path.join(process.cwd(), "public");
  flattenPageFiles(publicDir, pagePaths.filter(isFlattenedPage));
  writeRedirectsFile(publicDir, pagePaths);
  copySitemap(publicDir);
  writeRobotsTxt(publicDir, SITE_URL);
  // Last: it gives each file at the top of public/ its rule, so every other file must be there.
  writeHeadersFile(publicDir);
};
