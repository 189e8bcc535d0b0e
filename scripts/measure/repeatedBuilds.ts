import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { LOCAL_HOST_ENV } from "../../plugins/corsi-host/adapter";
import { gatsbyBuild } from "../lib/gatsbyBuild";
import { copyProject } from "../lib/projectCopy";
import { startYouTubeApiServer } from "../stand-ins/youtubeApi";
import { syntheticPaidCourses, syntheticTopics, writeApiFixtures, writeFolder } from "./syntheticCatalog";
import { catalogOfFiles, syntheticPaths } from "./syntheticPaths";

/**
 * `npm run build:repeat`: the same catalog built again and again from clean, as the host builds it (its environment,
 * `gatsby build`), to show that a build of valid content succeeds every time, not most times. The catalog is synthetic
 * (scripts/measure/syntheticCatalog.ts): 30 topics of 20 videos, 4 paid courses, 3 playlist courses of 5 lessons
 * (lessons and lengths from the YouTube Data API stand-in) and 20 learning paths of about 6 courses. It is built
 * `--times` times (10) as the machine sizes Gatsby's workers, then as often with GATSBY_CPU_COUNT=4 (the queries in
 * three worker processes, as on a host with more cores). Prints one line a build and a summary; exits 1 if any failed.
 * Usage: `npm run build:repeat -- --times 10`; the catalog's sizes: `--catalog 600:30` (videos:topics), `--paid 4`,
 * `--playlists 3:5` (courses:lessons), `--paths 20:6` (paths:courses).
 */
const pair = (text: string) => text.split(":").map(Number) as [number, number];

async function main() {
  const { values } = parseArgs({
    options: {
      times: { type: "string", default: "10" },
      catalog: { type: "string", default: "600:30" },
      paid: { type: "string", default: "4" },
      playlists: { type: "string", default: "3:5" },
      paths: { type: "string", default: "20:6" },
    },
  });
  const times = Number(values.times);
  const [VIDEOS, TOPICS] = pair(values.catalog);
  const PAID = Number(values.paid);
  const [PLAYLISTS, LESSONS] = pair(values.playlists);
  const [PATHS, PATH_COURSES] = pair(values.paths);
  const dir = copyProject("corsi-repeat-");
  const topics = syntheticTopics(VIDEOS, TOPICS, PLAYLISTS);
  const paid = syntheticPaidCourses(PAID, TOPICS);
  rmSync(path.join(dir, "data/topics"), { recursive: true, force: true });
  writeFolder(path.join(dir, "data/topics"), topics);
  writeFolder(path.join(dir, "data/paid"), paid);
  writeFolder(path.join(dir, "data/paths"), syntheticPaths(PATHS, PATH_COURSES, catalogOfFiles(topics, paid)));
  writeApiFixtures(path.join(dir, "youtube-api"), PLAYLISTS, LESSONS, VIDEOS);
  const api = await startYouTubeApiServer({ folder: path.join(dir, "youtube-api") });
  const base = {
    ...process.env,
    ...LOCAL_HOST_ENV,
    GATSBY_TELEMETRY_DISABLED: "1",
    CI: "1",
    CORSI_THUMBNAIL_ORIGIN: "http://127.0.0.1:9",
    CORSI_YOUTUBE_API_ORIGIN: api.origin,
    YOUTUBE_API_KEY: "repeat-key",
  };
  const runs: { label: string; ok: boolean }[] = [];
  try {
    for (const [label, env] of [
      ["as sized", base],
      ["GATSBY_CPU_COUNT=4", { ...base, GATSBY_CPU_COUNT: "4" }],
    ] as const)
      for (let run = 1; run <= times; run++) {
        // From clean: nor Gatsby's cache, nor the site, nor what the host's cache would restore of them.
        for (const kept of [".cache", "public", ".netlify"])
          rmSync(path.join(dir, kept), { recursive: true, force: true });
        try {
          const { seconds, load } = await gatsbyBuild(dir, env, `build-${runs.length + 1}.log`);
          runs.push({ label, ok: true });
          console.log(`${label}, build ${run}: ok in ${seconds.toFixed(1)} s (load ${load[0]} → ${load[1]})`);
        } catch (error) {
          runs.push({ label, ok: false });
          console.log(`${label}, build ${run}: FAILED\n${(error as Error).message.slice(-1500)}`);
        }
      }
  } finally {
    await api.close();
  }
  const failed = runs.filter((run) => !run.ok).length;
  console.log(`${runs.length - failed} of ${runs.length} builds succeeded (${dir})`);
  if (failed > 0) process.exitCode = 1;
  else rmSync(dir, { recursive: true, force: true });
}

void main();
