import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** What a rebuild changed in public/, by comparing the digests of its files before and after. */

/** Every file under a folder, by its path inside it, with the md5 of its bytes. */
export function fileDigests(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, full), createHash("md5").update(readFileSync(full)).digest("hex")];
      }),
  );
}

/** The files whose bytes differ between two digests of a folder, the added and the removed among them. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
}
