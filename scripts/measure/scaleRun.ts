import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { CatalogReferences } from "../../plugins/corsi-content/pathChecks";
import { FEED_FILE, localePath, playlistCoursePagePath, ROUTES } from "../../src/siteManifest";
import { gatsbyBuild } from "../lib/gatsbyBuild";
import { copyProject } from "../lib/projectCopy";
import { startThumbnailServer, type ThumbnailServer } from "../stand-ins/thumbnailHost";
import { startYouTubeApiServer, type YouTubeApiServer } from "../stand-ins/youtubeApi";
import { feedSizes, firstQueryBytes, inEachEdition, paidPageCount, sizeOf, topicsReachedFromFree } from "./builtSite";
import { largestPathPages, pathsListSizes } from "./pathPages";
import { dayLaterBuild, pathEditBuild, twoPushes } from "./scaleRebuilds";
import { thumbnailRuns } from "./scalePictures";
import {
  syntheticPaidCourses,
  syntheticPlaylistId,
  syntheticTopics,
  writeApiFixtures,
  writeFolder,
} from "./syntheticCatalog";
import { catalogOfFiles, syntheticPaths } from "./syntheticPaths";
import type { ScaleRow } from "./scaleRow";

/**
 * One size of `npm run scale` (scale.ts): a copy of the project with a synthetic catalog, built and measured; the
 * rebuilds after its cold build are scaleRebuilds.ts's, the thumbnails' scalePictures.ts's.
 */

/** The thumbnail host's address when no image work is measured: a port nothing listens on, refused at once. */
const NO_THUMBNAIL_HOST = "http://127.0.0.1:9";

/** The synthetic catalog's size: videos over topics, playlists among them, paid courses, paths (N of C courses). */
interface CatalogSize {
  videos: number;
  topics: number;
  playlists: number;
  paid: number;
  paths: [number, number];
}

/**
 * The synthetic catalog in place of the project's, and its paths in place of the project's (which name the project's
 * courses). The catalog the paths draw from, when there are paths.
 */
function writeCatalog(
  dir: string,
  { videos, topics, playlists, paid, paths }: CatalogSize,
): CatalogReferences | undefined {
  const [pathCount, pathCourses] = paths;
  const topicFiles = syntheticTopics(videos, topics, playlists);
  const paidFiles = syntheticPaidCourses(paid, topics);
  const pathCatalog = pathCount > 0 ? catalogOfFiles(topicFiles, paidFiles) : undefined;
  writeFolder(path.join(dir, "data/topics"), topicFiles);
  writeFolder(path.join(dir, "data/paid"), paidFiles);
  writeFolder(path.join(dir, "data/paths"), pathCatalog ? syntheticPaths(pathCount, pathCourses, pathCatalog) : {});
  return pathCatalog;
}

/** The builds' environment: the stand-ins' addresses, or with no image host a refused one. */
function buildEnv(
  images: ThumbnailServer | undefined,
  api: YouTubeApiServer | undefined,
  perBuild: number,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    CI: "1",
    ...(images
      ? { CORSI_THUMBNAIL_ORIGIN: images.origin, CORSI_THUMBNAILS_PER_BUILD: String(perBuild) }
      : { CORSI_THUMBNAIL_ORIGIN: NO_THUMBNAIL_HOST }),
    ...(api ? { CORSI_YOUTUBE_API_ORIGIN: api.origin, YOUTUBE_API_KEY: "scale-key" } : {}),
  };
}

/** With --playlists: the cold build's API calls and course pages, and the first course page's first load. */
function courseFigures(
  publicDir: string,
  api: YouTubeApiServer,
  [playlists, lessons]: [number, number],
): NonNullable<ScaleRow["courses"]> {
  // The first playlist is the first video, in the first topic.
  const firstCourse = playlistCoursePagePath("synthetic-topic-1", syntheticPlaylistId(0));
  return {
    playlists,
    lessons,
    apiCalls: api.requests.length,
    coursePages: readdirSync(path.join(publicDir, "Free"), { recursive: true }).filter((file) =>
      /\/course\/[^/]+(\/\d+)?\.html$/.test(`/${String(file)}`),
    ).length,
    firstLoadKb: inEachEdition(publicDir, firstCourse),
  };
}

