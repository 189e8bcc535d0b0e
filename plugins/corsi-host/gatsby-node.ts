import path from "node:path";
import type { GatsbyNode } from "gatsby";

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
