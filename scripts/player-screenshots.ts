import path from "node:path";
import { type Frame, type Page } from "@playwright/test";
import { PLAYER_ORIGIN } from "../src/content/youtube";
import { learningPathPagePath, localePath } from "../src/siteManifest";
import { SCREENSHOT_VIEWS } from "./lib/screenshotViews";
import { FIXTURE_SITE } from "./lib/fixtureBuild";
import { standInPlayerPage } from "./stand-ins/player";
import { withServedSite } from "./lib/servedSite";

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
  const id = "fixVid00001";
  await withServedSite(FIXTURE_SITE, PORT, async (browser, origin) => {
    for (const { locale, colorScheme, device, width } of SCREENSHOT_VIEWS) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
      await standIn(page);
      const prefix = locale === "ar" ? "ar-" : "";
      await page.goto(`${origin}${localePath(locale, "/Free/web-development")}`);
      await page.locator(`#${"video-" + id}`).scrollIntoViewIfNeeded();
      await page.locator(`article:has(#video-${id}) button.player-poster`).click();
      await (await playerOf(page, id)).evaluate("window.standIn.seek(300); window.standIn.pause()");
      await page.waitForTimeout(300);
      await page.reload();
      const card = page.locator(`article:has(#video-${id})`);
      await card.locator(".learner-resume").waitFor();
      await card.screenshot({ path: path.join(OUT, `${prefix}player-resume-${device}-${colorScheme}.png`) });
      await page.goto(`${origin}${localePath(locale, learningPathPagePath("web-basics"))}`);
      await page.locator(`article:has(#video-${id}) button.player-poster`).click();
      await (await playerOf(page, id)).evaluate("window.standIn.end()");
      const offer = page.locator(".player-next");
      await offer.waitFor();
      await page.locator(`article:has(#video-${id})`).screenshot({
        path: path.join(OUT, `${prefix}player-next-${device}-${colorScheme}.png`),
      });
      await page.close();
    }
  });
}

void main();