/** The Atom feeds: how many, /feed.xml's and the largest topic feed's bytes (raw, gzip). */
function feedFigures(publicDir: string): ScaleRow["feeds"] {
  const sizes = feedSizes(publicDir);
  const topicFeeds = [...sizes].filter(([file]) => file.includes("/Free/"));
  const largest = topicFeeds.reduce<[number, number]>((most, [, size]) => (size[1] > most[1] ? size : most), [0, 0]);
  return { count: sizes.size, site: sizes.get(FEED_FILE) ?? [0, 0], largestTopic: largest };
}

/** The report row's figures read from the last build's pages: first loads, the search index, the feeds. */
type PageFigures = Pick<
  ScaleRow,
  | "freeFirstLoadKb"
  | "topicFirstLoadKb"
  | "paidFirstLoadKb"
  | "paidPages"
  | "searchIndexMb"
  | "topicsReached"
  | "firstQueryKb"
  | "arabicFirstQueryKb"
  | "feeds"
>;

/** Read once every build of the size is done: the report shows the last build's pages. */
async function pageFigures(publicDir: string): Promise<PageFigures> {
  // Every topic holds about the same number of videos; the first page of the first is as full as any page gets.
  const topicPath = "/Free/synthetic-topic-1";
  return {
    freeFirstLoadKb: inEachEdition(publicDir, "/Free"),
    topicFirstLoadKb: inEachEdition(publicDir, topicPath),
    // /Paid's first page is as full as any (PAID_PAGE_SIZE courses).
    paidFirstLoadKb: inEachEdition(publicDir, ROUTES.paid.path),
    paidPages: paidPageCount(publicDir),
    searchIndexMb: sizeOf(path.join(publicDir, "pagefind")) / 1024 / 1024,
    topicsReached: topicsReachedFromFree(publicDir).size,
    firstQueryKb: (await firstQueryBytes(publicDir, topicPath)) / 1024,
    arabicFirstQueryKb: (await firstQueryBytes(publicDir, localePath("ar", ROUTES.free.path))) / 1024,
    feeds: feedFigures(publicDir),
  };
}

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
    const pathCatalog = writeCatalog(dir, { videos, topics, playlists, paid, paths: [pathCount, pathCourses] });
    if (withThumbnails) images = await startThumbnailServer({ catalog: true, realistic: true });
    if (playlists > 0) {
      writeApiFixtures(path.join(dir, "youtube-api"), playlists, lessons, videos);
      api = await startYouTubeApiServer({ folder: path.join(dir, "youtube-api") });
    }
    const env = buildEnv(images, api, perBuild);
    const cold = await gatsbyBuild(dir, env, "build-cold.log", { peakMemory: true });
    const { seconds: buildSeconds, peakMemoryMb = 0 } = cold;
    const publicDir = path.join(dir, "public");
    // Read before any rebuild: the cold build's own calls and pages.
    const courses = api && courseFigures(publicDir, api, [playlists, lessons]);
    const refreshRun = refresh ? await dayLaterBuild({ dir, env }, api) : undefined;
    const warmPushes = !images && warmWithoutImages;
    const pushes = warmPushes ? await twoPushes({ dir, env }, videos) : undefined;
    // Then one path edited, on the cache the pushes above left (as every later push finds it).
    const pathEdit = warmPushes && pathCatalog ? await pathEditBuild({ dir, env }, pathCatalog) : undefined;
    const pictures = images && (await thumbnailRuns({ dir, env, images, videos, perBuild }));
    return {
      videos,
      topics,
      buildSeconds,
      peakMemoryMb,
      load: cold.load,
      thumbnails: pictures?.thumbnails,
      refresh: refreshRun,
      // With thumbnails, the warm build is the one after an added video with images (scalePictures.ts).
      warm: pictures ? pictures.warm : pushes?.warm,
      nextWarm: pushes?.nextWarm,
      paths: pathCatalog && {
        videos,
        count: pathCount,
        courses: pathCourses,
        list: pathsListSizes(publicDir),
        largest: largestPathPages(publicDir),
        edit: pathEdit,
      },
      courses,
      paid,
      ...(await pageFigures(publicDir)),
    };
  } finally {
    images?.server.close();
    await api?.close();
    if (process.env.SCALE_KEEP) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
