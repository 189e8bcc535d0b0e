import type { Server } from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import { LIST_FORMAT, LIST_VERSION, STORAGE_KEY } from "../src/learner/keys";
import { KEPT_CACHES } from "../src/offline/rules";
import { localePath } from "../src/siteManifest";
import { SCREENSHOT_VIEWS } from "./lib/screenshotViews";
import { launchOptions } from "./lib/chromium";
import { FIXTURE_SITE } from "./lib/fixtureBuild";
import { startStaticHost } from "./static-host";

/**
 * `npm run screenshots:offline`, after `npm run build:fixtures`: without a connection, a topic page as the offline
 * worker kept it (its notice; then Play pressed on its first card) and the offline page for a topic never opened, at
 * 375 and 1280 px, light and dark, in both editions, into docs/screenshots/offline-kept-*.png, offline-play-*.png and
 * offline-page-*.png (and ar-…). The list holds a note, so the notes' module registers the worker (src/offline/register.ts).
 */
const OUT = path.join(__dirname, "..", "docs", "screenshots");
const PORT = 9213;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOPIC = "/Free/web-development";
const NEVER_OPENED = "/Free/go-learning";
const LIST = {
  fixVid00001: { title: "Web 1", topic: "web-development", saved: true, note: { text: "Flexbox first.", changed: 1 } },
};

const stop = (server: Server) =>
  new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));

async function main() {
  const browser = await chromium.launch(launchOptions);
  try {
    for (const { locale, colorScheme, device, width } of SCREENSHOT_VIEWS) {
      const server = await startStaticHost(FIXTURE_SITE, PORT);
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme,
        reducedMotion: "reduce",
        serviceWorkers: "allow",
      });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEY,
        JSON.stringify({ format: LIST_FORMAT, version: LIST_VERSION, videos: LIST }),
      ] as const);
      const page = await context.newPage();
      const topic = encodeURI(localePath(locale, TOPIC));
      await page.goto(ORIGIN + topic);
      await page.waitForFunction(
        async ([cache, address]) => Boolean(await (await caches.open(cache)).match(address)),
        [KEPT_CACHES.page, ORIGIN + topic] as const,
        { polling: 200 },
      );
      // The worker has claimed the page (its activation ends after the page is kept).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 200 });
      await stop(server);
      const prefix = `${locale === "ar" ? "ar-" : ""}offline`;
      await page.reload();
      await page.screenshot({ path: path.join(OUT, `${prefix}-kept-${device}-${colorScheme}.png`) });
      await page.locator("article.video-card button.player-poster").first().click();
      await page.screenshot({ path: path.join(OUT, `${prefix}-play-${device}-${colorScheme}.png`) });
      await page.goto(ORIGIN + encodeURI(localePath(locale, NEVER_OPENED)));
      await page.locator(".kept-pages li").first().waitFor();
      await page.screenshot({ path: path.join(OUT, `${prefix}-page-${device}-${colorScheme}.png`) });
      console.log(`${prefix}-{kept,play,page}-${device}-${colorScheme}.png`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
