import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, devices } from "@playwright/test";
import { parse } from "yaml";
import { launchOptions } from "./lib/chromium";
import { buildWithStandInThumbnails } from "./lib/npmRunBuild";
import { startStaticHost } from "./static-host";
import {
  DEFAULT_LOCALE,
  localeOfPath,
  localePath,
  pathInDefaultLocale,
  ROUTE_LIST,
  ROUTES,
  SAVED_CATALOG_PATH,
  TRANSLATED_LOCALES,
} from "../src/siteManifest";
import type { SavedCatalog } from "../src/learner/savedCatalog";
import { emptyList, type LearnerList, STORAGE_KEY } from "../src/learner/list";

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
 */
const SCHEMES = ["light", "dark"] as const;
const PORT = 9300;

/** A route in the original edition and in each translated one (/Free, /ar/Free). */
const inEveryEdition = (routes: string[]) => [
  ...routes,
  ...TRANSLATED_LOCALES.flatMap((locale) => routes.map((route) => localePath(locale, route))),
];

interface ScreenshotSet {
  outDir: string;
  routes: string[];
  widths: Record<string, number>;
  fullPage: boolean;
  /** Added to each file's name. */
  suffix?: string;
  /** Scrolled to the top of the screen before the shot, when the page has it. */
  scrollTo?: string;
}

const README_SET: ScreenshotSet = {
  outDir: "docs/screenshots",
  routes: inEveryEdition([ROUTES.home.path, ROUTES.free.path]),
  widths: { phone: 375, desktop: 1280 },
  fullPage: false,
};
const REVIEW_SET: ScreenshotSet = {
  outDir: "screenshots",
  routes: inEveryEdition([...ROUTE_LIST.map((route) => route.path), "/missing"]),
  widths: { phone: 375, tablet: 768, desktop: 1280 },
  fullPage: true,
};
// The first topic's cards fill the screen: on a phone the first card starts below the first screen.
const PICTURED_SET: ScreenshotSet = {
  outDir: "docs/screenshots",
  routes: [ROUTES.free.path],
  widths: { phone: 375, desktop: 1280 },
  fullPage: false,
  suffix: "-pictured",
  scrollTo: "main section",
};

const SAVED_SET: ScreenshotSet = {
  outDir: "docs/screenshots",
  routes: inEveryEdition([ROUTES.saved.path]),
  widths: { phone: 375, desktop: 1280 },
  fullPage: false,
};

const KEPT_SET: ScreenshotSet = {
  outDir: "docs/screenshots",
  routes: inEveryEdition([ROUTES.saved.path]),
  widths: { phone: 375 },
  fullPage: true,
};

/** /Saved's "Show a QR code" in an edition (data/pages.yaml). */
function qrShowText(route: string): string {
  const pages = parse(readFileSync(path.join("data", "pages.yaml"), "utf8")) as Record<
    string,
    { saved: { qrShow: string } }
  >;
  return pages[localeOfPath(route)].saved.qrShow;
}

/** The built catalog's first learning path (the saved catalog lists them in the owner's order). */
function firstPath() {
  const catalog = JSON.parse(readFileSync(path.join("public", SAVED_CATALOG_PATH), "utf8")) as SavedCatalog;
  const first = catalog.paths?.[0];
  if (!first) throw new Error("The built catalog has no learning path: add one to data/paths/");
  return first;
}

/** A learner on their way along the first path: its first two courses done. */
function pathsList(): LearnerList {
  const list = emptyList();
  for (const id of firstPath().courses.slice(0, 2)) list.videos[id] = { title: id, watched: true };
  return list;
}

/** A list to show: the first two videos of the first two topics of the built catalog, one watched, and one gone. */
function sampleList(): LearnerList {
  const catalog = JSON.parse(readFileSync(path.join("public", SAVED_CATALOG_PATH), "utf8")) as SavedCatalog;
  const list = emptyList();
  for (const topic of [0, 1])
    catalog.videos
      .filter((video) => video.topic === topic)
      .slice(0, 2)
      .forEach((video, index) => {
        list.videos[video.youtubeId] = {
          title: video.title,
          topic: catalog.topics[topic].slug,
          saved: true,
          ...(topic === 0 && index === 0 && { watched: true }),
        };
      });
  list.videos["zzRemoved01"] = { title: "A lesson no longer on Corsi", saved: true };
  return list;
}

/** free, home; ar-free, ar-home for the Arabic edition. */
function screenshotName(route: string): string {
  const locale = localeOfPath(route);
  const page = pathInDefaultLocale(route);
  const name = page === "/" ? "home" : page.slice(1).toLowerCase().replace(/\//g, "-");
  return locale === DEFAULT_LOCALE ? name : `${locale}-${name}`;
}

async function main() {
  const pictured = process.argv.includes("--thumbnails");
  const saved = process.argv.includes("--saved");
  const paths = process.argv.includes("--paths");
  const kept = process.argv.includes("--kept");
  const pathsSet: ScreenshotSet = {
    outDir: "docs/screenshots",
    routes: inEveryEdition([
      ROUTES.paths.path,
      pathInDefaultLocale(paths ? (firstPath().path[DEFAULT_LOCALE] ?? "") : ""),
    ]),
    widths: { phone: 375, desktop: 1280 },
    fullPage: true,
  };
  const set = pictured
    ? PICTURED_SET
    : kept
      ? KEPT_SET
      : saved
        ? SAVED_SET
        : paths
          ? pathsSet
          : process.argv.includes("--review")
            ? REVIEW_SET
            : README_SET;
  // /Saved is drawn from the browser's store: once empty, once with a list; a path's progress from a list on its way.
  const states: Record<string, LearnerList | undefined> = kept
    ? { "-kept": sampleList() }
    : saved
      ? { "-empty": undefined, "-filled": sampleList() }
      : paths
        ? { "": pathsList() }
        : { "": undefined };
  const { outDir, routes, widths, fullPage, suffix = "", scrollTo } = set;
  if (pictured) console.log(`Thumbnails: ${await buildWithStandInThumbnails()} pictures from the local image server`);
  mkdirSync(outDir, { recursive: true });
  const server = await startStaticHost("public", PORT);
  const browser = await chromium.launch(launchOptions);
  try {
    for (const [device, width] of Object.entries(widths)) {
      for (const [state, list] of Object.entries(states))
        for (const colorScheme of SCHEMES) {
          // --kept: the phone is an iPhone in Safari, as far as /Saved can tell (its user agent, touch), so it shows the
          // Home Screen advice.
          const iPhone = kept ? { userAgent: devices["iPhone 13"].userAgent, hasTouch: true, isMobile: true } : {};
          const page = await browser.newPage({
            viewport: { width, height: device === "phone" ? 812 : 800 },
            colorScheme,
            ...iPhone,
          });
          if (list)
            await page.addInitScript(
              ([key, value]) => localStorage.setItem(key, value),
              [STORAGE_KEY, JSON.stringify(list)],
            );
          for (const route of routes) {
            await page.goto(`http://127.0.0.1:${PORT}${route}`);
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
            const file = path.join(outDir, `${screenshotName(route)}${suffix}${state}-${device}-${colorScheme}.png`);
            await page.screenshot({ path: file, fullPage });
            console.log(file);
          }
          await page.close();
        }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
