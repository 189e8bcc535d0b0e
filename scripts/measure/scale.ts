import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { stringify } from "yaml";
import { launchOptions } from "../lib/chromium";
import { BUILD_TIME_ENV } from "../../plugins/shared/days";
import { catalogHasThumbnail, startThumbnailServer, type ThumbnailServer } from "../stand-ins/thumbnailHost";
import { copyProject } from "../lib/projectCopy";
import { thumbnailsPerBuild } from "../../plugins/corsi-thumbnails/thumbnails";
import { measureRoute } from "./pageSizes";
import { startStaticHost } from "../static-host";
import { startYouTubeApiServer, type YouTubeApiServer } from "../stand-ins/youtubeApi";
import { FEED_FILE, playlistCoursePagePath, LOCALE_LIST, localePath, ROUTES } from "../../src/siteManifest";
import {
  syntheticId,
  syntheticPaidCourses,
  syntheticPlaylistId,
  syntheticTopics,
  writeApiFixtures,
  writeFolder,
  SYNTHETIC_LATER_DAY,
} from "./syntheticCatalog";
import { catalogOfFiles, editedPath, syntheticPathName, syntheticPaths } from "./syntheticPaths";
import { changedFiles, fileDigests } from "./publicChanges";
import {
  changedPages,
  largestPathPages,
  pathsListSizes,
  pathsReport,
  type PathEdit,
  type PathFigures,
} from "./pathPages";

/**
 * How the site scales with its catalog: for each size, a copy of the project with synthetic topic files
 * (N videos spread over T topics) is built from cold; the build time and peak memory, the first-load bytes of /Free and
 * of the largest topic page, the search index and what the first query downloads are reported.
 * Usage: `npm run scale -- 2000:40 20000:200` (videos:topics).
 * `--per-build N` builds with at most N new thumbnails per build instead of the plugin's NEW_THUMBNAILS_PER_BUILD.
 * `--paid N` adds N synthetic paid courses (data/paid/<slug>.yaml) spread over the topics, and reports /Paid's first page.
 * `--playlists N:L` makes N of the videos, spread over the topics, playlists of L lessons each, read by the build from a
 * local stand-in for the YouTube Data API (scripts/stand-ins/youtubeApi.ts, answering from files written for them), and
 * reports the API calls and the first course page's first load.
 * `--paths N:C` adds N learning paths (path-1 … path-N in data/paths/, scripts/measure/syntheticPaths.ts) of about C courses
 * each, drawn from the catalog's videos and, with `--paid` or `--playlists`, its paid and playlist courses, and reports
 * the first load of /Paths and of the largest path page in each edition ("–" where the build has no such page).
 *
 * `npm run scale -- --thumbnails 2000:40`: the builds fetch thumbnails from a local stand-in for YouTube's image host
 * (scripts/stand-ins/thumbnailHost.ts, `catalog` and `realistic`: every id answered by a hash of it, 5 % with none, photo-like
 * 1280 × 720 JPEGs), and after the cold build one video is added to the data and the project is built again without
 * cleaning (`gatsby build`, as a host that keeps Gatsby's cache would): its time, and what it asked the image server.
 * A build makes at most NEW_THUMBNAILS_PER_BUILD thumbnails (plugins/corsi-thumbnails): when the cold build left some
 * for later, the warm one asks about the added video and the next of those, up to that limit; otherwise about the
 * added video alone. Both builds' pages are then checked: no card shows a picture the server does not have, every
 * image file a page names exists, and the cards without a picture the server has are exactly the ones the build log
 * says are still to come.
 *
 * `npm run scale -- --warm 20000:200`: the same warm rebuild without image work (the thumbnail host refuses every
 * connection, no API key), as the host's `npm run build:host` on a kept cache after one added video, then another
 * after one more (the first build after a cold one differs from every later one).
 * `npm run scale -- --warm --paths 200:20 20000:200`: then one more, after one path edited (path-1: its
 * first step's title, and one course swapped for another video): its time and phases, and every page of public/ it
 * changed. Only /Paths and the path's own page, in both editions, may change; any other page fails the run.
 *
 * `npm run scale -- --playlists 500:100 --refresh 20000:200`: after the cold build and a warm one the same day, the first
 * build a day later with nothing edited (CORSI_BUILD_TIME a day ahead), as the first push after the daily refresh of YouTube's answers: its
 * time, its API calls, and every file of public/ it changed (none, when YouTube's answers are the same). With `--warm` or
 * `--thumbnails`, the warm build's phases are printed as Gatsby's own log times them, beside the load average.
 */
