import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SITE_URL } from "../../src/siteManifest";
import { CompileHintsPlugin } from "./compileHints";
import { copySitemap, flattenPageFiles, writeHeadersFile, writeRedirectsFile, writeRobotsTxt } from "./writeHostFiles";

// Only the browser bundle of a production build: the development server and the HTML renderer have no use for it.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};

/** After the build, the files a Netlify-style host reads, each step named for what it does. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const publicDir = path.join(process.cwd(), "public");
  flattenPageFiles(publicDir);
  writeHeadersFile(publicDir);
  writeRedirectsFile(publicDir);
  copySitemap(publicDir);
  writeRobotsTxt(publicDir, SITE_URL);
};
