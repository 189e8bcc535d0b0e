import type { Compiler, Configuration } from "webpack";

/**
 * The editor at /admin is compiled by gatsby-plugin-decap-cms with a webpack compiler of its own, from a copy of
 * Gatsby's build-javascript configuration, inside that stage's onCreateWebpackConfig. Two things of that copy made every
 * build pay for the editor again (docs/incremental-builds.md):
 *
 * - Gatsby's minimizer ran Terser over the files the plugin copies in already built
 *   (node_modules/decap-cms-app/dist/decap-cms-app.js, minified by its package), on every build, at a cost measured in
 *   docs/incremental-builds.md, item 1: their result was kept in the persistent cache only by chance.
 * - The copy kept Gatsby's persistent cache, the same folder and name as the site's own bundles
 *   (.cache/webpack/stage-build-javascript), stored by a compiler nobody closes: its pack could land on the site's.
 *
 * So the copied files are marked minimized (Terser leaves them as their package built them), and the editor's compiler,
 * which then has only its few lines of entry to compile, keeps no persistent cache.
 */
const NAME = "PrebuiltScriptsPlugin";

/** Marks every copied script as minimized, before Terser's stage, so it is published as its package built it. */
export class PrebuiltScriptsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 },
        () => {
          for (const { name, info } of compilation.getAssets())
            if (info.copied && name.endsWith(".js"))
              compilation.updateAsset(name, (source) => source, { minimized: true });
        },
      );
    });
  }
}

/** gatsby-plugin-decap-cms's `customizeWebpackConfig`: the editor's compiler as described above. */
export function customizeCmsWebpackConfig(config: { cache?: Configuration["cache"]; plugins: unknown[] }): void {
  config.cache = false;
  config.plugins.push(new PrebuiltScriptsPlugin());
}
