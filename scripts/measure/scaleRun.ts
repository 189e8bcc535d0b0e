import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILD_TIME_ENV } from "../../plugins/shared/days";
import { FEED_FILE, localePath, playlistCoursePagePath, ROUTES } from "../../src/siteManifest";
import { gatsbyBuild } from "../lib/gatsbyBuild";
import { copyProject } from "../lib/projectCopy";
import { startThumbnailServer, type ThumbnailServer } from "../stand-ins/thumbnailHost";
import { startYouTubeApiServer, type YouTubeApiServer } from "../stand-ins/youtubeApi";
import { feedSizes, firstQueryBytes, inEachEdition, paidPageCount, sizeOf, topicsReachedFromFree } from "./builtSite";
import { changedPages, largestPathPages, pathsListSizes, type PathEdit, type PathFigures } from "./pathPages";
import { changedFiles, fileDigests } from "./publicChanges";
import { type ThumbnailFigures, thumbnailRuns } from "./scalePictures";
import {
  addSyntheticVideo,
  syntheticPaidCourses,
  syntheticPlaylistId,
  syntheticTopics,
  writeApiFixtures,
  writeFolder,
} from "./syntheticCatalog";
import { catalogOfFiles, editedPath, syntheticPathName, syntheticPaths } from "./syntheticPaths";
import { type WarmRun, warmBuild } from "./warmBuild";

/** One size of `npm run scale` (scale.ts): a copy of the project with a synthetic catalog, built and measured. */

export interface ScaleRow {
  videos: number;
  topics: number;
  buildSeconds: number;
  peakMemoryMb: number;
  /** In each edition (the original first). */
  freeFirstLoadKb: number[];
  topicFirstLoadKb: number[];
  paid: number;
  paidFirstLoadKb: number[];
  /** With --playlists: the build's YouTube Data API calls, and the first course page's first load in each edition. */
  courses?: { playlists: number; lessons: number; apiCalls: number; coursePages: number; firstLoadKb: number[] };
  paidPages: number;
  searchIndexMb: number;
  firstQueryKb: number;
  /** The same first query on /ar/Free: the Arabic index's files (the cards' other names and folded words in it). */
  arabicFirstQueryKb: number;
  /** The Atom feeds: how many, /feed.xml's and the largest topic feed's bytes (raw, gzip). */
  feeds: { count: number; site: [number, number]; largestTopic: [number, number] };
  /** The topic pages a visitor without JavaScript reaches from /Free: its index, then the topic list's pages. */
  topicsReached: number;
  /** The 1-minute load average before and after the cold build (other jobs share this machine). */
  load: [number, number];
  thumbnails?: ThumbnailFigures;
  /** The rebuild after one added video, when asked for (--warm, --thumbnails): its time, load and Gatsby's phases. */
  warm?: WarmRun;
  /** With --warm: the next rebuild, after one more video, as every later push builds. */
  nextWarm?: WarmRun;
  /** With --refresh: the first build a day later, nothing edited: YouTube asked again, and what changed in public/. */
  refresh?: WarmRun & { apiCalls: number; changedFiles: string[] };
  /** With --paths: /Paths' and the largest path page's first load; with --warm, the build after one path edited. */
  paths?: PathFigures;
}

/** The thumbnail host's address when no image work is measured: a port nothing listens on, refused at once. */
const NO_THUMBNAIL_HOST = "http://127.0.0.1:9";

