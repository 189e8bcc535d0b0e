import type { Compilation, Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136+): every function in a file that starts with this comment is compiled while
 * the file streams in, on a background thread. Without it V8 compiles each function on the main thread the first time
 * it runs, and starting the app runs most of React and Gatsby at once: that compiling made the start one long task
 * (Lighthouse's long-tasks audit in `npm run bench`). Other browsers ignore the comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const NAME = "CompileHintsPlugin";

/** Gatsby's entry point: the webpack runtime, React's framework chunk and Gatsby's app. */
const APP_ENTRY = "app";

/** Gatsby names each page component's chunk group (the group a page loads as the app starts) after the component. */
const isPageComponent = (groupName: string) => groupName.startsWith("component---");

/**
 * The script files a page runs as its app starts, read from webpack's chunk graph: the app entry's chunks, and the
 * chunks of each page component's group (its own chunk and the chunks it shares with other pages). The hint compiles
 * every function in a file, so the CMS's bundle and chunks loaded later stay lazy.
 */
function startupFiles(compilation: Compilation): Set<string> {
  const groups = [
    compilation.entrypoints.get(APP_ENTRY),
    ...[...compilation.namedChunkGroups].filter(([name]) => isPageComponent(name)).map(([, group]) => group),
  ];
  const files = new Set<string>();
  for (const group of groups)
    for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith(".js")) files.add(file);
  return files;
}

/**
 * Puts the hint on top of the startup chunks, after minification (Terser drops comments it does not know) and before
 * the source maps are written (so they account for the added line).
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of startupFiles(compilation))
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, "\n", source));
        },
      );
    });
  }
}