const ROOT = path.join(__dirname, "..", "..");
/** The static host the first query is measured on (SCALE_PORT to share a machine). */
const PORT = Number(process.env.SCALE_PORT) || 9310;

/** /Paid's pages in the original edition: /Paid, then /Paid/2, … (a folder or a file each, before or after the adapter). */
function paidPageCount(publicDir: string): number {
  const folder = path.join(publicDir, ROUTES.paid.path.slice(1));
  if (!existsSync(folder)) return 1;
  return (
    new Set(
      readdirSync(folder)
        .filter((name) => /^\d+(\.html)?$/.test(name))
        .map((name) => name.replace(".html", "")),
    ).size + 1
  );
}

interface ScaleRow {
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

interface WarmRun {
  seconds: number;
  load: [number, number];
  phases: Record<string, string>;
  /** The feeds the build rewrote (their files in public/), where it was measured. */
  feedsWritten?: string[];
}

/** Gatsby's own timings of a build's phases, from its log ("success createPages - 3.812s", "… - 24/24 28.21/s"). */
export function buildPhases(log: string): Record<string, string> {
  // eslint-disable-next-line no-control-regex
  const plain = log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\n(?!success|info|warn|error|ERROR)/g, " ");
  const phases: Record<string, string> = {};
  for (const [, name, seconds, count] of plain.matchAll(/^success (.+?) - ([\d.]+)s(?: - (\d+\/\d+))?/gm))
    phases[name.trim()] = `${Number(seconds).toFixed(1)}${count ? ` (${count})` : ""}`;
  const bootstrap = /^info bootstrap finished - ([\d.]+)s/m.exec(plain);
  if (bootstrap) phases.bootstrap = Number(bootstrap[1]).toFixed(1);
  const done = /^info Done building in ([\d.]+) sec/m.exec(plain);
  if (done) phases.total = Number(done[1]).toFixed(1);
  return phases;
}

/** The warm build's phases printed, in their order in the build. */
const WARM_PHASES = [
  "onPreBootstrap",
  "source and transform nodes",
  "createPages",
  "extract queries from components",
  "bootstrap",
  "Building production JavaScript and CSS bundles",
  "Building HTML renderer",
  // Only where queries run in Gatsby's workers (more than two cores, plugins/corsi-build-tuning/queryProcess.ts): in its main
  // process, Gatsby logs no line for them.
  "run queries in workers",
  "Building static HTML for pages",
  "onPostBuild",
  "total",
];

/** The thumbnail host's address when no image work is measured: a port nothing listens on, refused at once. */
const NO_THUMBNAIL_HOST = "http://127.0.0.1:9";

interface ThumbnailFigures {
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

function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(dir, entry.name);
    return total + (entry.isDirectory() ? sizeOf(full) : statSync(full).size);
  }, 0);
}

/** Every feed in public/ (plugins/corsi-feeds) with its raw and gzip bytes. */
function feedSizes(publicDir: string): Map<string, [number, number]> {
  const feeds = readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name === FEED_FILE,
  );
  return new Map(
    feeds.map((entry) => {
      const bytes = readFileSync(path.join(entry.parentPath, entry.name));
      return [
        path.relative(publicDir, path.join(entry.parentPath, entry.name)),
        [bytes.length, gzipSync(bytes, { level: 9 }).length],
      ];
    }),
  );
}

