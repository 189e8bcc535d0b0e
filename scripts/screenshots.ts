import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, devices, type Page } from "@playwright/test";
import { parse } from "yaml";
import { buildWithStandInThumbnails } from "./lib/npmRunBuild";
import { withServedSite } from "./lib/servedSite";
import { DEFAULT_LOCALE, localeOfPath, pathInDefaultLocale } from "../src/siteManifest";
import { type LearnerList, STORAGE_KEY } from "../src/learner/list";
import { chosenShots, type ScreenshotFlags, type ScreenshotSet } from "./screenshotSets";

/**
 * Screenshots of the built site (`npm run build` first), light and dark.
 * `npm run screenshots`: Home and Free of each edition on a phone and a desktop, first screen, into docs/screenshots/
 * (the README's). `npm run screenshots -- --review`: every route of each edition at 375, 768 and 1280 px, full page,
 * into screenshots/ (not committed). `npm run screenshots -- --thumbnails` builds the site itself, every card with a
 * picture from the local stand-in for YouTube's image host (this machine cannot reach YouTube), and takes /Free's
 * cards on a phone and a desktop into docs/screenshots/free-pictured-*.png (the README's too).
 * `npm run screenshots -- --saved`: /Saved of each edition, empty and with a list (videos of the build's catalog, one
 * watched, and one the catalog no longer lists), into docs/screenshots/saved-*.png and ar-saved-*.png.
 * `npm run screenshots -- --paths`: /Paths and the first path's page of each edition, full page, with the path's first two
 * courses done, into docs/screenshots/paths-*.png and path-*.png (and ar-…).
 * `npm run screenshots -- --kept`: /Saved of each edition on an iPhone (Chromium with Safari's user agent), full page,
 * with a list, the Home Screen advice and the list's QR code shown, into docs/screenshots/saved-kept-phone-*.png (and ar-…).
 * Each option's pages, sizes and lists are screenshotSets.ts's.
 */
const SCHEMES = ["light", "dark"] as const;
const PORT = 9300;

/** /Saved's "Show a QR code" in an edition (data/pages.yaml). */
function qrShowText(route: string): string {
  const pages = parse(readFileSync(path.join("data", "pages.yaml"), "utf8")) as Record<
    string,
    { saved: { qrShow: string } }
  >;
  return pages[localeOfPath(route)].saved.qrShow;
}

/** free, home; ar-free, ar-home for the Arabic edition. */
function screenshotName(route: string): string {
  const locale = localeOfPath(route);
  const page = pathInDefaultLocale(route);
  const name = page === "/" ? "home" : page.slice(1).toLowerCase().replace(/\//g, "-");
  return locale === DEFAULT_LOCALE ? name : `${locale}-${name}`;
}

/** The options given, each a flag: none takes a value. */
function readFlags(): ScreenshotFlags {
  return {
    pictured: process.argv.includes("--thumbnails"),
    saved: process.argv.includes("--saved"),
    paths: process.argv.includes("--paths"),
    kept: process.argv.includes("--kept"),
    review: process.argv.includes("--review"),
  };
}

/** How a page is seen: the device and its width, the colour scheme, the learner's list in its store. */
interface View {
  device: string;
  width: number;
  colorScheme: (typeof SCHEMES)[number];
  list: LearnerList | undefined;
  /** With --kept. */
  iPhone: boolean;
}

/** A page seen so, the list (if any) in its store before any of the site's code runs. */
async function openPage(browser: Browser, { device, width, colorScheme, list, iPhone }: View): Promise<Page> {
  // --kept: the phone is an iPhone in Safari, as far as /Saved can tell (its user agent, touch), so it shows the
  // Home Screen advice.
  const safari = iPhone ? { userAgent: devices["iPhone 13"].userAgent, hasTouch: true, isMobile: true } : {};
  const page = await browser.newPage({
    viewport: { width, height: device === "phone" ? 812 : 800 },
    colorScheme,
    ...safari,
  });
  if (list)
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify(list)]);
  return page;
}

/** One route's screenshot, from the site at `origin`, into `file`, once the page is as the set shows it. */
async function shoot(
  page: Page,
  origin: string,
  route: string,
  file: string,
  { fullPage, scrollTo }: ScreenshotSet,
  { saved, kept }: ScreenshotFlags,
): Promise<void> {
  await page.goto(`${origin}${route}`);
  // The list is drawn once the app has started and the catalog has arrived.
  if (saved || kept) await page.waitForLoadState("networkidle");
  if (saved || kept) await page.locator("main .saved-move").waitFor();
  if (kept) {
    await page.getByRole("button", { name: qrShowText(route) }).click();
    await page.locator("main .saved-qr img").waitFor();
    // As a visitor leaves it: no pointer resting on a button, no focus ring.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  }
  if (scrollTo) {
    await page
      .locator(scrollTo)
      .first()
      .evaluate((element) => element.scrollIntoView());
    // Lazy pictures start when the card nears the screen: wait until every visible one has arrived.
    await page.waitForLoadState("networkidle");
  }
  await page.screenshot({ path: file, fullPage });
}

async function main() {
  const flags = readFlags();
  const { set, states } = chosenShots(flags);
  const { outDir, routes, widths, suffix = "" } = set;
  if (flags.pictured)
    console.log(`Thumbnails: ${await buildWithStandInThumbnails()} pictures from the local image server`);
  mkdirSync(outDir, { recursive: true });
  await withServedSite("public", PORT, async (browser, origin) => {
    for (const [device, width] of Object.entries(widths)) {
      for (const [state, list] of Object.entries(states))
        for (const colorScheme of SCHEMES) {
          const page = await openPage(browser, { device, width, colorScheme, list, iPhone: flags.kept });
          for (const route of routes) {
            const file = path.join(outDir, `${screenshotName(route)}${suffix}${state}-${device}-${colorScheme}.png`);
            await shoot(page, origin, route, file, set, flags);
            console.log(file);
          }
          await page.close();
        }
    }
  });
}

void main();
