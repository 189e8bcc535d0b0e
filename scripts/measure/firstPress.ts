import { parseArgs } from "node:util";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { launchOptions } from "../lib/chromium";
import { pageCodeOf } from "../../src/siteManifest";
import { median } from "./median";
import { startStaticHost } from "../static-host";

/**
 * What a visitor's first press costs: the time from pressing a control to seeing its effect, on a phone-sized window
 * with Lighthouse's mobile conditions (4× slower CPU, 150 ms round trips, 1.6 Mbit/s), from a cold cache. Pressed as
 * soon as the page has loaded (the app has not started), pressed as the app's last file arrives (while the app is
 * evaluated and hydrates), pressed once the page has been idle (the app has started by itself), and pressed again.
 * Timed from the press's own timestamp, so a press that waits for a busy main thread counts its wait.
 */
export interface FirstPress {
  control: string;
  route: string;
  /** Pressed as soon as the page has loaded, before the app has started. */
  atLoad: number;
  /** Pressed as the app's last file arrives: while it runs and hydrates. NaN on a page that loads no app. */
  whileLoading: number;
  /** Pressed once the page has been idle (network quiet): the app has started by itself. */
  afterIdle: number;
  /** Pressed again with the app running. */
  appRunning: number;
}

interface Control {
  name: string;
  route: string;
  /** A selector for the control, and one that matches once per press when its effect shows. */
  selector: string;
  effect: string;
  /** Puts the control back, so the second press can be measured the same way. */
  reset?: string;
  /** The effect of the second press, when it differs from the first's. */
  againEffect?: string;
}

const CONTROLS: Control[] = [
  {
    name: "Menu toggle",
    route: "/",
    selector: ".navbar-toggler",
    effect: '.navbar-toggler[aria-expanded="true"]',
    reset: ".navbar-toggler",
  },
  {
    name: "Play",
    route: "/Free",
    selector: ".player-poster",
    // Each press swaps a poster for its player, so the next poster is the first one left.
    effect: ".player iframe",
  },
  {
    name: "Theme switch",
    route: "/",
    selector: ".theme-switch",
    // Follow device → light → dark.
    effect: 'html[data-theme-choice="light"]',
    againEffect: 'html[data-theme-choice="dark"]',
  },
  // The learner's list (plugins/corsi-boot/inline/learnerScript.ts): each press marks the first card not yet marked.
  {
    name: "Save",
    route: "/Free",
    selector: '[data-flag="saved"][aria-pressed="false"]',
    effect: '[data-flag="saved"][aria-pressed="true"]',
  },
  {
    name: "Watched",
    route: "/Free",
    selector: '[data-flag="watched"][aria-pressed="false"]',
    effect: '[data-flag="watched"][aria-pressed="true"]',
  },
];

/**
 * A lesson's Watched on a course page (plugins/corsi-boot/inline/playlistCourseScript.ts): each press ticks the first lesson not
 * yet ticked. Course pages exist only where the build read lessons, so it is measured on a build that has them:
 * `npx tsx scripts/measure/firstPress.ts --route <a course page>` after `npm run build:fixtures` (main below).
 */
export const lessonControl = (route: string): Control => ({
  name: "Lesson Watched",
  route,
  selector: '[data-lesson][aria-pressed="false"]',
  effect: '[data-lesson][aria-pressed="true"]',
});

// Lighthouse 12's mobile preset (constants.throttling.mobileSlow4G).
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };

/** The conditions above in words, for the tables that print the results. */
export const FIRST_PRESS_CONDITIONS =
  `${VIEWPORT.width} px, ${CPU_SLOWDOWN}× CPU slowdown, ${NETWORK.latency} ms RTT, ` +
  `${(NETWORK.downloadThroughput * 8) / 1024 / 1024} Mbit/s`;

/**
 * Presses the control and resolves with the milliseconds until `effect` matches `count` elements, timed inside the
 * page (no eval there: the site's Content-Security-Policy forbids it).
 */
async function press(page: Page, selector: string, effect: string, count: number): Promise<number> {
  const timing = page.evaluate(
    ([effect, count]) =>
      new Promise<number>((resolve) => {
        addEventListener(
          "pointerdown",
          (event) => {
            // The event's timestamp is when the press arrived, even if the page was busy and saw it later.
            const start = event.timeStamp;
            const check = () =>
              document.querySelectorAll(effect).length >= count
                ? resolve(performance.now() - start)
                : requestAnimationFrame(check);
            check();
          },
          { capture: true, once: true },
        );
      }),
    [effect, count] as const,
  );
  // If the press fails, the pending timing would otherwise reject later, unhandled, and hide the real error.
  timing.catch(() => undefined);
  await page.locator(selector).first().click();
  return timing;
}

