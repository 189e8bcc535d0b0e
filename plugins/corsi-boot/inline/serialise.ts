import { type Node, parseExpressionAt } from "acorn";
import { minify_sync } from "terser";

/**
 * The functions an inline script may call, as one object: each under its own name (`helper.name`), so that a script
 * and the module it is written in call it by the same name. A script is handed the ones it destructures, no other.
 */
export type ScriptHelpers = Readonly<Record<string, (...args: never[]) => unknown>>;

/** An acorn node's own fields that this module reads: a function, its parameters and an object pattern's keys. */
type Parsed = Node & {
  params?: Parsed[];
  properties?: (Parsed & { key: Parsed & { name?: string }; value: Parsed & { name?: string } })[];
};

/**
 * `source` (a function) with its second parameter, the helpers' object pattern (`{ readKeptList, fill }`), written as
 * a row of parameters in the pattern's order, and that order: a page then gets a row of arguments, which minifies to
 * a letter each, where an object would carry every helper's name twice (gzip counted 49 B more in the head script).
 */
function helpersInARow(name: string, source: string): { source: string; order: string[] } {
  const fn = parseExpressionAt(source, 0, { ecmaVersion: 2022 }) as Parsed;
  const pattern = fn.params?.[1];
  const properties = pattern?.type === "ObjectPattern" ? (pattern.properties ?? []) : [];
  const order = properties.map(({ key, value }) => {
    if (key.name === undefined || key.name !== value.name)
      throw new Error(`${name}: destructure each helper under its own name ({ ${key.name ?? "…"} })`);
    return key.name;
  });
  if (!pattern || properties.length === 0) throw new Error(`${name}: take the helpers as a destructured object`);
  return { source: source.slice(0, pattern.start) + order.join(",") + source.slice(pattern.end), order };
}

/**
 * The text of an inline <script> that calls `fn` with `arg` and the `helpers`: the functions' own source, so that
 * they are written, linted, type-checked and unit-tested as ordinary TypeScript, then minified. Each function must be
 * self-contained: only its parameters and browser globals, no imports and no outer variables (the compiled source would
 * name module objects the page does not have; the unit tests run this very text in a page to catch that), and no
 * syntax newer than ES2017 (e2e/inline-scripts.spec.ts parses the built pages' scripts as ES2017). A helper shared by
 * several scripts (src/learner/storedList.ts) is handed to each in `helpers`, which `fn` destructures in its second
 * parameter: a parameter's names survive compilation, where an imported name would not. The Content-Security-Policy
 * hashes are computed from the built HTML, so they follow.
 */
export function inlineScript<A, H extends ScriptHelpers>(
  fn: (arg: A, helpers: H) => void,
  arg: A,
  helpers?: H,
): string {
  let call = `(${fn.toString()})(${JSON.stringify(arg)})`;
  if (helpers) {
    for (const [name, helper] of Object.entries(helpers))
      if (helper.name !== name) throw new Error(`${fn.name}: hand ${helper.name} under its own name, not "${name}"`);
    const { source, order } = helpersInARow(fn.name, fn.toString());
    const handed = order.map((name) => {
      if (!(name in helpers)) throw new Error(`${fn.name}: destructures ${name}, which it is not handed`);
      return `(${helpers[name].toString()})`;
    });
    call = `(${source})(${[JSON.stringify(arg), ...handed].join(",")})`;
  }
  const { code } = minify_sync(call, { ecma: 2017 });
  if (!code) throw new Error(`${fn.name}: the minifier returned nothing`);
  return code;
}
