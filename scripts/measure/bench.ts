import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { LaunchedChrome } from "chrome-launcher";
import type { Config } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium";
import { FIRST_PRESS_CONDITIONS, measureFirstPress, type FirstPress } from "./firstPress";
import { buildWithStandInThumbnails } from "../stand-ins/thumbnailHost";
import { npmRunBuild } from "../lib/npmRunBuild";
import { imageBytesTable, measureImageBytes, type ImageBytes } from "./imageBytes";
import { median } from "./median";
import { largestPathPage, largestTopicPage } from "./pageSizes";
import { startStaticHost } from "../static-host";
import { plural } from "../../plugins/shared/plural";
import {
  localePath,
  ROUTE_LIST,
  ROUTES as ROUTES_BY_NAME,
  TRANSLATED_LOCALES,
  UNINDEXED_PATHS,
} from "../../src/siteManifest";

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
const CHROME_PORT = 9402;
const BASELINE_NO_COOP_PORT = 9403;
const NOT_FOUND = "/no-such-page";
const ROUTES = [...ROUTE_LIST.map((route) => route.path), NOT_FOUND];
const BASELINE = "baseline";
/**
 * The same page without Cross-Origin-Opener-Policy: with it, Chrome commits the page in a new renderer process, and the
 * set-up of that process (in the page's trace as one "unattributable" task) is the main source of run-to-run noise in
 * blocking time. This row shows what the header costs; the routes are compared with the baseline that has it.
 */
const BASELINE_NO_COOP = "baseline, no COOP";
/**
 * Now and then the trace lacks the page's navigationStart (NO_NAVSTART): the navigation lands in a renderer process
 * Chrome starts mid-navigation, as the site's Cross-Origin-Opener-Policy makes it do when leaving about:blank, and
 * that process's first trace events can be lost. A flaw of the recording, not of the page: Lighthouse's own message
 * says to run it again, so that is done, at most this many times, and counted in the results.
 */
const ATTEMPTS = 3;
/**
 * Chrome logs every response of 404 as an error in the console, the 404 page's own document included, and Lighthouse's
 * best-practices audit counts that line. On that route alone the audit is told to ignore it, with the option
 * Lighthouse's maintainers point to for this (GoogleChrome/lighthouse#9481). So that nothing else can hide behind it,
 * toSample fails the bench when any route has a failed request other than the 404 page's document.
 */
const NOT_FOUND_CONFIG: Config = {
  extends: "lighthouse:default",
  audits: [{ path: "errors-in-console", options: { ignoredPatterns: ["the server responded with a status of 404"] } }],
};
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
// A noindex page and a 404 fail SEO on purpose: their score is shown as n/a, and these audits are not reported.
const NO_SEO: Record<string, string[]> = {
  ...Object.fromEntries(UNINDEXED_PATHS.map((route) => [route, ["is-crawlable"]])),
  [NOT_FOUND]: ["is-crawlable", "http-status-code"],
};

// The smallest page a browser can show: what the site's FCP and LCP are measured against.
const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A plain static page to compare the site's timings against." />
    <title>Baseline</title>
    <link rel="icon" href="data:," />
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #212529; }
    </style>
  </head>
  <body>
    <main>
      <h1>Baseline</h1>
      <p>One heading, one paragraph, inline CSS and no JavaScript.</p>
    </main>
  </body>
