import path from "node:path";
import { chromium, type Frame, type Page } from "@playwright/test";
import { PLAYER_ORIGIN } from "../src/content/youtube";
import { learningPathPagePath, localePath } from "../src/siteManifest";
import { SCREENSHOT_VIEWS } from "./lib/screenshotViews";
import { launchOptions } from "./lib/chromium";
import { FIXTURE_SITE } from "./lib/fixtureBuild";
import { standInPlayerPage } from "./stand-ins/player";
import { startStaticHost } from "./static-host";

/**
 * `npm run screenshots:player`, after `npm run build:fixtures`: what the player adds to a page, drawn from the fixture
 * site with the stand-in player (scripts/stand-ins/player.ts) in place of YouTube's: a card with "Resume at" (a topic
 * page, the place kept by playing, pausing and reloading), and a path's next-course offer (its first course played to
 * its end), at 375 and 1280 px, light and dark, in both editions, into docs/screenshots/.
 */
const OUT = path.join(__dirname, "..", "docs", "screenshots");
const PORT = 9210;

async function standIn(page: Page): Promise<void> {
  await page.route(`${PLAYER_ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({ contentType: "text/html", body: standInPlayerPage(url.pathname + url.search) });
  });
}

async function playerOf(page: Page, id: string): Promise<Frame> {
  for (;;) {
    const frame = page.frames().find((candidate) => candidate.url().includes(`/embed/${id}`));
    if (frame && (await frame.evaluate(() => "standIn" in window).catch(() => false))) return frame;
    await page.waitForTimeout(100);
  }
}

async function main() {
  const server = await startStaticHost(FIXTURE_SITE, PORT);
  const browser = await chromium.launch(launchOptions);
  const id = "fixVid00001";
  try {
    for (const { locale, colorScheme, device, width } of SCREENSHOT_VIEWS) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
      await standIn(page);
      const base = `http://127.0.0.1:${PORT}`;
      const prefix = locale === "ar" ? "ar-" : "";
      await page.goto(`${base}${localePath(locale, "/Free/web-development")}`);
      await page.locator(`#${"video-" + id}`).scrollIntoViewIfNeeded();
      await page.locator(`article:has(#video-${id}) button.player-poster`).click();
      await (await playerOf(page, id)).evaluate("window.standIn.seek(300); window.standIn.pause()");
      await page.waitForTimeout(300);
      await page.reload();
      const card = page.locator(`article:has(#video-${id})`);
      await card.locator(".learner-resume").waitFor();
      await card.screenshot({ path: path.join(OUT, `${prefix}player-resume-${device}-${colorScheme}.png`) });
      await page.goto(`${base}${localePath(locale, learningPathPagePath("web-basics"))}`);
      await page.locator(`article:has(#video-${id}) button.player-poster`).click();
      await (await playerOf(page, id)).evaluate("window.standIn.end()");
      const offer = page.locator(".player-next");
      await offer.waitFor();
      await page.locator(`article:has(#video-${id})`).screenshot({
        path: path.join(OUT, `${prefix}player-next-${device}-${colorScheme}.png`),
      });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
