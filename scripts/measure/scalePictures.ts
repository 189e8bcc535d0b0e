import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gatsbyBuild } from "../lib/gatsbyBuild";
import { catalogHasThumbnail, type ThumbnailServer } from "../stand-ins/thumbnailHost";
import { addSyntheticVideo } from "./syntheticCatalog";
import { buildPhases, type WarmRun } from "./warmBuild";
import { plural } from "../../plugins/shared/plural";

/** `npm run scale -- --thumbnails`: the pictures the builds fetched from the image stand-in, checked on every page. */

export interface ThumbnailFigures {
  /** Requests the cold build made to the image server, and the videos it got a picture for. */
  coldRequests: number;
  coldPictured: number;
  coldUnpictured: number;
  /** Videos the server has a picture for whose cards are still drawn: left for a later build. */
  coldWaiting: number;
  warmPictured: number;
  warmWaiting: number;
  warmSeconds: number;
  warmPeakMemoryMb: number;
  warmLoad: [number, number];
  warmRequests: number;
  /** The videos the warm rebuild asked the image server about. */
  warmAsked: string[];
  addedId: string;
  /** Problems found in the pages after each build (empty: none). */
  coldProblems: string[];
  warmProblems: string[];
}

function htmlFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter(
    (file) => file.endsWith(".html") && statSync(path.join(dir, file)).isFile(),
  );
}

/**
 * What a visitor would see wrong after a build: a card without a picture although the server has one for its video and
 * a build asked for it (or the other way round), or a page naming an image file the build did not write; and whether
 * the build log's count of videos still to come is the number not asked yet. Returns the problems, and the cards.
 */
export function checkPictures(
  publicDir: string,
  { asked, listed, buildLog }: { asked: Set<string>; listed: number; buildLog: string },
): { problems: string[]; cards: number; pictured: Set<string>; waiting: Set<string> } {
  const problems: string[] = [];
  const pictured = new Set<string>();
  const waiting = new Set<string>();
  let cards = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = readFileSync(path.join(publicDir, file), "utf8");
    for (const article of html.split("<article").slice(1)) {
      const id = /id="video-([A-Za-z0-9_-]{11})"/.exec(article)?.[1];
      if (!id) continue;
      cards++;
      const image = /<img class="player-image" src="([^"]+)" srcset="([^"]+)"/.exec(article);
      if (image) pictured.add(id);
      if (image && !catalogHasThumbnail(id))
        problems.push(`${file}: video ${id} has a picture the server does not have`);
      // A video no build has asked about yet keeps its drawn poster until one does.
      if (!image && catalogHasThumbnail(id)) {
        if (asked.has(id)) problems.push(`${file}: video ${id} has no picture`);
        else waiting.add(id);
      }
      const urls = image ? [image[1], ...image[2].split(",").map((entry) => entry.trim().split(" ")[0])] : [];
      for (const url of urls)
        if (!existsSync(path.join(publicDir, decodeURI(url)))) problems.push(`${file}: video ${id}: ${url} is missing`);
    }
  }
  // The plugin's own count of the videos it left for a later build (Gatsby's reporter may wrap the line).
  const log = readFileSync(buildLog, "utf8").replace(/\s*\n\s*/g, " ");
  const announced = Number(/(\d+) still to come/.exec(log)?.[1] ?? 0);
  if (announced !== listed - asked.size)
    problems.push(
      `${listed - asked.size} videos were not asked about; the build log says ${announced} are still to come`,
    );
  return { problems, cards, pictured, waiting };
}

/**
 * After the cold build with the image stand-in: its pages checked, then one video added at the end of the first topic
 * and a rebuild that keeps the cache, its pages checked and what it asked the image server.
 */
export async function thumbnailRuns({
  dir,
  env,
  images,
  videos,
  perBuild,
}: {
  dir: string;
  env: NodeJS.ProcessEnv;
  images: ThumbnailServer;
  videos: number;
  perBuild: number;
}): Promise<{ thumbnails: ThumbnailFigures; warm: WarmRun }> {
  const publicDir = path.join(dir, "public");
  const coldRequests = images.requests.length;
  const asked = new Set(images.requests.map((request) => request.youtubeId));
  const coldCheck = checkPictures(publicDir, { asked, listed: videos, buildLog: path.join(dir, "build-cold.log") });
  const addedId = addSyntheticVideo(path.join(dir, "data/topics"), videos + 1, { language: "English" });
  images.requests.length = 0;
  const warm = await gatsbyBuild(dir, env, "build-warm.log", { peakMemory: true });
  const warmAsked = new Set(images.requests.map((request) => request.youtubeId));
  const warmCheck = checkPictures(publicDir, {
    asked: new Set([...asked, ...warmAsked]),
    listed: videos + 1,
    buildLog: path.join(dir, "build-warm.log"),
  });
  if (!warmCheck.pictured.has(addedId) && catalogHasThumbnail(addedId))
    warmCheck.problems.push(`the added video ${addedId} has no picture`);
  // The added video and the next of those the cold build left for later, up to the per-build limit.
  const expected = Math.min(videos - asked.size + 1, perBuild);
  if (!warmAsked.has(addedId) || warmAsked.size !== expected)
    warmCheck.problems.push(`the warm build asked about ${plural(warmAsked.size, "video")}, expected ${expected}`);
  const thumbnails = {
    coldRequests,
    coldPictured: coldCheck.pictured.size,
    coldUnpictured: videos - coldCheck.pictured.size,
    coldWaiting: videos - asked.size,
    warmPictured: warmCheck.pictured.size,
    warmWaiting: videos + 1 - asked.size - [...warmAsked].filter((id) => !asked.has(id)).length,
    warmSeconds: warm.seconds,
    warmPeakMemoryMb: warm.peakMemoryMb ?? 0,
    warmLoad: warm.load,
    warmRequests: images.requests.length,
    warmAsked: [...warmAsked],
    addedId,
    coldProblems: coldCheck.problems,
    warmProblems: warmCheck.problems,
  };
  return { thumbnails, warm: { seconds: warm.seconds, load: warm.load, phases: buildPhases(warm.log) } };
}
