import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { firstPressTable, measureFirstPress, type FirstPress } from "./firstPress";
import { FIRST_PRESS_CONDITIONS } from "./phoneProfile";
import { buildWithStandInThumbnails, npmRunBuild } from "../lib/npmRunBuild";
import { BASELINE, BASELINE_NO_COOP, writeBaselines } from "./benchBaseline";
import { imageBytesTable, measureImageBytes, type ImageBytes } from "./imageBytes";
import { markdownTable, NOT_FOUND, type Row, summarize } from "./lighthouseResult";
import { type LighthouseRuns, runLighthouse } from "./lighthouseRuns";
import { median } from "./median";
import { largestPathPage, largestTopicPage } from "./pageSizes";
import { startStaticHost } from "../static-host";
import { plural } from "../../plugins/shared/plural";
import { localePath, ROUTE_LIST, ROUTES as ROUTES_BY_NAME, TRANSLATED_LOCALES } from "../../src/siteManifest";

/**
 * Lighthouse (mobile, simulated throttling) on every route of the built site and on a plain HTML baseline (with the
 * site's headers, and without Cross-Origin-Opener-Policy), median of `--runs N` runs, then what a visitor's first press
 * costs (scripts/measure/firstPress.ts), pressed before and after the app has started, and the image bytes of /Free on a phone
 * and a desktop (scripts/measure/imageBytes.ts). Usage: bench.ts [--no-build] [--runs N] [--thumbnails].
 * `--thumbnails` builds with thumbnails from a local stand-in for YouTube's image host (scripts/stand-ins/thumbnailHost.ts:
 * every video of the content gets a realistic 1280 × 720 picture), so the routes are measured with the images a
 * build that reaches YouTube has; without it, a build on this offline machine has the drawn posters only.
 * Prints Markdown tables, writes .bench/results.json.
 */
const SITE_PORT = 9400;
const BASELINE_PORT = 9401;
const BASELINE_NO_COOP_PORT = 9403;
const ROUTES = [...ROUTE_LIST.map((route) => route.path), NOT_FOUND];

/** What to bench: how many runs, and whether to build first, with the stand-in's thumbnails or not. */
interface BenchOptions {
  runs: number;
  build: boolean;
  thumbnails: boolean;
}

function readOptions(): BenchOptions {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean" },
      runs: { type: "string", default: "3" },
      thumbnails: { type: "boolean" },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  if (values.thumbnails && values["no-build"]) throw new Error("--thumbnails builds the site: leave out --no-build");
  return { runs, build: !values["no-build"], thumbnails: values.thumbnails ?? false };
}

/**
 * The same build as `npm run build` (clean first: docs/decisions/0006-why-npm-run-build-starts-clean.md), so the
 * bench measures what ships.
 */
async function buildSite(thumbnails: boolean): Promise<void> {
  if (thumbnails) {
    console.log(`Thumbnails: ${await buildWithStandInThumbnails()} pictures from the local image server`);
  } else {
    await npmRunBuild();
  }
}

/** A page Lighthouse audits: its route, as the tables name it, and its address on the local servers. */
type Target = { route: string; url: string };

/**
 * The routes, the build's largest topic page (the template that holds the most videos) and largest learning path's
 * page, and in each translated edition its home page, /Free and its largest topic page; then the two baselines.
 */
function benchTargets(): Target[] {
  const translated = TRANSLATED_LOCALES.flatMap((locale) => [
    localePath(locale, "/"),
    localePath(locale, ROUTES_BY_NAME.free.path),
    largestTopicPage("public", locale),
  ]);
  const routes = [...ROUTES, largestTopicPage("public"), largestPathPage("public"), ...translated].filter(
    (route) => route !== undefined,
  );
  return [
    ...routes.map((route) => ({ route, url: `http://127.0.0.1:${SITE_PORT}${encodeURI(route)}` })),
    { route: BASELINE, url: `http://127.0.0.1:${BASELINE_PORT}/` },
    { route: BASELINE_NO_COOP, url: `http://127.0.0.1:${BASELINE_NO_COOP_PORT}/` },
  ];
}

/** What the served site measured: Lighthouse's runs (the baselines' too), the first presses, the image bytes. */
interface Measured {
  lighthouse: LighthouseRuns;
  firstPress: FirstPress[];
  imageBytes: ImageBytes[];
}

