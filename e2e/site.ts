import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { parse } from "yaml";
import { topicSlug } from "../plugins/corsi-content/slug";
import { corsiLanguage } from "../src/content/languages";
import { FIXTURE_DATA, FIXTURE_SITE } from "../scripts/lib/fixtureBuild";
import {
  DEFAULT_LOCALE,
  localePath,
  NOT_FOUND_ROUTE,
  type PageCode,
  pageCodeOf,
  ROUTE_LIST,
  topicPagePath,
  type Locale,
} from "../src/siteManifest";
import { LIST_FORMAT, LIST_VERSION, STORAGE_KEY } from "../src/learner/list";

/** The routes a visitor can open, and what the tests read from data/ to know what each must show. */
export const UNKNOWN_ROUTE = "/no-such-page";
export const ROUTES = [...ROUTE_LIST.map((route) => route.path), UNKNOWN_ROUTE];

/** What the page at a route runs besides the head script (src/siteManifest.ts): an unknown path gets the 404 page. */
export function pageCodeAt(route: string): PageCode {
  return route === UNKNOWN_ROUTE ? NOT_FOUND_ROUTE.code : pageCodeOf(route);
}

/** What a visit to an unknown path is allowed to find missing: only the page itself (status 404). */
export function expectedMissing(route: string): string[] {
  return route === UNKNOWN_ROUTE ? [route] : [];
}

/**
 * One address of each page template, in the original edition: the checks that look at a template rather than at its
 * content (axe) visit these, in each edition. Every route of the manifest, a topic page and the 404 page.
 */
export function templateRoutes(): string[] {
  const topic = readTopics()[0];
  return [...ROUTE_LIST.map((route) => route.path), topic.path, UNKNOWN_ROUTE];
}

/**
 * The catalog the site under test is built from (`npm run build:fixtures`), never the real one, and the built site the
 * tests serve and read.
 */
export { FIXTURE_DATA, FIXTURE_SITE };

/** The interface texts: the site's own (data/), which the fixture build shows too. */
export const TEXTS_DATA = path.join(__dirname, "..", "data");

export function readData<T>(file: string): T {
  return parse(readFileSync(path.join(FIXTURE_DATA, file), "utf8")) as T;
}

/** A translated file's block in one locale (`en:` or `ar:`): all of its content in English, its texts in Arabic. */
export function readTexts<T>(file: string, locale: Locale): T {
  return (parse(readFileSync(path.join(TEXTS_DATA, file), "utf8")) as Record<Locale, T>)[locale];
}

export interface FixtureVideo {
  youtubeId: string;
  title: string;
  /** The title the Arabic edition shows instead, where the fixture gives one. */
  titleAr?: string;
  channel?: string;
  language?: string;
  playlistId?: string;
  published?: string;
  level?: string;
}

export interface FixtureTopic {
  file: string;
  title: string;
  titleAr?: string;
  slug?: string;
  position: number;
  videos: FixtureVideo[];
  /** The topic's page, as the site links it. */
  path: string;
}

/** What the fixture build's stand-in for the YouTube Data API serves (e2e/fixtures/youtube-api/videos.json). */
export interface FixtureVideoResource {
  id: string;
  snippet?: { publishedAt?: string; defaultAudioLanguage?: string };
  contentDetails?: { duration?: string; caption?: string };
  status?: { embeddable?: boolean; privacyStatus?: string };
  statistics?: { viewCount?: string };
}

export function readVideoResources(): Map<string, FixtureVideoResource> {
  const file = path.join(__dirname, "fixtures", "youtube-api", "videos.json");
  const resources = JSON.parse(readFileSync(file, "utf8")) as FixtureVideoResource[];
  return new Map(resources.map((resource) => [resource.id, resource]));
}

/** Whether YouTube (the stand-in) still serves a video: one it does not is left out of the site. */
const isServed = (resources: Map<string, FixtureVideoResource>, youtubeId: string) => {
  const resource = resources.get(youtubeId);
  return resource !== undefined && resource.status?.privacyStatus !== "private";
};

