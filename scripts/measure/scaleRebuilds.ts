import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { CatalogReferences } from "../../plugins/corsi-content/pathChecks";
import type { Topic } from "../../plugins/corsi-content/schema";
import { type LearningPath, PATH_COURSE_KINDS } from "../../plugins/corsi-content/schema/path";
import { topicSlug } from "../../plugins/corsi-content/slug";
import { BUILD_TIME_ENV } from "../../plugins/shared/days";
import { FEED_FILE } from "../../src/siteManifest";
import { gatsbyBuild } from "../lib/gatsbyBuild";
import type { YouTubeApiServer } from "../stand-ins/youtubeApi";
import { changedPages, type PathEdit, type PathEditReach } from "./pathPages";
import { changedFiles, fileDigests } from "./publicChanges";
import type { ScaleRow } from "./scaleRow";
import { addSyntheticVideo } from "./syntheticCatalog";
import { editedPath, syntheticPathName } from "./syntheticPaths";
import { type WarmRun, warmBuild } from "./warmBuild";

/** The rebuilds `npm run scale` times after a size's cold build (scaleRun.ts), each on the cache the last one left. */

/** The project's copy being measured, and the environment its builds run in. */
export interface ScaleCopy {
  dir: string;
  env: NodeJS.ProcessEnv;
}

/** With --refresh: the first build a day later, nothing edited: YouTube asked again, and what changed in public/. */
export async function dayLaterBuild(
  { dir, env }: ScaleCopy,
  api: YouTubeApiServer | undefined,
): Promise<NonNullable<ScaleRow["refresh"]>> {
  const publicDir = path.join(dir, "public");
  // First a build the same day, nothing edited, as the host has made many since its cold one (the first warm build
  // after a cold one has its own differences: docs/incremental-builds.md).
  await gatsbyBuild(dir, env, "build-settle.log");
  // Then a day and an hour later, nothing edited: every answer kept is a day old, so the build asks again, within
  // its bounds; the stand-in answers as before, so no file of public/ may change.
  const before = fileDigests(publicDir);
  const calls = api?.requests.length ?? 0;
  const later = new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString();
  return {
    ...(await warmBuild(dir, { ...env, [BUILD_TIME_ENV]: later }, "build-refresh.log")),
    apiCalls: (api?.requests.length ?? 0) - calls,
    changedFiles: changedFiles(before, fileDigests(publicDir)),
  };
}

/**
 * With --warm: two pushes of one video each: the first build after a cold one, then one like every later push; each
 * with the feeds it rewrote (the topic's and the site's, in each edition, and no other).
 */
export async function twoPushes(
  { dir, env }: ScaleCopy,
  videos: number,
): Promise<{ warm: WarmRun; nextWarm: WarmRun }> {
  const publicDir = path.join(dir, "public");
  const pushOne = async (index: number, logName: string): Promise<WarmRun> => {
    const before = fileDigests(publicDir);
    addSyntheticVideo(path.join(dir, "data/topics"), index);
    const run = await warmBuild(dir, env, logName);
    const feedsWritten = changedFiles(before, fileDigests(publicDir)).filter((file) => file.endsWith(FEED_FILE));
    return { ...run, feedsWritten };
  };
  const warm = await pushOne(videos + 1, "build-warm.log");
  const nextWarm = await pushOne(videos + 2, "build-warm-next.log");
  return { warm, nextWarm };
}

/** With --warm --paths: the build after the first path edited, and the pages of public/ it changed. */
export async function pathEditBuild({ dir, env }: ScaleCopy, catalog: CatalogReferences): Promise<PathEdit> {
  const publicDir = path.join(dir, "public");
  const name = syntheticPathName(0);
  const file = path.join(dir, "data/paths", `${name}.yaml`);
  const text = readFileSync(file, "utf8");
  const edited = editedPath(text, catalog);
  writeFileSync(file, edited);
  const reach = pathEditReach(path.join(dir, "data/topics"), text, edited);
  const before = fileDigests(publicDir);
  const run = await warmBuild(dir, env, "build-path.log");
  const changed = changedFiles(before, fileDigests(publicDir));
  return { ...run, name, changedFiles: changed.length, ...changedPages(changed, name, reach) };
}

/** The courses a path's file names, each as "<kind> <id>" (video, playlist, paid). */
function pathCourses(text: string): Set<string> {
  const { steps } = parse(text) as LearningPath;
  return new Set(
    steps.flatMap((step) =>
      step.courses.flatMap((course) =>
        PATH_COURSE_KINDS.flatMap((kind) => (course[kind] ? `${kind} ${course[kind]}` : [])),
      ),
    ),
  );
}

/** What a path's edit from `before` to `after` reaches beyond its own pages: the courses it moved in or out. */
function pathEditReach(topicsDir: string, before: string, after: string): PathEditReach {
  const [was, is] = [pathCourses(before), pathCourses(after)];
  const moved = new Set([...was, ...is].filter((course) => was.has(course) !== is.has(course)));
  const topics = readdirSync(topicsDir)
    .map((file) => parse(readFileSync(path.join(topicsDir, file), "utf8")) as Topic)
    .filter(({ videos }) =>
      videos.some(
        ({ youtubeId, playlistId }) => moved.has(`video ${youtubeId}`) || moved.has(`playlist ${playlistId}`),
      ),
    )
    .map(topicSlug);
  return { topics, paid: [...moved].some((course) => course.startsWith("paid ")) };
}
