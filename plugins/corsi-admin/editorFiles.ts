import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { readAdminTexts } from "../corsi-content/adminTexts";
import { oembedOrigin } from "../../src/content/oembed";
import { PLAYER_ORIGIN } from "../../src/content/youtube";
import { ADMIN_FOLDER } from "../../src/hostedFiles";

/**
 * The editor at /admin, its own small page (docs/decisions/0035-the-editor-on-decaps-own-bundle.md): Decap CMS's
 * prebuilt bundle as its package publishes it, beside two scripts of Corsi's, none of them made by Gatsby's webpack.
 *
 * Decap is installed as `decap-cms`, the package that brings React as its own dependency (not a peer), so it installs
 * beside the site's React 18; package.json's `overrides` pin that React to the version Decap's bundle was built with.
 * Its `decap-cms-app`, installed with it, is the bundle copied here.
 *
 * - `public/admin/editor-react.js`: the React that Decap's bundle runs on. The bundle carries its own React DOM
 *   renderer but reads React itself (and react-dom's shared part) from `window.React` and `window.ReactDOM`, and that
 *   renderer starts only beside the exact React version it was built with (React's error 527). React 19 publishes no
 *   browser build of its own, so Corsi bundles one, from decap-cms's `react` and `react-dom`.
 * - `public/admin/decap-cms-app.js` and the chunks it loads as needed: copied from decap-cms-app's `dist/`, never from
 *   a CDN, and left as built (no source maps).
 * - `public/admin/cms.js`: src/cms/cms.ts, the editor's widgets, registered on `window.DecapCmsApp` before it starts;
 *   its `react` is the editor's (`window.React`), so the widgets' hooks run in the React that draws them.
 * - `index.html`: the page, which loads the three in that order.
 *
 * Decap's config is static/admin/config.yml (plugins/corsi-content/cmsConfig.ts), which Gatsby copies beside them.
 */

const ROOT = process.cwd();
// From the project's root: Gatsby runs this file compiled, from .cache/, and its bundler leaves no require.resolve.
const fromRoot = createRequire(path.join(ROOT, "package.json"));
/** What decap-cms brought with it: decap-cms-app, and the editor's React. */
const fromDecap = createRequire(fromRoot.resolve("decap-cms/package.json"));
/** Where Decap's package keeps its browser bundle. */
export const DECAP_DIST = path.join(path.dirname(fromDecap.resolve("decap-cms-app/package.json")), "dist");
export const DECAP_BUNDLE = "decap-cms-app.js";
export const EDITOR_REACT_SCRIPT = "editor-react.js";
export const WIDGETS_SCRIPT = "cms.js";
/** The folder Gatsby copies into public/admin/: its files are not this module's to remove. */
const STATIC_ADMIN = path.join(ROOT, "static", ADMIN_FOLDER);

/** The version of a package decap-cms brought with it. */
export const decapVersionOf = (pkg: string): string =>
  (JSON.parse(readFileSync(fromDecap.resolve(`${pkg}/package.json`), "utf8")) as { version: string }).version;

/**
 * The React version Decap's bundle was built with, read from its React DOM's own check
 * (`if ("19.2.0" !== React.version) throw Error(…527…)`): beside any other React the editor shows nothing.
 */
export function reactVersionRequiredBy(bundle: string): string {
  const check = /if\("([^"]+)"!==(\w+)\)throw Error\(\w+\(527,\2,"\1"\)\)/.exec(bundle);
  if (!check) throw new Error(`${DECAP_BUNDLE}: no React version check (React's error 527) found in it`);
  return check[1];
}

/** Fails, saying what to change, unless the editor's React is the one Decap's bundle was built with. */
export function checkEditorReact(bundle: string, versions: { react: string; reactDom: string }): void {
  const wanted = reactVersionRequiredBy(bundle);
  if (versions.react === wanted && versions.reactDom === wanted) return;
  throw new Error(
    `decap-cms-app ${decapVersionOf("decap-cms-app")} runs only beside React ${wanted}, and decap-cms has react ` +
      `${versions.react} and react-dom ${versions.reactDom}: set package.json's overrides of "decap-cms" to ` +
      `"react": "${wanted}" and "react-dom": "${wanted}", then npm install`,
  );
}

