import { spawn } from "node:child_process";
import { cpSync, createWriteStream, rmSync } from "node:fs";
import { hostCacheDir, LOCAL_HOST_ENV } from "../plugins/corsi-host/adapter";
import { FIXTURE_SITE, fixtureBuildEnv } from "./lib/fixtureBuild";
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
  if (code === 0) cpSync("public", FIXTURE_SITE, { recursive: true });
  process.exitCode = code;
}

void main();
