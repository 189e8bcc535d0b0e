import { chromium, type Page } from "@playwright/test";
import { launchOptions } from "../lib/chromium";
import { median } from "./median";
import { phonePage } from "./phoneProfile";

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

/** How long a use may go unanswered before the measure stops: far longer than a throttled phone's search takes. */
const ANSWER_TIMEOUT_MS = 30_000;

const TOOLS: Tool[] = [
  {
    name: "Language filter",
    route: "/Free",
    // The choice is made at once, before the code has arrived: the worst case (a visitor's picker takes longer).
    use: async (page) => void (await page.locator("select[data-filter=lang]").selectOption("ar")),
    answer: "li[data-facets][hidden]",
    seen: "li[data-facets][hidden]",
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
