import { parseArgs } from "node:util";
import { thumbnailsPerBuild } from "../../plugins/corsi-thumbnails/thumbnails";
import { printReport } from "./scaleReport";
import { measure } from "./scaleRun";
import type { ScaleRow } from "./scaleRow";

/**
 * `npm run scale`: how the site scales with its catalog: for each size, a copy of the project with synthetic topic files
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
  printReport(rows, values, perBuild);
}

void main();
