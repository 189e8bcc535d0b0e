import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { launchOptions } from "../lib/chromium";
import { pageCodeOf } from "../../src/siteManifest";
import { median } from "./median";
import { startStaticHost } from "../static-host";
import { measureFirstUse } from "./firstUse";
import { FIRST_PRESS_CONDITIONS, phonePage } from "./phoneProfile";

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

/** The first presses as a Markdown table, one row a control. */
export function firstPressTable(rows: FirstPress[]): string {
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
