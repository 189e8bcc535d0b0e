import { chromium, type Response } from "@playwright/test";
import { launchOptions } from "../lib/chromium";
import { largestTopicPage } from "./pageSizes";
import { startStaticHost } from "../static-host";

/**
 * `npx tsx scripts/measure/transfer.ts [route]`: what a first visit to a route of the build in public/ transfers over the local
 * host (HTTP/1.1, the build's own _headers), headers and bodies apart, once the app has started and the page has been
 * scrolled to its end (so every thumbnail is asked for). Tooling for docs/performance.md, not a test.
 */
const PORT = Number(process.env.TRANSFER_PORT ?? 9338);

async function main() {
  const server = await startStaticHost("public", PORT);
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const route = process.argv[2] ?? largestTopicPage("public") ?? "/";
    const responses: Response[] = [];
    page.on("response", (response) => responses.push(response));
    await page.goto(`http://127.0.0.1:${PORT}${route}`);
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
    for (let step = 0; step < 30; step += 1) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");
    let headers = 0;
    let bodies = 0;
    for (const response of responses) {
      const sizes = await response.request().sizes();
      headers += sizes.responseHeadersSize;
      bodies += sizes.responseBodySize;
    }
    console.log(JSON.stringify({ route, responses: responses.length, headers, bodies, total: headers + bodies }));
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
