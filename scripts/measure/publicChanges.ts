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

/**
 * The address of a page file of public/, as Gatsby writes it or the host's adapter flattens it (Free/index.html or
 * Free.html → /Free, index.html → /); undefined for a file that is no page.
 */
export function pageRoute(file: string): string | undefined {
  const name = file.split(path.sep).join("/");
  if (!name.endsWith(".html")) return undefined;
  const route = `/${name.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`;
  return route.length > 1 ? route.replace(/\/$/, "") : route;
}
