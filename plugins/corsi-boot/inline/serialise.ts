import { minify_sync } from "terser";

/**
 * The text of an inline <script> that calls `fn` with `arg`: the function's own source, so that it is written, linted,
 * type-checked and unit-tested as ordinary TypeScript, then minified (the hand-minified strings it replaces were
 * written that small by hand). `fn` must be self-contained: only its argument and browser globals, no imports and no
 * outer variables (the compiled source would name module objects the page does not have; the unit tests run this
 * very text in a page to catch that), and no syntax newer than ES2017 (e2e/inline-scripts.spec.ts parses the built
 * pages' scripts as ES2017). The Content-Security-Policy hashes are computed from the built HTML, so they follow.
 */

export function inlineScript<A>(fn: (arg: A) => void, arg: A): string {
  const { code } = minify_sync(`(${fn.toString()})(${JSON.stringify(arg)})`, { ecma: 2017 });
  if (!code) throw new Error(`${fn.name}: the minifier returned nothing`);
  return code;
}
