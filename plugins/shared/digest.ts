import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One digest of several parts (a cache key): the same parts in the same order give the same key. */
export const hashOf = (parts: readonly string[]) => createHash("sha256").update(parts.join("\n")).digest("base64url");

/**
 * The build's code as Gatsby compiled it for this build (each plugin's gatsby-node with all it imports, src/ included),
 * as one digest: a part a plugin keeps between builds (/Saved's catalog, a feed) is made by this code. Null when Gatsby
 * keeps it elsewhere: then nothing kept is trusted.
 */
export function compiledCode(root = process.cwd()): string | null {
  const folder = path.join(root, ".cache", "compiled");
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return hashOf(files.map((file) => `${path.relative(folder, file)} ${hashOf([readFileSync(file, "utf8")])}`));
}
