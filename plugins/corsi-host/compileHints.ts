import type { Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136+): every function in a file that starts with this comment is compiled while
 * the file streams in, on a background thread. Without it V8 compiles each function on the main thread the first time
 * it runs, and starting the app runs most of React and Gatsby at once: that compiling made the start one long task
 * (Lighthouse's long-tasks audit in `npm run bench`). Other browsers ignore the comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The chunks a page runs as its app starts (the page's own chunk, and the chunk of components two page templates share,
 * named by a 40-digit hash): the hint compiles every function in a file, so the CMS's bundle and chunks loaded later
 * stay lazy.
 */
export const STARTUP_CHUNK = /^(webpack-runtime|framework|app|component---.+|[0-9a-f]{40})-[0-9a-f]+\.js$/;

/**
 * Puts the hint on top of the startup chunks, after minification (Terser drops comments it does not know) and before
 * the source maps are written (so they account for the added line).
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { BannerPlugin, Compilation } = compiler.webpack;
    new BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      test: STARTUP_CHUNK,
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
  }
}
