import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

/** What a build needs from the project; node_modules is shared through a symlink. */
const PROJECT_FILES = [
  "data",
  "src",
  "plugins",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  ".parcelrc",
  "package.json",
  "tsconfig.json",
];

/** A throwaway copy of the project to build with other content, so the real data/, .cache/ and public/ stay untouched. */
export function copyProject(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of PROJECT_FILES) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}
