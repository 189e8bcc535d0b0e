import { expect, type Locator, type Page } from "@playwright/test";
import {
  LOCALE_LIST,
  LOCALES,
  localeOfPath,
  localePath,
  ROUTE_LIST,
  TOPIC_PAGE_SIZE,
  topicPagePath,
  type Locale,
} from "../src/siteManifest";
import {
  filledText,
  pageHeading,
  readLocaleTexts,
  readTopics,
  titleIn,
  topicNamed,
  UNKNOWN_ROUTE,
  type FixtureTopic,
  type LocaleTexts,
} from "./site";

/**
 * The editions as a visitor meets them (/Free and /ar/Free, …): each page's address, title and heading in an edition,
 * and the checks every edition's pages share. Every text expected comes from the edition's block of data/.
 */

/** The fixture topics the editions' checks visit: one with a title in each edition, one titled in Arabic alone, one longer than a page. */
export const topics = readTopics();
export const webDevelopment = topicNamed("Web Development");
const arabic = topics.find((topic) => /[\u0600-\u06ff]/.test(topic.title));
const long = topics.find((topic) => topic.videos.length > TOPIC_PAGE_SIZE);
if (!arabic || !long) throw new Error("The fixtures need a topic titled in Arabic and one longer than a page");
export const arabicTitled: FixtureTopic = arabic;
export const longTopic: FixtureTopic = long;

export const TEXTS: Record<Locale, LocaleTexts> = Object.fromEntries(
  LOCALE_LIST.map((locale) => [locale, readLocaleTexts(locale)]),
) as Record<Locale, LocaleTexts>;

/** The edition a visitor reading `locale` is offered beside it. */
export const otherEdition = (locale: Locale): Locale => LOCALE_LIST.find((entry) => entry !== locale) ?? locale;

export interface EditionPage {
  /** The page in its edition (unencoded). */
  path: string;
  /** The same page in the original edition. */
  original: string;
  indexed: boolean;
  /** The whole document title. */
  title: RegExp;
  /** The page's one h1. */
  heading: string;
}

type PageKey = Exclude<keyof LocaleTexts["pages"], "topic">;
const pageKey = (route: string) => (route === "/" ? "home" : route.slice(1).toLowerCase()) as PageKey;
const withBrand = (locale: Locale, title: string) => filledText(title, {}, ` | ${TEXTS[locale].site.brand}`);

/** A route of the manifest (/, /Free, …) or an unknown address, in an edition. */
export function routePage(locale: Locale, route: string): EditionPage {
  const texts = TEXTS[locale];
  if (route === UNKNOWN_ROUTE) {
    const { title, heading } = texts.pages.notFound;
    return {
      path: localePath(locale, route),
      original: route,
      indexed: false,
      title: withBrand(locale, title),
      heading,
    };
  }
  const entry = ROUTE_LIST.find((candidate) => candidate.path === route);
  if (!entry) throw new Error(`No route ${route}`);
  return {
    path: localePath(locale, route),
    original: route,
    indexed: entry.indexed,
    title: withBrand(locale, texts.pages[pageKey(route)].title),
    heading: pageHeading(texts, route),
  };
}

/** Page `number` of a topic, in an edition: a topic longer than a page says which page in its title. */
export function topicPage(locale: Locale, topic: FixtureTopic, number = 1): EditionPage {
  const { pages, site } = TEXTS[locale];
  const count = Math.ceil(topic.videos.length / TOPIC_PAGE_SIZE);
  const slug = topic.path.split("/").at(-1) ?? "";
  const pageNumber =
    count > 1 ? ` (${pages.topic.pagination.page.replace("{page}", `${number}`).replace("{pages}", `${count}`)})` : "";
  const title = titleIn(topic, locale);
  return {
    path: localePath(locale, topicPagePath(slug, number)),
    original: topicPagePath(slug, number),
    indexed: true,
    title: filledText(pages.topic.title, { topic: title }, `${pageNumber} | ${site.brand}`),
    heading: title,
  };
}

/** Opens an address as a visitor types it: letters outside ASCII (Arabic ones) are sent percent-encoded. */
export const visit = (page: Page, path: string) => page.goto(encodeURI(path));

export const mainNav = (page: Page, locale: Locale) =>
  page.getByRole("navigation", { name: TEXTS[locale].site.labels.mainNav });

/** The page is in `locale`'s language and direction. */
export async function expectEdition(page: Page, locale: Locale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html")).toHaveAttribute("dir", LOCALES[locale].dir);
}

/** Every link of the page to this site but the one to the other edition leads to a page of `locale`'s edition. */
export async function expectLinksStayIn(page: Page, locale: Locale) {
  const origin = new URL(page.url()).origin;
  const addresses = await page
    .locator("a[href]:not(.locale-link)")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const internal = addresses.filter((address) => new URL(address).origin === origin);
  expect(internal.length, "links to this site").toBeGreaterThan(0);
  const outside = internal
    .map((address) => decodeURI(new URL(address).pathname))
    .filter((pathname) => localeOfPath(pathname) !== locale);
  expect(outside, `links of ${page.url()} out of the ${locale} edition`).toEqual([]);
}

/** Where an element is drawn, across the page. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not rendered`);
  return { left: box.x, right: box.x + box.width, center: box.x + box.width / 2 };
}