/** Lighthouse on every target, then the first presses and /Free's image bytes, with the site and baselines served. */
async function measureServed(targets: Target[], runs: number): Promise<Measured> {
  // Serve a copy: a build started elsewhere while the bench runs would otherwise mix two builds' files.
  const siteDir = mkdtempSync(path.join(tmpdir(), "bench-site-"));
  const baselineDir = mkdtempSync(path.join(tmpdir(), "bench-baseline-"));
  const noCoopDir = mkdtempSync(path.join(tmpdir(), "bench-baseline-no-coop-"));
  const servers: Server[] = [];
  try {
    cpSync("public", siteDir, { recursive: true });
    writeBaselines(baselineDir, noCoopDir);
    servers.push(
      await startStaticHost(siteDir, SITE_PORT),
      await startStaticHost(baselineDir, BASELINE_PORT),
      await startStaticHost(noCoopDir, BASELINE_NO_COOP_PORT),
    );
    const lighthouse = await runLighthouse(targets, runs);
    const firstPress = await measureFirstPress(`http://127.0.0.1:${SITE_PORT}`, runs);
    const imageBytes = await measureImageBytes(`http://127.0.0.1:${SITE_PORT}/Free`);
    return { lighthouse, firstPress, imageBytes };
  } finally {
    // Chrome's keep-alive connections would otherwise keep the servers, and this process, alive.
    for (const server of servers) server.close().closeAllConnections();
    for (const dir of [siteDir, baselineDir, noCoopDir]) rmSync(dir, { recursive: true, force: true });
  }
}

/** Each target's medians, its FCP and LCP also as ratios to the plain HTML baseline's. */
function rowsAgainstBaseline(targets: Target[], samples: LighthouseRuns["samples"]): Row[] {
  const summaries = targets.map(({ route, url }) => summarize(route, url, samples.get(route) ?? []));
  const baseline = summaries.find(({ route }) => route === BASELINE);
  if (!baseline) throw new Error("no baseline result");
  return summaries.map((row) => ({
    ...row,
    fcpRatio: row.fcp / baseline.fcp,
    lcpRatio: row.lcp / baseline.lcp,
  }));
}

/** The tables, their notes, and each audit that failed, as Markdown on stdout. */
function printResults(header: string, rows: Row[], runs: number, { firstPress, imageBytes, lighthouse }: Measured) {
  console.log(`\n${header}\n\n${markdownTable(rows)}\n`);
  console.log(
    "FCP× and LCP×: ratio to the plain HTML baseline (served with the site's headers). " +
      "Transfer: total-byte-weight; 3rd: third-party requests.",
  );
  console.log(
    `\nFirst press (${FIRST_PRESS_CONDITIONS}, cold cache, median of ${runs}): from pressing to the effect on screen.\n`,
  );
  console.log(firstPressTable(firstPress));
  const pictured = readFileSync(path.join("public", "Free.html"), "utf8").match(/class="player-image"/g)?.length ?? 0;
  console.log(`\nImage bytes on /Free (${pictured} cards with a picture; cold cache):\n`);
  console.log(imageBytesTable("/Free", imageBytes));
  const { retries } = lighthouse;
  if (retries > 0) console.log(`Lighthouse was run again ${plural(retries, "time")} after NO_NAVSTART (see ATTEMPTS).`);
  for (const row of rows) {
    for (const [id, details] of Object.entries(row.failures)) {
      console.log(
        `${row.route} ${id} (${details.length}/${runs} runs):${details.map((text) => `\n  ${text}`).join("")}`,
      );
    }
  }
}

async function main() {
  const { runs, build, thumbnails } = readOptions();
  if (build) await buildSite(thumbnails);
  const targets = benchTargets();
  const measured = await measureServed(targets, runs);
  const { firstPress, imageBytes } = measured;
  const { samples, lighthouseVersion, chromiumVersion, retries } = measured.lighthouse;
  const rows = rowsAgainstBaseline(targets, samples);

  const date = new Date().toISOString();
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  const dirty = execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim() !== "";
  const benchmarkIndex = Math.round(median(rows.flatMap((row) => row.samples.map((sample) => sample.benchmarkIndex))));
  const header =
    `Lighthouse ${lighthouseVersion}, Chromium ${chromiumVersion}, mobile (simulated throttling), ` +
    `benchmarkIndex ${benchmarkIndex}, ` +
    `median of ${plural(runs, "run")}, ${date.slice(0, 10)}, commit ${commit}${dirty ? " (dirty)" : ""}`;
  printResults(header, rows, runs, measured);

  mkdirSync(".bench", { recursive: true });
  const json = {
    date,
    runs,
    commit,
    dirty,
    lighthouseVersion,
    chromiumVersion,
    benchmarkIndex,
    retries,
    thumbnails,
    rows,
    firstPress,
    imageBytes,
  };
  writeFileSync(path.join(".bench", "results.json"), `${JSON.stringify(json, null, 2)}\n`);
  console.log("\nWrote .bench/results.json");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
