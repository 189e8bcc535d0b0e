import { expect, test, type Page } from "@playwright/test";
import { LOCALE_LIST, LOCALES, ROUTE_LIST, SITE_URL, type Locale } from "../src/siteManifest";
import {
  arabicTitled,
  expectEdition,
  expectLinksStayIn,
  longTopic,
  mainNav,
  otherEdition,
  routePage,
  topicPage,
  visit,
  webDevelopment,
  type EditionPage,
} from "./editions";
import { waitForStart } from "./site";

/**
 * Each page and its counterpart in the other edition (/Free and /ar/Free): the navigation bar links one to the other,
 * each declares the other to search engines, and every other link of a page stays in its edition. Every route of the
 * manifest and three topic pages (one titled in each edition, one titled in Arabic alone, a second page); the 404
 * page's link to the other edition is e2e/routes.spec.ts's.
 */
const PAGES: ((locale: Locale) => EditionPage)[] = [
  ...ROUTE_LIST.map((route) => (locale: Locale) => routePage(locale, route.path)),
  (locale) => topicPage(locale, webDevelopment),
  (locale) => topicPage(locale, arabicTitled),
  (locale) => topicPage(locale, longTopic, 2),
];

const absolute = (path: string) => `${SITE_URL}${encodeURI(path)}`;

/** The navigation bar's link to the other edition: named in its language, tagged with it, to the same page. */
async function expectCounterpartLink(page: Page, from: Locale, to: EditionPage, toLocale: Locale) {
  const link = mainNav(page, from).locator("a.locale-link");
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText(LOCALES[toLocale].name);
  await expect(link).toHaveAttribute("hreflang", toLocale);
  await expect(link).toHaveAttribute("lang", toLocale);
  await expect.poll(async () => decodeURI((await link.getAttribute("href")) ?? ""), "href").toBe(to.path);
  return link;
}

/** An indexed page names itself canonical and every edition's page as an alternate, the original as x-default. */
async function expectAlternates(page: Page, here: EditionPage, editions: Record<Locale, EditionPage>) {
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  if (!here.indexed) {
    await expect(page.locator('meta[name="robots"]'), here.path).toHaveAttribute("content", "noindex");
    await expect(alternates, here.path).toHaveCount(0);
    return;
  }
  await expect(page.locator('link[rel="canonical"]'), here.path).toHaveAttribute("href", absolute(here.path));
  const declared = await alternates.evaluateAll((links) =>
    links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
  );
  expect(declared, here.path).toHaveLength(LOCALE_LIST.length + 1);
  expect(Object.fromEntries(declared), here.path).toEqual({
    ...Object.fromEntries(LOCALE_LIST.map((locale) => [locale, absolute(editions[locale].path)])),
    "x-default": absolute(here.original),
  });
}

// Each page is opened first in one edition, then in the other, the edition it starts from alternating from page to page.
for (const [index, pageIn] of PAGES.entries()) {
  const editions = Object.fromEntries(LOCALE_LIST.map((locale) => [locale, pageIn(locale)])) as Record<
    Locale,
    EditionPage
  >;
  const from = LOCALE_LIST[index % LOCALE_LIST.length];
  const to = otherEdition(from);
  const { indexed } = editions[from];
  test(`${editions[from].path} and ${editions[to].path} link to each other, before and after the page starts, ${indexed ? "declare each other with hreflang" : "are not indexed"}, and keep their other links in their edition`, async ({
    page,
  }) => {
    for (const [here, there] of [
      [from, to],
      [to, from],
    ] as const) {
      await visit(page, editions[here].path);
      await expectCounterpartLink(page, here, editions[there], there);
      await waitForStart(page);
      await expectEdition(page, here);
      await expectCounterpartLink(page, here, editions[there], there);
      await expectAlternates(page, editions[here], editions);
      await expectLinksStayIn(page, here);
    }
    // Followed once the page has started, and as soon as the other shows, before it has.
    for (const [here, there] of [
      [to, from],
      [from, to],
    ] as const) {
      const link = await expectCounterpartLink(page, here, editions[there], there);
      await link.click();
      await page.waitForURL((url) => decodeURI(url.pathname) === editions[there].path);
      await expectEdition(page, there);
    }
  });
}
