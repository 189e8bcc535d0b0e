import path from "node:path";
import { LIST_FORMAT, LIST_VERSION, STORAGE_KEY } from "../src/learner/keys";
import { localePath, ROUTES } from "../src/siteManifest";
import { SCREENSHOT_VIEWS } from "./lib/screenshotViews";
import { FIXTURE_SITE } from "./lib/fixtureBuild";
import { withServedSite } from "./lib/servedSite";

/**
 * `npm run screenshots:notes`, after `npm run build:fixtures`: a card with a note (and its moment) beside one whose
 * editor is open, and /Saved's notes, at 375 and 1280 px, light and dark, in both editions, into
 * docs/screenshots/notes-card-*.png and notes-saved-*.png (and ar-…). The notes are the fixture's first two videos'.
 */
const OUT = path.join(__dirname, "..", "docs", "screenshots");
const PORT = 9212;
const TOPIC = "/Free/web-development";
const NOTES = {
  fixVid00001: {
    title: "Web 1",
    topic: "web-development",
    saved: true,
    note: {
      text: "flexbox: the main axis first, then the cross axis.\nالإغلاق: الدالة تتذكر نطاقها.",
      changed: 1764633600000,
      at: 754,
    },
  },
  fixVid00002: {
    title: "Web 2",
    topic: "web-development",
    note: { text: "Do the exercise before the next video.", changed: 1764633700000 },
  },
};

async function main() {
  await withServedSite(FIXTURE_SITE, PORT, async (browser, origin) => {
    for (const { locale, colorScheme, device, width } of SCREENSHOT_VIEWS) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme, reducedMotion: "reduce" });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEY,
        JSON.stringify({ format: LIST_FORMAT, version: LIST_VERSION, videos: NOTES }),
      ] as const);
      const prefix = `${locale === "ar" ? "ar-" : ""}notes`;
      await page.goto(`${origin}${localePath(locale, TOPIC)}`);
      const cards = page.locator("article.video-card");
      await cards.first().locator(".learner-note").waitFor();
      // The third card's editor open, with a few words typed.
      await cards.nth(2).locator("[data-note]").click();
      await cards.nth(2).locator("textarea").fill("closures explained");
      await cards.first().evaluate((element) => element.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: path.join(OUT, `${prefix}-card-${device}-${colorScheme}.png`) });
      await page.goto(`${origin}${localePath(locale, ROUTES.saved.path)}`);
      const notes = page.locator(".saved-notes");
      await notes.locator(".saved-note").first().waitFor();
      await notes.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: path.join(OUT, `${prefix}-saved-${device}-${colorScheme}.png`) });
      console.log(`${prefix}-{card,saved}-${device}-${colorScheme}.png`);
      await page.close();
    }
  });
}

void main();
