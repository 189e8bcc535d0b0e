import { spawn } from "node:child_process";
import { startThumbnailServer } from "../stand-ins/thumbnailHost";

/** `npm run build` (clean, then build: what ships), its output shown; throws when it fails. */
export async function npmRunBuild(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const code = await new Promise<number | null>((resolve) =>
    spawn("npm", ["run", "build"], { stdio: "inherit", env }).on("close", resolve),
  );
  if (code !== 0) throw new Error(`npm run build failed (${code})`);
}

/**
 * `npm run build` with every video of the content given a realistic picture by a stand-in server: the site as the
 * host's build (which reaches YouTube) makes it, for the bench and the README's pictured screenshots. Returns how
 * many videos got a picture.
 */
export async function buildWithStandInThumbnails(): Promise<number> {
  const images = await startThumbnailServer({ catalog: true, realistic: true, everyId: true });
  try {
    await npmRunBuild({ ...process.env, CORSI_THUMBNAIL_ORIGIN: images.origin });
    return new Set(images.requests.filter((request) => request.status === 200).map((request) => request.youtubeId))
      .size;
  } finally {
    images.server.close();
  }
}