function readTopicFiles(): FixtureTopic[] {
  return readdirSync(path.join(FIXTURE_DATA, "topics"))
    .map((file) => {
      const topic = readData<Omit<FixtureTopic, "file" | "path">>(`topics/${file}`);
      return { ...topic, file, path: topicPagePath(topicSlug(topic)) };
    })
    .sort((a, b) => a.position - b.position);
}

/**
 * A video as its card shows it: the entry's own language and day, else YouTube's (the stand-in's), as the build fills
 * them (plugins/corsi-content/shownFacts.ts).
 */
function shown(video: FixtureVideo, resources: Map<string, FixtureVideoResource>): FixtureVideo {
  const snippet = resources.get(video.youtubeId)?.snippet;
  const language = video.language ?? corsiLanguage(snippet?.defaultAudioLanguage);
  const published = video.published ?? snippet?.publishedAt?.slice(0, 10);
  return { ...video, ...(language ? { language } : {}), ...(published ? { published } : {}) };
}

/** The fixture topics in the order /Free shows them, each with the videos the site lists (those YouTube serves). */
export function readTopics(): FixtureTopic[] {
  const resources = readVideoResources();
  return readTopicFiles().map((topic) => ({
    ...topic,
    videos: topic.videos
      .filter(({ youtubeId }) => isServed(resources, youtubeId))
      .map((video) => shown(video, resources)),
  }));
}

/** The fixture's videos YouTube no longer serves, each with its topic: in the data, never on the site. */
export function readGoneVideos(): { topic: FixtureTopic; video: FixtureVideo }[] {
  const resources = readVideoResources();
  return readTopicFiles().flatMap((topic) =>
    topic.videos.filter(({ youtubeId }) => !isServed(resources, youtubeId)).map((video) => ({ topic, video })),
  );
}

/** The fixture's paid courses (data/paid/*.yaml), as far as the tests that are not about them read them. */
export function readPaidCourses(): { title: string; titleAr?: string; topic: string }[] {
  const folder = path.join(FIXTURE_DATA, "paid");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => readData<{ title: string; titleAr?: string; topic: string }>(`paid/${file}`));
}

export function topicNamed(title: string): FixtureTopic {
  const topic = readTopics().find((entry) => entry.title === title);
  if (!topic) throw new Error(`No fixture topic titled ${title}`);
  return topic;
}

/** A topic's or a video's title as an edition shows it: its `titleAr` in Arabic where the fixture gives one. */
export function titleIn(entry: { title: string; titleAr?: string }, locale: Locale): string {
  return locale === "ar" ? (entry.titleAr ?? entry.title) : entry.title;
}

/** The fixture's texts of a translated edition (the `ar:` blocks of the interface files), as far as the tests read them. */
export interface LocaleTexts {
  home: { hero: { headline: string } };
  site: {
    brand: string;
    nav: { label: string }[];
    labels: { skipLink: string; mainNav: string; menu: string; play: string };
  };
  pages: Record<
    "home" | "free" | "paid" | "contact" | "user1" | "saved" | "paths" | "new" | "notFound",
    { title: string; heading?: string }
  > & {
    free: {
      heading: string;
      indexLabel: string;
      watchLabel: string;
      allVideosLink: string;
      filter: { label: string; all: string };
      search: { label: string; results: { one: string; other: string }; noResults: string };
    };
    topic: {
      title: string;
      description: { one: string; other: string };
      backLabel: string;
      pagination: { label: string; previous: string; next: string; page: string };
    };
    notFound: { title: string; heading: string; linkLabel: string };
    paid: { title: string; heading?: string; listHeading: string };
  };
}

export function readLocaleTexts(locale: Locale): LocaleTexts {
  return {
    home: readTexts("home.yaml", locale),
    site: readTexts("site.yaml", locale),
    pages: readTexts("pages.yaml", locale),
  };
}

/** The navigation bar's links in an edition, as data/site.yaml gives them: the edition's labels, the original's paths. */
export function navLinks(locale: Locale): { label: string; path: string }[] {
  const original = readTexts<{ nav: { path: string }[] }>("site.yaml", DEFAULT_LOCALE).nav;
  return readLocaleTexts(locale).site.nav.map(({ label }, i) => ({
    label,
    path: localePath(locale, original[i].path),
  }));
}