/** Gzip bytes of every /pagefind/ file a first query on a catalog page downloads (focus, type a word). */
async function firstQueryBytes(publicDir: string, topicPath: string): Promise<number> {
  const server = await startStaticHost(publicDir, PORT);
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/pagefind/")) files.add(pathname);
    });
    await page.goto(`http://127.0.0.1:${PORT}${encodeURI(topicPath)}`, { waitUntil: "load" });
    // Typed at once: the search's code loads at this first use and answers what is in the box.
    await page.getByRole("search").getByRole("searchbox").fill("functions");
    await page.getByRole("search").getByRole("link").first().waitFor();
    await page.waitForLoadState("networkidle");
    return [...files].reduce(
      (total, file) => total + gzipSync(readFileSync(path.join(publicDir, decodeURI(file))), { level: 9 }).length,
      0,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

const load1 = () => Number(loadavg()[0].toFixed(2));

/**
 * `gatsby build` in the copy (never `gatsby clean`: the copy starts without .cache and public/, a rebuild keeps them).
 * Asynchronous, so the image server in this process answers while the build runs.
 */
async function gatsbyBuild(dir: string, env: NodeJS.ProcessEnv, logName: string) {
  const started = process.hrtime.bigint();
  const loadBefore = load1();
  // GNU time's "Maximum resident set size" is the largest process of the build (Gatsby's main process or a worker).
  const timeLog = path.join(dir, "time.log");
  const gatsby = path.join(ROOT, "node_modules/.bin/gatsby");
  const status = await new Promise<number | null>((resolve) =>
    spawn("/usr/bin/time", ["-v", "-o", timeLog, "sh", "-c", `"$0" build > "$1" 2>&1`, gatsby, logName], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...env },
      stdio: "ignore",
    }).on("close", resolve),
  );
  if (status !== 0) {
    process.stderr.write(readFileSync(path.join(dir, logName), "utf8").slice(-4000));
    throw new Error(`gatsby build failed (${status}) in ${dir}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeLog, "utf8"))?.[1] ?? 0);
  return { seconds, peakMemoryMb: peakKb / 1024, load: [loadBefore, load1()] as [number, number] };
}

/** A build on the kept cache: its time, load, and Gatsby's phases from its log. */
async function warmBuild(dir: string, env: NodeJS.ProcessEnv, logName: string): Promise<WarmRun> {
  const { seconds, load } = await gatsbyBuild(dir, env, logName);
  return { seconds, load, phases: buildPhases(readFileSync(path.join(dir, logName), "utf8")) };
}

/** A route's first load in each edition (/Free, /ar/Free, …), KB gzip. */
const inEachEdition = (publicDir: string, route: string) =>
  LOCALE_LIST.map((locale) => measureRoute(publicDir, localePath(locale, route)).firstLoadGzip / 1024);

/** The topics linked from /Free's HTML, following its links to the topic list (/Topics, /Topics/2, …), no script run. */
export function topicsReachedFromFree(publicDir: string): Set<string> {
  const topics = new Set<string>();
  const visited = new Set<string>();
  const queue = ["/Free"];
  for (let page = queue.shift(); page; page = queue.shift()) {
    if (visited.has(page)) continue;
    visited.add(page);
    const html = readFileSync(path.join(publicDir, `${page}.html`), "utf8");
    for (const [, href] of html.matchAll(/href="([^"?#]+)/g)) {
      if (/^\/Free\/[^/]+$/.test(href)) topics.add(href);
      else if (/^\/Topics(\/\d+)?$/.test(href)) queue.push(href);
    }
  }
  return topics;
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

async function measure(
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
      ...(images
        ? { CORSI_THUMBNAIL_ORIGIN: images.origin, CORSI_THUMBNAILS_PER_BUILD: String(perBuild) }
        : { CORSI_THUMBNAIL_ORIGIN: NO_THUMBNAIL_HOST }),
      ...(api ? { CORSI_YOUTUBE_API_ORIGIN: api.origin, YOUTUBE_API_KEY: "scale-key" } : {}),
    };
    const cold = await gatsbyBuild(dir, env, "build-cold.log");
    const { seconds: buildSeconds, peakMemoryMb } = cold;
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
        appendFileSync(
          path.join(topicDir, "synthetic-topic-1.yaml"),
          stringify([
            { youtubeId: syntheticId(index), title: `Lesson ${index}: one more video`, added: SYNTHETIC_LATER_DAY },
          ]).replace(/^(?=.)/gm, "  "),
        );
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
    if (images) {
      const coldRequests = images.requests.length;
      const asked = new Set(images.requests.map((request) => request.youtubeId));
      const coldCheck = checkPictures(publicDir, { asked, listed: videos, buildLog: path.join(dir, "build-cold.log") });
      // One more video, at the end of the first topic, as the owner would add it; then a rebuild that keeps the cache.
      const addedId = syntheticId(videos + 1);
      appendFileSync(
        path.join(topicDir, "synthetic-topic-1.yaml"),
        stringify([
          {
            youtubeId: addedId,
            title: `Lesson ${videos + 1}: one more video`,
            language: "English",
            added: SYNTHETIC_LATER_DAY,
          },
        ]).replace(/^(?=.)/gm, "  "),
      );
      images.requests.length = 0;
      const warm = await gatsbyBuild(dir, env, "build-warm.log");
      warmRun = {
        seconds: warm.seconds,
        load: warm.load,
        phases: buildPhases(readFileSync(path.join(dir, "build-warm.log"), "utf8")),
      };
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
        warmCheck.problems.push(`the warm build asked about ${warmAsked.size} videos, expected ${expected}`);
      thumbnails = {
        coldRequests,
        coldPictured: coldCheck.pictured.size,
        coldUnpictured: videos - coldCheck.pictured.size,
        coldWaiting: videos - asked.size,
        warmPictured: warmCheck.pictured.size,
        warmWaiting: videos + 1 - asked.size - [...warmAsked].filter((id) => !asked.has(id)).length,
        warmSeconds: warm.seconds,
        warmPeakMemoryMb: warm.peakMemoryMb,
        warmLoad: warm.load,
        warmRequests: images.requests.length,
        warmAsked: [...warmAsked],
        addedId,
        coldProblems: coldCheck.problems,
        warmProblems: warmCheck.problems,
      };
    }
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

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      thumbnails: { type: "boolean" },
      warm: { type: "boolean" },
      "per-build": { type: "string" },
      paid: { type: "string" },
      playlists: { type: "string" },
      refresh: { type: "boolean" },
      paths: { type: "string" },
    },
    allowPositionals: true,
  });
  // A smaller limit than the plugin's own shows, at a small size, what a build of a large catalog does.
  const perBuild = thumbnailsPerBuild({ CORSI_THUMBNAILS_PER_BUILD: values["per-build"] });
  const sizes = positionals.map((arg) => arg.split(":").map(Number) as [number, number]);
  const rows: ScaleRow[] = [];
  for (const [videos, topics] of sizes.length > 0 ? sizes : [[2000, 40] as [number, number]]) {
    const playlists = (values.playlists ?? "0:0").split(":").map(Number) as [number, number];
    rows.push(
      await measure(
        videos,
        topics,
        values.thumbnails ?? false,
        perBuild,
        Number(values.paid ?? 0),
        playlists,
        values.warm ?? false,
        values.refresh ?? false,
        (values.paths ?? "0:0").split(":").map(Number) as [number, number],
      ),
    );
    process.stderr.write(`measured ${videos}:${topics}\n`);
  }
  console.log(
    `| videos | topics | cold build (s) | peak memory (MB) | load (1 min, before → after) | /Free first load gzip (KB; ${LOCALE_LIST.join(", ")}) | topic page first load gzip (KB; ${LOCALE_LIST.join(", ")}) | search index raw (MB) | first query gzip (KB) | topics reached from /Free without JS |`,
  );
  console.log("| --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |");
  for (const row of rows)
    console.log(
      `| ${row.videos} | ${row.topics} | ${row.buildSeconds.toFixed(1)} | ${row.peakMemoryMb.toFixed(0)} | ${row.load.join(" → ")} | ${row.freeFirstLoadKb.map((kb) => kb.toFixed(1)).join(", ")} | ${row.topicFirstLoadKb.map((kb) => kb.toFixed(1)).join(", ")} | ${row.searchIndexMb.toFixed(2)} | ${row.firstQueryKb.toFixed(1)} | ${row.topicsReached} of ${row.topics} |`,
    );
  for (const row of rows.filter(({ paid }) => paid > 0))
    console.log(
      `\n${row.paid} paid courses in ${row.topics} topics: /Paid's first page ${row.paidFirstLoadKb.map((kb) => kb.toFixed(1)).join(", ")} KB first load gzip (${LOCALE_LIST.join(", ")}), ${row.paidPages} pages per edition.`,
    );
  for (const { videos, courses } of rows.filter((row) => row.courses))
    console.log(
      `\n${videos} videos, ${courses!.playlists} of them playlists of ${courses!.lessons} lessons: ${courses!.apiCalls} YouTube Data API calls in the cold build, ${courses!.coursePages} course pages, the first course page ${courses!.firstLoadKb.map((kb) => kb.toFixed(1)).join(", ")} KB first load gzip (${LOCALE_LIST.join(", ")}).`,
    );
  for (const row of rows)
    console.log(
      `\n${row.videos} videos: the first query on /ar/Free downloads ${row.arabicFirstQueryKb.toFixed(1)} KB gzip of Pagefind's files; ` +
        `${row.feeds.count} feeds, /${FEED_FILE} ${row.feeds.site[0]} B (${row.feeds.site[1]} B gzip), the largest topic feed ` +
        `${row.feeds.largestTopic[0]} B (${row.feeds.largestTopic[1]} B gzip).`,
    );
  if (rows.some((row) => row.topicsReached !== row.topics)) process.exitCode = 1;
  const warmRows = rows.filter((row) => row.warm);
  if (warmRows.length > 0) {
    console.log(
      `\nWarm rebuild after one added video (\`gatsby build\` on the kept cache${values.thumbnails ? "" : ", no image work"}${values.paths ? "; then one path edited" : ""}), Gatsby's phases (s):\n`,
    );
    console.log(`| videos | topics | build | ${WARM_PHASES.join(" | ")} | wall (s) | load (1 min, before → after) |`);
    console.log(`| --: | --: | --- | ${WARM_PHASES.map(() => "--:").join(" | ")} | --: | --: |`);
    for (const { videos, topics, warm, nextWarm, paths } of warmRows)
      for (const [which, run] of [
        ["first after cold", warm],
        ["next", nextWarm],
        ["one path edited", paths?.edit],
      ] as const)
        if (run)
          console.log(
            `| ${videos} | ${topics} | ${which} | ${WARM_PHASES.map((phase) => run.phases[phase] ?? "–").join(" | ")} | ${run.seconds.toFixed(1)} | ${run.load.join(" → ")} |`,
          );
    for (const { videos, warm, nextWarm } of warmRows)
      for (const run of [warm, nextWarm])
        if (run?.feedsWritten)
          console.log(`\n${videos} videos, one more: feeds rewritten ${run.feedsWritten.join(", ")}`);
  }
  for (const { videos, topics, refresh } of rows.filter((row) => row.refresh)) {
    const run = refresh!;
    console.log(
      `\nThe first build a day later, nothing edited (${BUILD_TIME_ENV}), ${videos} videos in ${topics} topics: ` +
        `${run.seconds.toFixed(1)} s (load ${run.load.join(" → ")}), ${run.apiCalls} YouTube Data API calls, ` +
        `queries ${run.phases["run queries in workers"] ?? "–"}, HTML ${run.phases["Building static HTML for pages"] ?? "–"}; ` +
        `${run.changedFiles.length} files of public/ changed${run.changedFiles.length > 0 ? `: ${run.changedFiles.slice(0, 20).join(", ")}` : ""}.`,
    );
  }
  const pathRows = rows.flatMap((row) => row.paths ?? []);
  if (pathRows.length > 0) console.log(pathsReport(pathRows));
  if (pathRows.some((row) => row.edit && row.edit.others.length > 0)) process.exitCode = 1;
  const withThumbnails = rows.filter((row) => row.thumbnails);
  if (withThumbnails.length === 0) return;
  console.log(
    "\nThumbnails from the local image server (realistic 1280 × 720 JPEGs; 5 % of ids answer 404 for every size), " +
      `at most ${perBuild} new ones per build. Warm rebuild: one video added, \`gatsby build\` without clean.\n`,
  );
  console.log(
    "| videos | cold: requests | cold: cards pictured / drawn (still to come) | warm rebuild (s) | warm peak memory (MB) | load (1 min, before → after) | warm: requests | warm: videos asked | warm: thumbnails added | warm: still to come | pages checked |",
  );
  console.log("| --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |");
  for (const row of withThumbnails) {
    const t = row.thumbnails!;
    const asked =
      t.warmAsked.length === 1 && t.warmAsked[0] === t.addedId
        ? `1 (the added one)`
        : `${t.warmAsked.length}${t.warmAsked.includes(t.addedId) ? " (the added one among them)" : ""}`;
    const problems = [...t.coldProblems.map((p) => `cold: ${p}`), ...t.warmProblems.map((p) => `warm: ${p}`)];
    console.log(
      `| ${row.videos} | ${t.coldRequests} | ${t.coldPictured} / ${t.coldUnpictured} (${t.coldWaiting}) | ${t.warmSeconds.toFixed(1)} | ${t.warmPeakMemoryMb.toFixed(0)} | ${t.warmLoad.join(" → ")} | ${t.warmRequests} | ${asked} | ${t.warmPictured - t.coldPictured} | ${t.warmWaiting} | ${problems.length === 0 ? "no problem" : `${problems.length} problems`} |`,
    );
    for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
  }
}

if (require.main === module) void main();
