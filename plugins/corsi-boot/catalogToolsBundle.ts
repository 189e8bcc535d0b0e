import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

/** The catalog tools' code (search and the filters), as TypeScript: one entry, bundled with what it imports. */
export const CATALOG_TOOLS_ENTRY = path.join(process.cwd(), "src", "catalogTools", "index.ts");

/**
 * The catalog tools' code as one minified script, and the name it is served at: `/catalog-tools-<hash>.js`, a name
 * that changes with its content, so the host caches it for a year (plugins/corsi-host/hostFiles.ts, isHashedAsset).
 * Not part of Gatsby's app: it needs neither React nor Gatsby's runtime, and a page that runs it loads neither
 * (docs/decisions/0024-framework-code-only-where-needed.md). Bundled by esbuild (which Gatsby's webpack would make a
 * second entry sharing the app's runtime chunk), for the browsers the site supports (ES2020: the search's import()).
 */
export function bundleCatalogTools(): { file: string; code: string } {
  const { outputFiles } = buildSync({
    entryPoints: [CATALOG_TOOLS_ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    legalComments: "none",
    // Pagefind's script is the site's own file at an address (src/content/pagefind.ts), not a module to bundle.
    external: ["/pagefind/*"],
  });
  const code = outputFiles[0].text;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 20);
  return { file: `/catalog-tools-${hash}.js`, code };
}

/** Writes the bundle into the build's public folder; returns its address. */
export function writeCatalogTools(publicDir = path.join(process.cwd(), "public")): string {
  const { file, code } = bundleCatalogTools();
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(publicDir, file), code);
  return file;
}