/**
 * The one h1 of a route's page in an edition (the route in the original edition: /, /Free, …); /Paid's is its list's
 * heading while the fixtures hold paid courses, the message's otherwise.
 */
export function pageHeading(texts: LocaleTexts, route: string): string {
  if (route === "/") return texts.home.hero.headline;
  if (route === "/Paid" && readPaidCourses().length > 0) return texts.pages.paid.listHeading;
  const key = route.slice(1).toLowerCase() as Exclude<keyof LocaleTexts["pages"], "topic">;
  const page: { title: string; heading?: string } = texts.pages[key];
  return page.heading ?? page.title;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text of data/ filled in as the site fills it ("Play: {title}"), as a whole-string pattern: in a right-to-left text
 * the site isolates each name it fills in (U+2068 … U+2069, src/content/text.ts), which a reader never sees, so the
 * pattern lets each name carry them or not.
 */
export function filledText(template: string, values: Record<string, string | number>, suffix = ""): RegExp {
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined || !(name in values)) return escapeRegExp(part);
      return `\u2068?${escapeRegExp(String(values[name]))}\u2069?`;
    })
    .join("");
  return new RegExp(`^${pattern}${escapeRegExp(suffix)}$`, "u");
}

/**
 * Collects requests that leave the site, failed responses and console errors.
 * `allowMissing` lists paths expected to answer 404 (an unknown page itself:
 * the data its app asks for is the 404 page's, see plugins/corsi-host/hostFiles.ts); the
 * browser's matching console line is covered by the response check.
 */
export function watchPage(page: Page, { allowMissing = [] as string[] } = {}) {
  const thirdParty: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1" && url.protocol !== "data:") thirdParty.push(request.url());
  });
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && !allowMissing.includes(pathname))
      consoleErrors.push(`${response.status()} ${pathname}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return {
    thirdParty,
    consoleErrors,
    expectClean: () => {
      expect(thirdParty, "requests to other hosts").toEqual([]);
      expect(consoleErrors, "console errors").toEqual([]);
    },
  };
}

/**
 * Waits until the page has started what its class runs (src/siteManifest.ts, PageCode; the loader's template says it
 * in the built page): on a page that runs Gatsby's app (/Saved), until React has hydrated it (the app starts on its own
 * once the page is idle: plugins/corsi-boot/inline/appLoader.ts); on any other page, until it has loaded, checking
 * that no framework code has run, as none ever does there (the catalog tools' code runs at their first use).
 */
export async function waitForStart(page: Page) {
  await page.waitForLoadState("load");
  const runsApp = await page.evaluate(() => {
    const template = document.getElementById("app-scripts");
    return template instanceof HTMLTemplateElement && template.dataset.start === undefined;
  });
  if (runsApp)
    await page.waitForFunction(() => {
      const toggle = document.querySelector(".navbar-toggler");
      return toggle !== null && Object.keys(toggle).some((key) => key.startsWith("__reactProps"));
    });
  else expect(await page.evaluate(() => "___loader" in window), "Gatsby's app has not run").toBe(false);
}

/**
 * Waits until the keyboard's focus is on the player that plays `title`. It reads the page's active element rather than
 * using toBeFocused(), which also asks document.hasFocus(): with the player in another process (a cross-origin iframe),
 * Chromium settles that answer later than the focus itself, so a loaded machine saw "inactive" with focus in place.
 */
export async function expectPlayerFocused(page: Page, title: string) {
  await expect
    .poll(
      () =>
        page.evaluate((expected) => {
          const active = document.activeElement;
          return active instanceof HTMLIFrameElement ? active.title === expected : false;
        }, title),
      { message: `the player "${title}" has the focus` },
    )
    .toBe(true);
}

/** A learner's list, kept in the browser before each page of `page` loads (an older `version` to test reading it). */
export function seedList(page: Page, videos: Record<string, object>, version: number = LIST_VERSION) {
  return page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({ format: LIST_FORMAT, version, videos }),
  ] as const);
}
