import { cpSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync } from "node:fs";
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
  "package.json",
  "tsconfig.json",
];

export interface CopyOptions {
  /**
   * node_modules as a tree of its own, each file a hard link to the project's (seconds, and no bytes), instead of one
   * symlink to it: webpack names each module by its real path from the project, so through the symlink a copy's bundles
   * name the packages' modules otherwise than the project's bundles do; with its own tree they are byte for byte the
   * same. Needs the copy on the project's file system.
   */
  ownNodeModules?: boolean;
}

/** A throwaway copy of the project to build with other content, so the real data/, .cache/ and public/ stay untouched. */
export function copyProject(prefix: string): string {
  return copyProjectTo(mkdtempSync(path.join(tmpdir(), prefix)));
}

/** The same copy in a folder of the caller's choosing (created when missing). */
export function copyProjectTo(dir: string, { ownNodeModules = false }: CopyOptions = {}): string {
  mkdirSync(dir, { recursive: true });
  for (const entry of PROJECT_FILES) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  if (ownNodeModules) linkTree(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  else symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** `to` made as `from` is: its folders made, its files hard-linked, its symlinks (relative in node_modules) copied. */
function linkTree(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else linkSync(source, target);
  }
}