/** A fresh page on the phone profile (FIRST_PRESS_CONDITIONS), in a context of its own: a cold cache each time. */
async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true });
  // tsx compiles the timing function with esbuild's keepNames, which calls a __name helper the page lacks.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page };
}

export async function measureFirstPress(baseUrl: string, runs: number, controls = CONTROLS): Promise<FirstPress[]> {
  const browser = await chromium.launch(launchOptions);
  try {
    const results: FirstPress[] = [];
    for (const control of controls) {
      process.stderr.write(`first press: ${control.name} on ${control.route}\n`);
      const times: Record<"atLoad" | "whileLoading" | "afterIdle" | "appRunning", number[]> = {
        atLoad: [],
        whileLoading: [],
        afterIdle: [],
        appRunning: [],
      };
      for (let run = 0; run < runs; run++) {
        // Only /Saved loads Gatsby's app (docs/decisions/0024-framework-code-only-where-needed.md): elsewhere there is
        // no "while the app loads" to press in.
        const moments =
          pageCodeOf(control.route) === "app"
            ? (["atLoad", "whileLoading", "afterIdle"] as const)
            : (["atLoad", "afterIdle"] as const);
        for (const moment of moments) {
          const { context, page } = await phonePage(browser);
          const appArrived = page.waitForResponse((response) => /\/app-\w+\.js$/.test(response.url()));
          await page.goto(baseUrl + control.route, { waitUntil: moment === "afterIdle" ? "networkidle" : "load" });
          if (moment === "whileLoading") await appArrived;
          else appArrived.catch(() => undefined);
          times[moment].push(await press(page, control.selector, control.effect, 1));
          if (moment === "afterIdle") {
            if (control.reset) {
              await page.locator(control.reset).click();
              await page.locator(control.effect).waitFor({ state: "detached" });
            }
            const again = control.againEffect ?? control.effect;
            const count = control.reset || control.againEffect ? 1 : 2;
            times.appRunning.push(await press(page, control.selector, again, count));
          }
          await context.close();
        }
      }
      results.push({
        control: control.name,
        route: control.route,
        atLoad: median(times.atLoad),
        whileLoading: times.whileLoading.length > 0 ? median(times.whileLoading) : NaN,
        afterIdle: median(times.afterIdle),
        appRunning: median(times.appRunning),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** What the first use of search or a filter costs on a page that loads their code at that use (src/catalogTools/). */
export interface FirstUse {
  tool: string;
  route: string;
  /** Bytes (as sent, body only) asked for after the use: the tools' code, and for search Pagefind's files. */
  bytes: number;
  /** From the use to the answer on screen. */
  toAnswer: number;
  /** From the tools' code having arrived to the answer on screen. */
  afterCode: number;
  /** From the tools' code having arrived to the first sign on screen that the use was taken (for search, its status). */
  seenAfterCode: number;
  /** From the last file it asked for having arrived (for search, Pagefind's index fragments) to the answer on screen. */
  afterLast: number;
}

interface Tool {
  name: string;
  route: string;
  use: (page: Page) => Promise<void>;
  /** A selector that matches once the answer is on screen. */
  answer: string;
  /** A selector that matches once the page shows the use was taken: the answer, or a status saying it is on its way. */
  seen: string;
}

/** How long a use may go unanswered before the measure stops (a throttled phone's search takes about 1.4 s). */
const ANSWER_TIMEOUT_MS = 30_000;

const TOOLS: Tool[] = [
  {
    name: "Language filter",
    route: "/Free",
    // The choice is made at once, before the code has arrived: the worst case (a visitor's picker takes longer).
    use: async (page) => void (await page.locator("select[data-filter=lang]").selectOption("ar")),
    answer: "li[data-shown-under][hidden]",
    seen: "li[data-shown-under][hidden]",
  },
  {
    name: "Search",
    route: "/Free",
    use: (page) => page.locator("[data-search] input").pressSequentially("flexbox"),
    answer: ".search-results li",
    seen: "[data-search] [role=status]:not(:empty)",
  },
];

/**
 * `--tools`: each tool's first use on a page that has just loaded, on the same phone profile, cold cache: the bytes it
 * asks for, the time from the use to the answer, and from the tools' code's arrival to the answer.
 */
export async function measureFirstUse(baseUrl: string, runs: number, tools = TOOLS): Promise<FirstUse[]> {
  const browser = await chromium.launch(launchOptions);
  try {
    const results: FirstUse[] = [];
    for (const tool of tools) {
      const measured: Record<"bytes" | "toAnswer" | "afterCode" | "seenAfterCode" | "afterLast", number[]> = {
        bytes: [],
        toAnswer: [],
        afterCode: [],
        seenAfterCode: [],
        afterLast: [],
      };
      for (let run = 0; run < runs; run++) {
        const { context, page } = await phonePage(browser);
        await page.goto(baseUrl + tool.route, { waitUntil: "load" });
        // Given up on after ANSWER_TIMEOUT_MS, naming the tool: on a catalog where the use changes nothing (Arabic
        // chosen where every video is Arabic), no answer ever shows.
        const shown = (selector: string) =>
          page.evaluate(
            ({ answer, timeoutMs }) =>
              new Promise<number>((resolve, reject) => {
                const givenUp = performance.now() + timeoutMs;
                const check = () => {
                  if (document.querySelector(answer)) resolve(performance.now());
                  else if (performance.now() > givenUp) reject(new Error(`nothing matched ${answer}`));
                  else requestAnimationFrame(check);
                };
                check();
              }),
            { answer: selector, timeoutMs: ANSWER_TIMEOUT_MS },
          );
        const answered = shown(tool.answer);
        const seen = shown(tool.seen);
        seen.catch(() => {}); // as answered
        answered.catch(() => {}); // handled where it is awaited, after the use

        const usedAt = await page.evaluate(() => performance.now());
        await tool.use(page);
        const answeredAt = await answered.catch((error: unknown) => {
          throw new Error(`${tool.name} on ${tool.route}: no answer within ${ANSWER_TIMEOUT_MS / 1000} s (${error})`);
        });
        const { bytes, codeAt, lastAt } = await page.evaluate((since) => {
          const entries = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
            (entry) => entry.startTime >= since,
          );
          const code = entries.find((entry) => /\/catalog-tools-\w+\.js$/.test(entry.name));
          return {
            bytes: entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
            codeAt: code?.responseEnd,
            lastAt: Math.max(...entries.map((entry) => entry.responseEnd)),
          };
        }, usedAt);
        if (codeAt === undefined) throw new Error(`${tool.name}: the tools' code was not asked for after the use`);
        measured.bytes.push(bytes);
        measured.toAnswer.push(answeredAt - usedAt);
        measured.afterCode.push(answeredAt - codeAt);
        measured.seenAfterCode.push((await seen) - codeAt);
        measured.afterLast.push(answeredAt - lastAt);
        await context.close();
      }
      results.push({
        tool: tool.name,
        route: tool.route,
        bytes: median(measured.bytes),
        toAnswer: median(measured.toAnswer),
        afterCode: median(measured.afterCode),
        seenAfterCode: median(measured.seenAfterCode),
        afterLast: median(measured.afterLast),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * `npx tsx scripts/measure/firstPress.ts --route /Free/<topic>/course/<playlist> [--runs 3]`: a lesson's first press, on
 * public/; `--tools [--runs 3]`: the first use of search and of the language filter.
 */
async function main() {
  const { values } = parseArgs({
    options: { route: { type: "string" }, runs: { type: "string" }, tools: { type: "boolean" } },
  });
  if (!values.route && !values.tools) throw new Error("--route: a course page of the build in public/; or --tools");
  const port = Number(process.env.FIRST_PRESS_PORT) || 9330;
  const host = await startStaticHost("public", port);
  try {
    const runs = Number(values.runs ?? 3);
    if (values.tools) {
      console.log(`First use (${FIRST_PRESS_CONDITIONS}, cold cache, median of ${runs}):`);
      for (const row of await measureFirstUse(`http://127.0.0.1:${port}`, runs))
        console.log(
          `${row.tool} on ${row.route}: ${row.bytes} B asked for, answered ${row.toAnswer.toFixed(0)} ms after the ` +
            `use, ${row.afterCode.toFixed(0)} ms after the tools' code arrived (the use shown taken ` +
            `${row.seenAfterCode.toFixed(0)} ms after it), ${row.afterLast.toFixed(0)} ms after the last file it asked ` +
            `for (search: Pagefind's) arrived`,
        );
      return;
    }
    const [row] = await measureFirstPress(`http://127.0.0.1:${port}`, runs, [lessonControl(values.route!)]);
    console.log(`${row.control} on ${row.route} (${FIRST_PRESS_CONDITIONS}, cold cache, median of ${runs}):`);
    console.log(
      `at load ${row.atLoad.toFixed(0)} ms, while the app loads ${row.whileLoading.toFixed(0)} ms, ` +
        `after idle ${row.afterIdle.toFixed(0)} ms, again ${row.appRunning.toFixed(0)} ms`,
    );
  } finally {
    host.close();
  }
}

if (require.main === module) void main();
