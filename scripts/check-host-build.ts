import { appendFileSync, rmSync } from "node:fs";
import path from "node:path";
import { LOCAL_HOST_ENV } from "../plugins/corsi-host/adapter";
import { catalogHasThumbnail, startThumbnailServer } from "./stand-ins/thumbnailHost";
import { headerOverlaps, readHeaderRules, servedAddresses } from "./lib/hostRules";
import { gatsbyBuild } from "./lib/gatsbyBuild";
import { copyProject } from "./lib/projectCopy";
import { plural } from "../plugins/shared/plural";

/**
 * `npm run check:host-build`: checks the host's build (`npm run build:host`, netlify.toml's command) by running it
 * twice in a throwaway copy of the project (real content, thumbnails from the local stand-in origin), with the host's
 * environment (LOCAL_HOST_ENV: Gatsby uses the adapter gatsby-config names or, with none named, installs Netlify's own;
 * the host's cache is kept in the copy's .netlify/build-cache).
 *
 * 1. The first deploy: nothing cached.
 * 2. A deploy after one video is added, from a fresh checkout as the host starts one: .cache and public/ are deleted,
 *    and only what the adapter stored can bring them back.
 *
 * For each: the log's adapter and cache lines, every address at which two `_headers` rules set one header (read with
 * Netlify's parser, scripts/lib/hostRules.ts), and the videos whose thumbnails the build fetched. Fails when a build has an
 * overlap, or when the second fetched anything but the added video's thumbnail. `--keep` keeps the copy.
 */
const ADDED_VIDEO = { youtubeId: "hostBuild01", title: "One more video", titleAr: "فيديو آخر" };
const HOST_ENV = { ...LOCAL_HOST_ENV, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" };

/** Lines of Gatsby's log that say which adapter ran and what it did with the cache. */
const ADAPTER_LINE = /adapter|cache/i;

/** The host's build in the copy, timed, with the log's adapter and cache lines. */
async function hostBuild(dir: string, env: NodeJS.ProcessEnv, logName: string): Promise<void> {
  const { log, seconds } = await gatsbyBuild(dir, env, logName);
  console.log(`  built in ${seconds.toFixed(1)} s; adapter and cache lines of the log:`);
  for (const line of log.split("\n").filter((text) => ADAPTER_LINE.test(text))) console.log(`    ${line.trim()}`);
}

/** Every (address, header) two rules set, and the distinct ways (header and rules, whatever the address). */
async function overlaps(publicDir: string): Promise<string[]> {
  const problems = headerOverlaps(await readHeaderRules(path.join(publicDir, "_headers")), servedAddresses(publicDir));
  const ways = new Set(problems.map((line) => line.slice(line.indexOf(": ") + 2).toLowerCase()));
  console.log(
    `  header overlaps (Netlify's parser): ${problems.length} addresses × headers, ${ways.size} distinct ways`,
  );
  for (const way of [...ways].slice(0, 12)) console.log(`    ${way}`);
  return problems;
}

async function main() {
  const keep = process.argv.includes("--keep");
  const dir = copyProject("corsi-host-build-");
  const images = await startThumbnailServer({ catalog: true });
  const env = { ...process.env, ...HOST_ENV, CORSI_THUMBNAIL_ORIGIN: images.origin };
  const failures: string[] = [];
  try {
    console.log(`Host build in ${dir}\n\n1. First deploy (nothing cached)`);
    await hostBuild(dir, env, "build-cold.log");
    if ((await overlaps(path.join(dir, "public"))).length > 0) failures.push("the first deploy has header overlaps");
    console.log(
      `  thumbnails fetched for ${plural(new Set(images.requests.map((request) => request.youtubeId)).size, "video")}`,
    );

    if (!catalogHasThumbnail(ADDED_VIDEO.youtubeId))
      throw new Error(`${ADDED_VIDEO.youtubeId} has no stand-in thumbnail`);
    appendFileSync(
      path.join(dir, "data/topics/python-learning.yaml"),
      `  - youtubeId: ${ADDED_VIDEO.youtubeId}\n    title: ${ADDED_VIDEO.title}\n    titleAr: ${ADDED_VIDEO.titleAr}\n`,
    );
    // A fresh checkout: what the last build left is gone; the adapter's cache.restore is all that can bring it back.
    for (const folder of [".cache", "public"]) rmSync(path.join(dir, folder), { recursive: true, force: true });
    images.requests.length = 0;
    console.log(`\n2. Deploy after adding ${ADDED_VIDEO.youtubeId} (fresh checkout, the host's cache)`);
    await hostBuild(dir, env, "build-warm.log");
    if ((await overlaps(path.join(dir, "public"))).length > 0) failures.push("the second deploy has header overlaps");
    const asked = [...new Set(images.requests.map((request) => request.youtubeId))];
    console.log(`  thumbnails fetched for ${plural(asked.length, "video")}: ${asked.join(", ")}`);
    if (asked.length !== 1 || asked[0] !== ADDED_VIDEO.youtubeId)
      failures.push(`the second deploy fetched thumbnails of ${asked.length} videos, not only the added one`);
  } finally {
    images.server.close();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\n${failures.join("\n")}`);
    process.exitCode = 1;
  }
}

void main();
