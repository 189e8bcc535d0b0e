import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { inlineScriptSources, sha256Source } from "./csp";
import { ADMIN_FOLDER } from "../../src/hostedFiles";

/**
 * Each public page's inline scripts and speculation rules, as the policy's hashes of them (sha256Source), with the size
 * and time of the file they were read from. Hashes, not the scripts: the head script alone is in every page
 * (its size: docs/performance.md).
 */
export type KnownPageScripts = Record<string, { size: number; mtimeMs: number; hashes: string[] }>;

/** Every HTML file under `dir`, by its path relative to `base`. */
export function htmlFilesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(full, base);
    return entry.name.endsWith(".html") ? [path.relative(base, full)] : [];
  });
}

/**
 * What the site's policy must allow (csp.ts): the hashes of the inline scripts and speculation rules of every public
 * page, the editor's (/admin) aside. A page whose file has the size and time it had when `known` read it is not read
 * again, so a warm build reads the pages it wrote and only those; returns the hashes, sorted and once each, and what it
 * now knows, and how many pages it read.
 */
export function publicPageScripts(publicDir: string, known: KnownPageScripts = {}) {
  const now: KnownPageScripts = {};
  let read = 0;
  for (const file of htmlFilesUnder(publicDir)) {
    if (file.startsWith(`${ADMIN_FOLDER}/`)) continue;
    const { size, mtimeMs } = statSync(path.join(publicDir, file));
    const kept = known[file];
    if (!(kept && kept.size === size && kept.mtimeMs === mtimeMs)) read += 1;
    now[file] =
      kept && kept.size === size && kept.mtimeMs === mtimeMs
        ? kept
        : {
            size,
            mtimeMs,
            hashes: inlineScriptSources(readFileSync(path.join(publicDir, file), "utf8")).map(sha256Source),
          };
  }
  const hashes = [...new Set(Object.values(now).flatMap((page) => page.hashes))].sort();
  return { hashes, known: now, read };
}
