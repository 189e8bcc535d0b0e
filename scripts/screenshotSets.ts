import { readFileSync } from "node:fs";
import path from "node:path";
import {
  DEFAULT_LOCALE,
  localePath,
  pathInDefaultLocale,
  ROUTE_LIST,
  ROUTES,
  SAVED_CATALOG_PATH,
  TRANSLATED_LOCALES,
} from "../src/siteManifest";
import type { SavedCatalog } from "../src/learner/savedCatalog";
import { emptyList, type LearnerList } from "../src/learner/list";

/** What `npm run screenshots` (screenshots.ts) takes for each of its options: the pages, sizes, and learner's lists. */

/** A route in the original edition and in each translated one (/Free, /ar/Free). */
const inEveryEdition = (routes: string[]) => [
  ...routes,
  ...TRANSLATED_LOCALES.flatMap((locale) => routes.map((route) => localePath(locale, route))),
];

export interface ScreenshotSet {
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

/** The command's options: --thumbnails, --saved, --paths, --kept and --review. */
export interface ScreenshotFlags {
  pictured: boolean;
  saved: boolean;
  paths: boolean;
  kept: boolean;
  review: boolean;
}

/**
 * The set the options ask for, and the learner's lists in the browser's store, by the name each adds to a file's:
 * /Saved is drawn from the store, once empty, once with a list; a path's progress from a list on its way.
 */
export function chosenShots({ pictured, saved, paths, kept, review }: ScreenshotFlags): {
  set: ScreenshotSet;
  states: Record<string, LearnerList | undefined>;
} {
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
          : review
            ? REVIEW_SET
            : README_SET;
  const states: Record<string, LearnerList | undefined> = kept
    ? { "-kept": sampleList() }
    : saved
      ? { "-empty": undefined, "-filled": sampleList() }
      : paths
        ? { "": pathsList() }
        : { "": undefined };
  return { set, states };
}
