import type { GatsbyNode } from "gatsby";
import { queriesInMainProcess } from "./queryProcess";
import { isDefinePlugin, withoutOtherVariables } from "./rendererVariables";

/** Before Gatsby sizes its worker pool: on two cores, the queries run in the main process (queryProcess.ts). */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  queriesInMainProcess();
};

/** The HTML renderer keeps only Gatsby's own environment variables (rendererVariables.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  if (stage !== "build-html") return;
  const config = getConfig() as { plugins: object[] };
  config.plugins = config.plugins.map((plugin) =>
    isDefinePlugin(plugin) && "process.env" in plugin.definitions
      ? plugins.define(withoutOtherVariables(plugin.definitions))
      : plugin,
  );
  actions.replaceWebpackConfig(config);
};
