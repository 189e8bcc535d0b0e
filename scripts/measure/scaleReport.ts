import { BUILD_TIME_ENV } from "../../plugins/shared/days";
import { FEED_FILE, LOCALE_LIST } from "../../src/siteManifest";
import { pathsReport } from "./pathPages";
import type { ScaleRow } from "./scaleRow";
import { WARM_PHASES } from "./warmBuild";
import { plural } from "../../plugins/shared/plural";

/**
 * `npm run scale`'s tables and sentences, one row a size, and the exit code: 1 when a topic is out of reach without
 * JavaScript, when a path's edit changed another page, or when a page shows a picture wrong.
 */
export function printReport(
  rows: ScaleRow[],
  values: { thumbnails?: boolean; paths?: string },
  perBuild: number,
): void {
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
      `| ${row.videos} | ${t.coldRequests} | ${t.coldPictured} / ${t.coldUnpictured} (${t.coldWaiting}) | ${t.warmSeconds.toFixed(1)} | ${t.warmPeakMemoryMb.toFixed(0)} | ${t.warmLoad.join(" → ")} | ${t.warmRequests} | ${asked} | ${t.warmPictured - t.coldPictured} | ${t.warmWaiting} | ${problems.length === 0 ? "no problem" : plural(problems.length, "problem")} |`,
    );
    for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
  }
}