/** The page: Decap's bundle between the editor's React and the widgets, in the order they run. */
export function editorPage(): string {
  const script = (file: string) => `<script defer src="/${ADMIN_FOLDER}/${file}"></script>`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="none">',
    "<title>Corsi content</title>",
    ...[EDITOR_REACT_SCRIPT, DECAP_BUNDLE, WIDGETS_SCRIPT].map(script),
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}

/** The widgets' `react`: the editor's, which public/admin/editor-react.js put on the window before Decap's bundle ran. */
const windowReact: Plugin = {
  name: "window-react",
  setup(builder) {
    builder.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, ({ path: request }) =>
      request === "react"
        ? { path: request, namespace: "window-react" }
        : { errors: [{ text: `${request}: the editor's widgets import only "react" (window.React)` }] },
    );
    builder.onLoad({ filter: /.*/, namespace: "window-react" }, () => ({
      contents: "module.exports = window.React;",
      loader: "js",
    }));
  },
};

const SCRIPT_OPTIONS = {
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  write: false,
  absWorkingDir: ROOT,
} as const;

/** `react` and `react-dom`, for the editor's React: decap-cms's, not the site's. */
const decapReact: Plugin = {
  name: "decap-react",
  setup(builder) {
    builder.onResolve({ filter: /^react(-dom)?$/ }, ({ path: request }) => ({ path: fromDecap.resolve(request) }));
  },
};

/** The editor's React, as the globals Decap's bundle reads (src/cms/editorReact.ts), in its production build. */
async function editorReactScript(): Promise<string> {
  const { outputFiles } = await build({
    ...SCRIPT_OPTIONS,
    entryPoints: [path.join(ROOT, "src", "cms", "editorReact.ts")],
    plugins: [decapReact],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // React's licence notices, kept at the end of the file.
    legalComments: "eof",
  });
  return outputFiles[0].text;
}

/** The widgets, with the oEmbed origin they ask and what they say to the owner (data/admin.yaml) written in. */
async function widgetsScript(): Promise<string> {
  const { outputFiles } = await build({
    ...SCRIPT_OPTIONS,
    entryPoints: [path.join(ROOT, "src", "cms", "cms.ts")],
    plugins: [windowReact],
    define: {
      CORSI_OEMBED_ORIGIN: JSON.stringify(oembedOrigin(process.env)),
      CORSI_ADMIN_TEXTS: JSON.stringify(readAdminTexts()),
      // Read by src/content/youtube.ts, which the widgets' link parsing imports (as the player's bundle does).
      "process.env.CORSI_PLAYER_ORIGIN": JSON.stringify(PLAYER_ORIGIN),
    },
    legalComments: "none",
  });
  return outputFiles[0].text;
}

/** Decap's files to publish: its bundle, the chunks and WebAssembly it loads as needed, its licence notices. */
function decapFiles(): string[] {
  return readdirSync(DECAP_DIST, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".map"))
    .map((entry) => entry.name);
}

/**
 * Writes the editor into `adminDir` (public/admin/), first removing whatever an earlier build left there that is not
 * static/admin's (a warm build keeps public/). Returns the names of the files written.
 */
export async function writeEditor(adminDir = path.join(ROOT, "public", ADMIN_FOLDER)): Promise<string[]> {
  const bundle = readFileSync(path.join(DECAP_DIST, DECAP_BUNDLE), "utf8");
  checkEditorReact(bundle, { react: decapVersionOf("react"), reactDom: decapVersionOf("react-dom") });
  const [react, widgets] = await Promise.all([editorReactScript(), widgetsScript()]);
  const fromStatic = new Set(existsSync(STATIC_ADMIN) ? readdirSync(STATIC_ADMIN) : []);
  mkdirSync(adminDir, { recursive: true });
  for (const file of readdirSync(adminDir))
    if (!fromStatic.has(file)) rmSync(path.join(adminDir, file), { recursive: true, force: true });
  const copied = decapFiles();
  for (const file of copied) copyFileSync(path.join(DECAP_DIST, file), path.join(adminDir, file));
  writeFileSync(path.join(adminDir, EDITOR_REACT_SCRIPT), react);
  writeFileSync(path.join(adminDir, WIDGETS_SCRIPT), widgets);
  writeFileSync(path.join(adminDir, "index.html"), editorPage());
  return ["index.html", EDITOR_REACT_SCRIPT, WIDGETS_SCRIPT, ...copied];
}
