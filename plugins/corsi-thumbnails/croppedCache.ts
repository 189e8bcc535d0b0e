import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { md5 } from "./pictures";
import type { CacheEntry } from "./thumbnails";

/**
 * Gatsby's cache keeps each cropped thumbnail (a JPEG named after its video), and what the host answered (an index
 * of CacheEntry), in the plugin's folder `cropped`, between builds that do not start clean.
 */
export interface CroppedCache {
  /** What earlier builds learnt, by video; written back by `save`. */
  known: Record<string, CacheEntry>;
  /** The videos whose cropped picture is kept: read from the folder once, not asked video by video, and kept current. */
  kept: Set<string>;
  pathOf(youtubeId: string): string;
  /** The picture's md5, as the index keeps it since it was fetched (read from the file only for an older index). */
  digestOf(youtubeId: string): Promise<string | undefined>;
  save(): Promise<void>;
}

/** What earlier builds learnt; an unreadable index is as good as none: every video is asked again. */
async function readIndex(file: string): Promise<Record<string, CacheEntry>> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, CacheEntry>;
  } catch {
    return {};
  }
}

export async function openCroppedCache(cacheDirectory: string): Promise<CroppedCache> {
  const folder = path.join(cacheDirectory, "cropped");
  await mkdir(folder, { recursive: true });
  const indexPath = path.join(folder, "index.json");
  const known = await readIndex(indexPath);
  const pathOf = (youtubeId: string) => path.join(folder, `${youtubeId}.jpg`);
  return {
    known,
    kept: new Set(
      readdirSync(folder)
        .filter((name) => name.endsWith(".jpg"))
        .map((name) => name.slice(0, -".jpg".length)),
    ),
    pathOf,
    async digestOf(youtubeId) {
      const entry = known[youtubeId];
      if (entry?.found && entry.digest) return entry.digest;
      return readFile(pathOf(youtubeId))
        .then(md5)
        .catch(() => undefined);
    },
    save: () => writeFile(indexPath, JSON.stringify(known)),
  };
}

/**
 * A picture's card files in public/: gatsby-plugin-sharp writes them under static/<the picture's md5>/<the arguments'
 * hash>/<name>.webp (the name is the video's id; two videos with one picture share the md5 folder, not the files).
 */
async function removeCardFiles(digest: string, youtubeId: string): Promise<void> {
  const folder = path.join(process.cwd(), "public", "static", digest);
  if (!existsSync(folder)) return;
  for (const variant of readdirSync(folder)) {
    await rm(path.join(folder, variant, `${youtubeId}.webp`), { force: true });
    if (readdirSync(path.join(folder, variant)).length === 0) await rm(path.join(folder, variant), { recursive: true });
  }
  if (readdirSync(folder).length === 0) await rm(folder, { recursive: true });
}

/**
 * Videos no longer listed leave the cache, so it holds what the content names and no more; and their card files
 * leave public/, where a build from clean would not write them (a warm build's public/ is the last one's).
 */
export async function forgetUnlisted(cache: CroppedCache, listed: ReadonlySet<string>): Promise<void> {
  for (const youtubeId of Object.keys(cache.known)) {
    if (listed.has(youtubeId)) continue;
    if (cache.known[youtubeId].found) {
      const digest = await cache.digestOf(youtubeId);
      if (digest) await removeCardFiles(digest, youtubeId);
    }
    delete cache.known[youtubeId];
    await rm(cache.pathOf(youtubeId), { force: true });
    cache.kept.delete(youtubeId);
  }
}
