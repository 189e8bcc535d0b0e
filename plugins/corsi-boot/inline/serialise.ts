import { minify_sync } from "terser";

/**
 * The text of an inline <script> that calls `fn` with `arg` and the `helpers`: the functions' own source, so that
 * they are written, linted, type-checked and unit-tested as ordinary TypeScript, then minified. Each function must be
 * self-contained: only its parameters and browser globals, no imports and no outer variables (the compiled source would
 * name module objects the page does not have; the unit tests run this very text in a page to catch that), and no
 * syntax newer than ES2017 (e2e/inline-scripts.spec.ts parses the built pages' scripts as ES2017). A helper shared by
 * several scripts (src/learner/storedList.ts) is handed to each as an argument: `fn` names it by its parameter, which
 * survives compilation, where an imported name would not. The Content-Security-Policy hashes are computed from the
 * built HTML, so they follow.
 */
export function inlineScript<A, H extends ((...args: never[]) => unknown)[]>(
  fn: (arg: A, ...helpers: H) => void,
  arg: A,
  ...helpers: H
): string {
  const args = [JSON.stringify(arg), ...helpers.map((helper) => `(${helper.toString()})`)].join(",");
  const { code } = minify_sync(`(${fn.toString()})(${args})`, { ecma: 2017 });
  if (!code) throw new Error(`${fn.name}: the minifier returned nothing`);
  return code;
}