export async function measure(
  videos: number,
  topics: number,
  withThumbnails: boolean,
  perBuild: number,
  paid: number,
  [playlists, lessons]: [number, number] = [0, 0],
  warmWithoutImages = false,
  refresh = false,
  [pathCount, pathCourses]: [number, number] = [0, 0],
): Promise<ScaleRow> {
  const dir = copyProject(`corsi-scale-${videos}-`);
  let images: ThumbnailServer | undefined;
  let api: YouTubeApiServer | undefined;
  try {
    // The synthetic catalog replaces the project's, and its paths the project's (which name the project's courses).
    const topicDir = path.join(dir, "data/topics");
    const topicFiles = syntheticTopics(videos, topics, playlists);
    const paidFiles = syntheticPaidCourses(paid, topics);
    const pathCatalog = pathCount > 0 ? catalogOfFiles(topicFiles, paidFiles) : undefined;
    writeFolder(topicDir, topicFiles);
    writeFolder(path.join(dir, "data/paid"), paidFiles);
    writeFolder(path.join(dir, "data/paths"), pathCatalog ? syntheticPaths(pathCount, pathCourses, pathCatalog) : {});
    if (withThumbnails) images = await startThumbnailServer({ catalog: true, realistic: true });
    if (playlists > 0) {
      writeApiFixtures(path.join(dir, "youtube-api"), playlists, lessons, videos);
      api = await startYouTubeApiServer({ folder: path.join(dir, "youtube-api") });
    }
    const env = {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "1",
      ...(images
        ? { CORSI_THUMBNAIL_ORIGIN: images.origin, CORSI_THUMBNAILS_PER_BUILD: String(perBuild) }
        : { CORSI_THUMBNAIL_ORIGIN: NO_THUMBNAIL_HOST }),
      ...(api ? { CORSI_YOUTUBE_API_ORIGIN: api.origin, YOUTUBE_API_KEY: "scale-key" } : {}),
    };
    const cold = await gatsbyBuild(dir, env, "build-cold.log", { peakMemory: true });
    const { seconds: buildSeconds, peakMemoryMb = 0 } = cold;
    const publicDir = path.join(dir, "public");
    // The first playlist is the first video, in the first topic.
    const firstCourse = playlistCoursePagePath("synthetic-topic-1", syntheticPlaylistId(0));
    const courses = api && {
      playlists,
      lessons,
      apiCalls: api.requests.length,
      coursePages: readdirSync(path.join(publicDir, "Free"), { recursive: true }).filter((file) =>
        /\/course\/[^/]+(\/\d+)?\.html$/.test(`/${String(file)}`),
      ).length,
      firstLoadKb: inEachEdition(publicDir, firstCourse),
    };
    // Every topic holds about the same number of videos; the first page of the first is as full as any page gets.
    const topicPath = "/Free/synthetic-topic-1";
    let thumbnails: ThumbnailFigures | undefined;
    let refreshRun: ScaleRow["refresh"];
    if (refresh) {
      // First a build the same day, nothing edited, as the host has made many since its cold one (the first warm build
      // after a cold one has its own differences: docs/incremental-builds.md).
      await gatsbyBuild(dir, env, "build-settle.log");
      // Then a day and an hour later, nothing edited: every answer kept is a day old, so the build asks again, within
      // its bounds; the stand-in answers as before, so no file of public/ may change.
      const before = fileDigests(publicDir);
      const calls = api?.requests.length ?? 0;
      const later = new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString();
      refreshRun = {
        ...(await warmBuild(dir, { ...env, [BUILD_TIME_ENV]: later }, "build-refresh.log")),
        apiCalls: (api?.requests.length ?? 0) - calls,
        changedFiles: changedFiles(before, fileDigests(publicDir)),
      };
    }
    let warmRun: ScaleRow["warm"];
    let nextWarmRun: ScaleRow["nextWarm"];
    if (!images && warmWithoutImages) {
      // Two pushes of one video each: the first build after a cold one, then one like every later push; each with the
      // feeds it rewrote (the topic's and the site's, in each edition, and no other).
      const pushOne = async (index: number, logName: string): Promise<WarmRun> => {
        const before = fileDigests(publicDir);
        addSyntheticVideo(topicDir, index);
        const run = await warmBuild(dir, env, logName);
        const feedsWritten = changedFiles(before, fileDigests(publicDir)).filter((file) => file.endsWith(FEED_FILE));
        return { ...run, feedsWritten };
      };
      warmRun = await pushOne(videos + 1, "build-warm.log");
      nextWarmRun = await pushOne(videos + 2, "build-warm-next.log");
    }
    let pathEdit: PathEdit | undefined;
    if (!images && warmWithoutImages && pathCatalog) {
      // Then one path edited, on the cache the pushes above left (as every later push finds it).
      const name = syntheticPathName(0);
      const file = path.join(dir, "data/paths", `${name}.yaml`);
      writeFileSync(file, editedPath(readFileSync(file, "utf8"), pathCatalog));
      const before = fileDigests(publicDir);
      const run = await warmBuild(dir, env, "build-path.log");
      const changed = changedFiles(before, fileDigests(publicDir));
      pathEdit = { ...run, name, changedFiles: changed.length, ...changedPages(changed, name) };
    }
    if (images) ({ thumbnails, warm: warmRun } = await thumbnailRuns({ dir, env, images, videos, perBuild }));
    return {
      videos,
      topics,
      buildSeconds,
      peakMemoryMb,
      load: cold.load,
      thumbnails,
      refresh: refreshRun,
      warm: warmRun,
      nextWarm: nextWarmRun,
      paths: pathCatalog && {
        videos,
        count: pathCount,
        courses: pathCourses,
        list: pathsListSizes(publicDir),
        largest: largestPathPages(publicDir),
        edit: pathEdit,
      },
      courses,
      freeFirstLoadKb: inEachEdition(publicDir, "/Free"),
      topicFirstLoadKb: inEachEdition(publicDir, topicPath),
      // /Paid's first page is as full as any (PAID_PAGE_SIZE courses).
      paid,
      paidFirstLoadKb: inEachEdition(publicDir, ROUTES.paid.path),
      paidPages: paidPageCount(publicDir),
      searchIndexMb: sizeOf(path.join(publicDir, "pagefind")) / 1024 / 1024,
      topicsReached: topicsReachedFromFree(publicDir).size,
      firstQueryKb: (await firstQueryBytes(publicDir, topicPath)) / 1024,
      arabicFirstQueryKb: (await firstQueryBytes(publicDir, localePath("ar", ROUTES.free.path))) / 1024,
      feeds: (() => {
        const sizes = feedSizes(publicDir);
        const topicFeeds = [...sizes].filter(([file]) => file.includes("/Free/"));
        const largest = topicFeeds.reduce<[number, number]>(
          (most, [, size]) => (size[1] > most[1] ? size : most),
          [0, 0],
        );
        return { count: sizes.size, site: sizes.get(FEED_FILE) ?? [0, 0], largestTopic: largest };
      })(),
    };
  } finally {
    images?.server.close();
    await api?.close();
    if (process.env.SCALE_KEEP) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
