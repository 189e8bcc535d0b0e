/** Gatsby's own variables, which its code in the HTML renderer reads (GATSBY_* are also the ones it shows browsers). */
const GATSBY_VARIABLE = /^process\.env\.(GATSBY_\w+|NODE_ENV|PUBLIC_DIR|BUILD_STAGE|CYPRESS_SUPPORT)$/;

export const isDefinePlugin = (plugin: object): plugin is { definitions: Record<string, unknown> } =>
  plugin.constructor.name === "DefinePlugin" && "definitions" in plugin;

/**
 * Gatsby writes every environment variable of the build into its HTML renderer's definitions, and webpack compiles
 * every module again when the set of defined names changes (DefinePlugin keys its cache by them): a build run with one
 * variable more or less than the last (a host's webhook build, a clock set for YouTube's daily refresh) compiled the
 * whole renderer again and could render every page again (measured in docs/incremental-builds.md, item 15). Nothing
 * of Corsi's reads them at render, so only Gatsby's own stay.
 */
export function withoutOtherVariables(definitions: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definitions).filter(([name]) => !name.startsWith("process.env.") || GATSBY_VARIABLE.test(name)),
  );
}

/** The one variable of Corsi's the renderer and the browser's code read: the player's origin, "" when unset. */
export const PLAYER_ORIGIN_VARIABLE = "CORSI_PLAYER_ORIGIN";

export function playerOriginDefinition(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { [`process.env.${PLAYER_ORIGIN_VARIABLE}`]: JSON.stringify(env[PLAYER_ORIGIN_VARIABLE] ?? "") };
}
