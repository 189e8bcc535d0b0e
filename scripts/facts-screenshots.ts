import path from "node:path";
import { localePath } from "../src/siteManifest";
import { SCREENSHOT_VIEWS } from "./lib/screenshotViews";
import { FIXTURE_SITE } from "./lib/fixtureBuild";
import { withServedSite } from "./lib/servedSite";

/**
 * `npm run screenshots:facts`, after `npm run build:fixtures` (built with the Data API stand-in): a topic page's cards
 * with what YouTube knows of them (the year, the views, the level, the captions mark), on a desktop with its filters,
 * at 375 and 1280 px, light and dark, in both editions, into docs/screenshots/facts-*.png (and ar-facts-…).
 */
const OUT = path.join(__dirname, "..", "docs", "screenshots");
const PORT = 9211;

async function main() {
  await withServedSite(FIXTURE_SITE, PORT, async (browser, origin) => {
    for (const { locale, colorScheme, device, width } of SCREENSHOT_VIEWS) {
      // Reduced motion: the site scrolls smoothly otherwise, and the shot would be taken mid-way.
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        colorScheme,
        reducedMotion: "reduce",
      });
      await page.goto(`${origin}${localePath(locale, "/Free/web-development")}`);
      // A phone shows the first card (the filters stand above it, one a line); a desktop the filters and cards.
      await page
        .locator(device === "phone" ? ".video-card" : ".catalog-tools")
        .first()
        .evaluate((element) => element.scrollIntoView({ block: "start" }));
      const file = `${locale === "ar" ? "ar-" : ""}facts-${device}-${colorScheme}.png`;
      await page.screenshot({ path: path.join(OUT, file) });
      console.log(file);
      await page.close();
    }
  });
}

void main();
