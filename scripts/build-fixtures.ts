import { spawn } from "node:child_process";
import { cpSync, createWriteStream, readFileSync, rmSync } from "node:fs";
import { hostCacheDir, LOCAL_HOST_ENV } from "../plugins/corsi-host/adapter";
import { QUERY_TYPES_FILE } from "../plugins/shared/queryTypes";
import { FIXTURE_QUERY_TYPES, FIXTURE_SITE, fixtureBuildEnv } from "./lib/fixtureBuild";
import { FIXTURE_BUILD_LOG, startThumbnailServer } from "./stand-ins/thumbnailHost";
import { startYouTubeApiServer } from "./stand-ins/youtubeApi";

/**
 * npm run build:fixtures: the production build of the fixture content, built the way the host builds (LOCAL_HOST_ENV, and
 * nothing in the host's cache, as on a first deploy), with thumbnails from the local stand-in for YouTube's image host
 * and the courses' lessons from the local stand-in for the YouTube Data API (with a key of no use anywhere else).
 * Its /admin asks oEmbed of the stand-in e2e/cms.spec.ts starts at LOCAL_OEMBED_ORIGIN, not of YouTube.
 * The build's output is also kept in FIXTURE_BUILD_LOG, where the end-to-end tests read the warning that names the
 * video without a thumbnail, and the adapter's lines. Its environment is fixtureBuildEnv's, which
 * e2e/warm-build.spec.ts rebuilds with. The tests serve and read FIXTURE_SITE, public/ as this build left it.
 * It fails, too, when the query types it wrote (FIXTURE_QUERY_TYPES) are not the project's (QUERY_TYPES_FILE), which
 * tsc reads: the schema is explicit, so any catalog's build writes the same.
 */

async function main() {
  const { server, origin } = await startThumbnailServer();
  const api = await startYouTubeApiServer();
  const log = createWriteStream(FIXTURE_BUILD_LOG);
  rmSync(FIXTURE_SITE, { recursive: true, force: true });
  const cacheDir = hostCacheDir(LOCAL_HOST_ENV);
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  const build = spawn("npm", ["run", "build"], {
    env: { ...process.env, ...fixtureBuildEnv({ thumbnails: origin, api: api.origin }) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  build.stdout.on("data", (chunk: Buffer) => (process.stdout.write(chunk), log.write(chunk)));
  build.stderr.on("data", (chunk: Buffer) => (process.stderr.write(chunk), log.write(chunk)));
  const code = await new Promise<number>((resolve) => build.on("close", (status) => resolve(status ?? 1)));
  server.close();
  await api.close();
  log.end();
  if (code !== 0) {
    process.exitCode = code;
    return;
  }
  cpSync("public", FIXTURE_SITE, { recursive: true });
  if (readFileSync(FIXTURE_QUERY_TYPES, "utf8") !== readFileSync(QUERY_TYPES_FILE, "utf8")) {
    console.error(
      `${QUERY_TYPES_FILE} is not the types of the queries as they are: \`npm run build\` or \`npm start\` writes it; commit it.`,
    );
    process.exitCode = 1;
  }
}

void main();
