import type { GatsbyNode } from "gatsby";
import { queriesInMainProcess } from "./queryProcess";
import { isDefinePlugin, playerOriginDefinition, withoutOtherVariables } from "./rendererVariables";

/** Before Gatsby sizes its worker pool: on two cores, the queries run in the main process (queryProcess.ts). */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  queriesInMainProcess();
};

/**
 * The HTML renderer keeps only Gatsby's own environment variables (rendererVariables.ts), and, like the browser's
 * bundles, is told the player's origin (CORSI_PLAYER_ORIGIN: src/content/youtube.ts), unset or not, so every page and
 * /Saved's app write the same one.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  if (stage !== "build-html") {
    actions.setWebpackConfig({ plugins: [plugins.define(playerOriginDefinition())] });
    return;
  }
  const config = getConfig() as { plugins: object[] };
  config.plugins = config.plugins.map((plugin) =>
    isDefinePlugin(plugin) && "process.env" in plugin.definitions
      ? plugins.define({ ...withoutOtherVariables(plugin.definitions), ...playerOriginDefinition() })
      : plugin,
  );
  actions.replaceWebpackConfig(config);
};