</html>
`;

/** The few parts of a Lighthouse result this script reads (LH.Result is far larger). */
interface Lhr {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string; details?: unknown }>;
}

interface Sample {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  thirdParty: number;
  /** Lighthouse's measure of this machine's speed: simulated TBT grows as it drops (as when other jobs share the CPU). */
  benchmarkIndex: number;
  /** The audits that kept a category below 100, by "category/audit-id": what Lighthouse says about them. */
  failures: Record<string, string>;
}

interface Row extends Omit<Sample, "failures"> {
  route: string;
  url: string;
  fcpRatio: number;
  lcpRatio: number;
  /** Each failing audit with its details in every run it failed in. */
  failures: Record<string, string[]>;
  samples: Sample[];
}

// data: URLs (inlined images) are listed as requests too, but never reach a host.
const isThirdParty = (url: string) =>
  /^(https?|wss?):/.test(url) && !["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);

/** The fields of table items that say what an audit is about; which ones are present differs per audit. */
interface DetailItem {
  url?: unknown;
  statusCode?: number;
  description?: unknown;
  node?: { snippet?: string; nodeLabel?: string; explanation?: string };
  source?: { snippet?: string };
  sourceLocation?: { url?: string };
  phase?: string;
  timing?: number;
  duration?: number;
  /** A "list" details object holds tables, each with its own items. */
  items?: unknown;
}

function detailItems(details: unknown): DetailItem[] {
  if (typeof details !== "object" || details === null || !("items" in details)) return [];
  if (!Array.isArray(details.items)) return [];
  return (details.items as DetailItem[]).flatMap((item) => (Array.isArray(item.items) ? detailItems(item) : [item]));
}

// Metric audits carry no details: these diagnostics say where the time went.
const EXPLAINED_BY: Record<string, string> = {
  "total-blocking-time": "long-tasks",
  "largest-contentful-paint": "largest-contentful-paint-element",
};

/** A one-line reason for a failing audit: its display value and what its table items point at. */
function describe(lhr: Lhr, id: string): string {
  const audit = lhr.audits[id];
  const items = detailItems(lhr.audits[EXPLAINED_BY[id]]?.details ?? audit.details).map((item) => {
    const url = typeof item.url === "string" ? item.url : item.sourceLocation?.url;
    const parts = [
      item.node?.snippet ?? item.source?.snippet,
      item.node?.nodeLabel && `"${item.node.nodeLabel}"`,
      typeof item.description === "string" ? item.description.split("\n")[0] : undefined,
      url?.replace(/^http:\/\/127\.0\.0\.1:\d+/, ""),
      item.phase,
      ...[item.timing ?? item.duration].filter((ms) => ms !== undefined).map((ms) => `${Math.round(ms)} ms`),
      item.node?.explanation?.split("\n").slice(0, 2).join(" "),
    ];
    return parts.filter((part) => part !== undefined && part !== "").join(" ") || JSON.stringify(item);
  });
  // Five: the LCP element and its four phases.
  const shown = items.slice(0, 5).concat(items.length > 5 ? [`+${items.length - 5} more`] : []);
  return [audit.displayValue, ...shown].filter(Boolean).join("; ");
}

function toSample(lhr: Lhr, route: string): Sample {
  if (lhr.runtimeError) throw new Error(`${route}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${route}: audit ${id} has no value (${lhr.audits[id]?.displayValue})`);
    return value;
  };
  const requestItems = detailItems(lhr.audits["network-requests"].details);
  const requests = requestItems.map(({ url }) => String(url));
  const failed = requestItems.filter(({ statusCode = 0 }) => statusCode >= 400).map(({ url }) => new URL(String(url)));
  const unexpected = failed.filter(({ pathname }) => !(route === NOT_FOUND && pathname === NOT_FOUND));
  if (unexpected.length > 0) throw new Error(`${route}: requests failed: ${unexpected.join(", ")}`);
  const failures: Record<string, string> = {};
  const scores = {} as Sample["scores"];
  for (const category of CATEGORIES) {
    const result = lhr.categories[category];
    // A null score means an audit errored: report it rather than average it away.
    if (!result || result.score === null) throw new Error(`${route}: category ${category} has no score`);
    scores[category] = Math.round(result.score * 100);
    // What keeps a category below 100: the weighted audits that did not get full marks.
    if (scores[category] === 100) continue;
    for (const { id, weight } of result.auditRefs) {
      const audit = lhr.audits[id];
      if (weight === 0 || audit.score === null || audit.score >= 1 || NO_SEO[route]?.includes(id)) continue;
      failures[`${category}/${id}`] = describe(lhr, id);
    }
  }
  if (NO_SEO[route]) scores.seo = null;
  return {
    scores,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight"),
    requests: requests.length,
    thirdParty: requests.filter(isThirdParty).length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failures,
  };
}

function summarize(route: string, url: string, samples: Sample[]): Omit<Row, "fcpRatio" | "lcpRatio"> {
  const med = (pick: (sample: Sample) => number) => median(samples.map(pick));
  const scores = {} as Sample["scores"];
  for (const category of CATEGORIES) {
    const values = samples.map((sample) => sample.scores[category]);
    scores[category] = values.includes(null) ? null : median(values as number[]);
  }
  const failures: Record<string, string[]> = {};
  for (const [id, details] of samples.flatMap((sample) => Object.entries(sample.failures))) {
    (failures[id] ??= []).push(details);
  }
  return {
    route,
    url,
    scores,
    fcp: med((s) => s.fcp),
    lcp: med((s) => s.lcp),
    tbt: med((s) => s.tbt),
    cls: med((s) => s.cls),
    bytes: med((s) => s.bytes),
    requests: med((s) => s.requests),
    thirdParty: med((s) => s.thirdParty),
    benchmarkIndex: med((s) => s.benchmarkIndex),
    failures,
    samples,
  };
}

function markdownTable(rows: Row[]): string {
  const head = "Route Perf A11y BP SEO FCP LCP TBT CLS Transfer Req 3rd FCP× LCP×".split(" ");
  const body = rows.map((row) => [
    row.route,
    ...CATEGORIES.map((category) => (row.scores[category] === null ? "n/a" : String(row.scores[category]))),
    `${(row.fcp / 1000).toFixed(2)} s`,
    `${(row.lcp / 1000).toFixed(2)} s`,
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
    `${(row.bytes / 1024).toFixed(1)} KiB`,
    String(row.requests),
    String(row.thirdParty),
    `${row.fcpRatio.toFixed(2)}×`,
    `${row.lcpRatio.toFixed(2)}×`,
  ]);
  const widths = head.map((_, i) => Math.max(...[head, ...body].map((cells) => cells[i].length)));
  // Numbers are right-aligned, in the Markdown too.
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}`;
  return [line(head), `${rule}|`, ...body.map(line)].join("\n");
}

