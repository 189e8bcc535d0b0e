import type { LaunchedChrome } from "chrome-launcher";
import type { Config } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium";
import { CATEGORIES, type Lhr, NOT_FOUND, type Sample, toSample } from "./lighthouseResult";

/** Lighthouse's runs of `npm run bench` (bench.ts): every target in each run, each run in a fresh Chrome. */

const CHROME_PORT = 9402;
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

export interface LighthouseRuns {
  samples: Map<string, Sample[]>;
  lighthouseVersion: string;
  chromiumVersion: string;
  /** How many times Lighthouse was run again after NO_NAVSTART (ATTEMPTS). */
  retries: number;
}

/** `runs` runs of Lighthouse over every target (a route and its address), each route's samples in its order. */
export async function runLighthouse(targets: { route: string; url: string }[], runs: number): Promise<LighthouseRuns> {
  // Lighthouse and chrome-launcher are ES modules only: a dynamic import loads them from this CommonJS script.
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const samples = new Map<string, Sample[]>(targets.map(({ route }) => [route, []]));
  let lighthouseVersion = "";
  let chromiumVersion = "";
  let retries = 0;
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
  return { samples, lighthouseVersion, chromiumVersion, retries };
}