function firstPressTable(rows: FirstPress[]): string {
  const ms = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value)} ms`);
  const lines = rows.map(
    ({ control, route, atLoad, whileLoading, afterIdle, appRunning }) =>
      `| ${control} on ${route} | ${ms(atLoad)} | ${ms(whileLoading)} | ${ms(afterIdle)} | ${ms(appRunning)} |`,
  );
  return [
    "| Control | Pressed at load | Pressed while the app loads | Pressed once idle | Pressed again |",
    "| --- | --: | --: | --: | --: |",
    ...lines,
  ].join("\n");
}

/**
 * chrome-launcher silently reuses a Chrome already listening on the requested port (say, one left by an aborted
 * bench) and then never stops it: refuse instead, so results always come from a fresh Chrome with these flags.
 */
async function assertPortFree(port: number) {
  const answer = await fetch(`http://127.0.0.1:${port}/json/version`).then(
    (response) => response.text(),
    () => undefined,
  );
  if (answer !== undefined) throw new Error(`port ${port} is taken (a Chrome left running?): ${answer.slice(0, 200)}`);
}

async function main() {
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
  if (!values["no-build"]) {
    // The same build as `npm run build` (clean first: docs/decisions/0006-why-npm-run-build-starts-clean.md), so the
    // bench measures what ships.
    if (values.thumbnails) {
      console.log(`Thumbnails: ${await buildWithStandInThumbnails()} pictures from the local image server`);
    } else {
      await npmRunBuild();
    }
  }

  // Lighthouse and chrome-launcher are ES modules only: a dynamic import loads them from this CommonJS script.
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");

  // Serve a copy: a build started elsewhere while the bench runs would otherwise mix two builds' files.
  const siteDir = mkdtempSync(path.join(tmpdir(), "bench-site-"));
  const baselineDir = mkdtempSync(path.join(tmpdir(), "bench-baseline-"));
  const noCoopDir = mkdtempSync(path.join(tmpdir(), "bench-baseline-no-coop-"));
  const servers: Server[] = [];
  // The routes, the build's largest topic page (the template that holds the most videos) and largest learning path's
  // page, and in each translated edition its home page, /Free and its largest topic page.
  const translated = TRANSLATED_LOCALES.flatMap((locale) => [
    localePath(locale, "/"),
    localePath(locale, ROUTES_BY_NAME.free.path),
    largestTopicPage("public", locale),
  ]);
  const routes = [...ROUTES, largestTopicPage("public"), largestPathPage("public"), ...translated].filter(
    (route) => route !== undefined,
  );
  const targets = [
    ...routes.map((route) => ({ route, url: `http://127.0.0.1:${SITE_PORT}${encodeURI(route)}` })),
    { route: BASELINE, url: `http://127.0.0.1:${BASELINE_PORT}/` },
    { route: BASELINE_NO_COOP, url: `http://127.0.0.1:${BASELINE_NO_COOP_PORT}/` },
  ];
  const samples = new Map<string, Sample[]>(targets.map(({ route }) => [route, []]));
  let lighthouseVersion = "";
  let chromiumVersion = "";
  let retries = 0;
  let firstPress: FirstPress[] = [];
  let imageBytes: ImageBytes[] = [];
  try {
    cpSync("public", siteDir, { recursive: true });
    writeFileSync(path.join(baselineDir, "index.html"), BASELINE_HTML);
    // The site's own headers, so the baseline is measured under the same conditions as the routes:
    // Cross-Origin-Opener-Policy, for one, makes Chrome set up a new renderer process for the page, and that set-up
    // lands in the page's trace.
    cpSync(path.join("public", "_headers"), path.join(baselineDir, "_headers"));
    // Lighthouse asks for /robots.txt, and startStaticHost answers a miss with 404.html (it crashes if there is none).
    writeFileSync(path.join(baselineDir, "404.html"), "<!doctype html><title>Not found</title>");
    cpSync(baselineDir, noCoopDir, { recursive: true });
    const headers = readFileSync(path.join(baselineDir, "_headers"), "utf8");
    const withoutCoop = headers.replace(/^\s*Cross-Origin-Opener-Policy:.*\n/gm, "");
    if (withoutCoop === headers) throw new Error("public/_headers sets no Cross-Origin-Opener-Policy to leave out");
    writeFileSync(path.join(noCoopDir, "_headers"), withoutCoop);
    servers.push(
      await startStaticHost(siteDir, SITE_PORT),
      await startStaticHost(baselineDir, BASELINE_PORT),
      await startStaticHost(noCoopDir, BASELINE_NO_COOP_PORT),
    );
    for (let run = 1; run <= runs; run++) {
      // A fresh Chrome per run, and every route in each run, so a slow moment of the machine hits all routes alike.
      let chrome: LaunchedChrome | undefined;
      // Chrome is detached: if this process dies on an uncaught error, Chrome would outlive it and hold the port.
      const killChrome = () => chrome?.kill();
      process.once("exit", killChrome);
      try {
        await assertPortFree(CHROME_PORT);
        chrome = await launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
          port: CHROME_PORT,
          logLevel: "silent",
        });
        // The user agent says 156.0.0.0 (reduced user agent): DevTools knows the full version.
        const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
          Browser: string;
        };
        chromiumVersion = version.Browser.replace(/^\D*\//, "");
        for (const { route, url } of targets) {
          const started = Date.now();
          let lhr: Lhr;
          for (let attempt = 1; ; attempt++) {
            const result = await lighthouse(
              url,
              {
                port: chrome.port,
                logLevel: "error",
                onlyCategories: [...CATEGORIES],
                // Lighthouse refuses to audit a 404 unless told to; any other route answering 404 must still fail.
                ignoreStatusCode: route === NOT_FOUND,
              },
              route === NOT_FOUND ? NOT_FOUND_CONFIG : undefined,
            );
            if (!result) throw new Error(`${route}: Lighthouse returned no result`);
            lhr = result.lhr;
            if (lhr.runtimeError?.code !== "NO_NAVSTART" || attempt === ATTEMPTS) break;
            retries++;
            process.stderr.write(`  ${url}: NO_NAVSTART, running Lighthouse again\n`);
          }
          process.stderr.write(`run ${run}/${runs} ${url} ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
          for (const warning of lhr.runWarnings) process.stderr.write(`  warning: ${warning}\n`);
          samples.get(route)?.push(toSample(lhr, route));
          lighthouseVersion = lhr.lighthouseVersion;
        }
      } finally {
        killChrome();
        process.off("exit", killChrome);
      }
    }
    firstPress = await measureFirstPress(`http://127.0.0.1:${SITE_PORT}`, runs);
    imageBytes = await measureImageBytes(`http://127.0.0.1:${SITE_PORT}/Free`);
  } finally {
    // Chrome's keep-alive connections would otherwise keep the servers, and this process, alive.
    for (const server of servers) server.close().closeAllConnections();
    for (const dir of [siteDir, baselineDir, noCoopDir]) rmSync(dir, { recursive: true, force: true });
  }

  const summaries = targets.map(({ route, url }) => summarize(route, url, samples.get(route) ?? []));
  const baseline = summaries.find(({ route }) => route === BASELINE);
  if (!baseline) throw new Error("no baseline result");
  const rows: Row[] = summaries.map((row) => ({
    ...row,
    fcpRatio: row.fcp / baseline.fcp,
    lcpRatio: row.lcp / baseline.lcp,
  }));

  const date = new Date().toISOString();
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  const dirty = execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim() !== "";
  const benchmarkIndex = Math.round(median(rows.flatMap((row) => row.samples.map((sample) => sample.benchmarkIndex))));
  const header =
    `Lighthouse ${lighthouseVersion}, Chromium ${chromiumVersion}, mobile (simulated throttling), ` +
    `benchmarkIndex ${benchmarkIndex}, ` +
    `median of ${plural(runs, "run")}, ${date.slice(0, 10)}, commit ${commit}${dirty ? " (dirty)" : ""}`;
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
  if (retries > 0) console.log(`Lighthouse was run again ${retries} time(s) after NO_NAVSTART (see ATTEMPTS).`);
  for (const row of rows) {
    for (const [id, details] of Object.entries(row.failures)) {
      console.log(
        `${row.route} ${id} (${details.length}/${runs} runs):${details.map((text) => `\n  ${text}`).join("")}`,
      );
    }
  }

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
    thumbnails: values.thumbnails ?? false,
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
