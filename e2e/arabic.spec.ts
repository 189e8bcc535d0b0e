import { createHash } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  FREE_PREVIEW_TOPICS,
  FREE_PREVIEW_VIDEOS,
  LOCALES,
  localePath,
  ROUTE_LIST,
  SITE_URL,
  TOPIC_PAGE_SIZE,
  topicPagePath,
  type Locale,
} from "../src/siteManifest";
import {
  expectPlayerFocused,
  escapeRegExp,
  filledText,
  readTexts,
  pageHeading,
  readLocaleTexts,
  readTopics,
  titleIn,
  topicNamed,
  UNKNOWN_ROUTE,
  waitForStart,
  watchPage,
  type FixtureTopic,
  type FixtureVideo,
} from "./site";

/**
 * The Arabic edition (/ar…), as a visitor meets it: its language and direction, its links to the English edition and
 * within itself, its titles, its right-to-left layout, its accessibility, privacy and security, with and without
 * JavaScript. Every Arabic text expected here comes from the `ar:` blocks of the site's interface files (data/).
 */
const ar = readLocaleTexts("ar");
const en = readTexts<{
  brand: string;
  nav: { label: string; path: string }[];
  labels: { mainNav: string };
}>("site.yaml", "en");
const BRAND = ar.site.brand;
const topics = readTopics();
const webDevelopment = topicNamed("Web Development");
const arabicTitled = topics.find((topic) => /[\u0600-\u06ff]/.test(topic.title));
const long = topics.find((topic) => topic.videos.length > TOPIC_PAGE_SIZE);
if (!arabicTitled || !long) throw new Error("The fixtures need a topic titled in Arabic and one longer than a page");

/** The Arabic edition's names of the fixture's languages, as a reader of Arabic writes them. */
const LANGUAGE_NAMES_AR: Record<string, string> = { Arabic: "العربية", English: "الإنجليزية" };

const UNKNOWN_AR = localePath("ar", UNKNOWN_ROUTE);
/** Any Play button of the Arabic edition, by the start of its name. */
const PLAY = new RegExp(`^${escapeRegExp(ar.site.labels.play.split("{")[0])}`);
const ARABIC_LETTER = /[\u0621-\u064a]/;

interface ArabicRoute {
  /** The Arabic page (unencoded). */
  path: string;
  /** Its English counterpart. */
  english: string;
  indexed: boolean;
  /** The whole document title. */
  title: RegExp;
  /** The page's one h1. */
  heading: string;
}

const routeKey = (route: string) => (route === "/" ? "home" : (route.slice(1).toLowerCase() as keyof typeof ar.pages));
const withBrand = (title: string) => filledText(title, {}, ` | ${BRAND}`);

function topicRoute(topic: FixtureTopic, number = 1): ArabicRoute {
  const pages = Math.ceil(topic.videos.length / TOPIC_PAGE_SIZE);
  const slug = topic.path.split("/").at(-1) ?? "";
  const pageNumber =
    pages > 1
      ? ` (${ar.pages.topic.pagination.page.replace("{page}", `${number}`).replace("{pages}", `${pages}`)})`
      : "";
  return {
    path: localePath("ar", topicPagePath(slug, number)),
    english: topicPagePath(slug, number),
    indexed: true,
    title: filledText(ar.pages.topic.title, { topic: titleIn(topic, "ar") }, `${pageNumber} | ${BRAND}`),
    heading: titleIn(topic, "ar"),
  };
}

const ARABIC_ROUTES: ArabicRoute[] = [
  ...ROUTE_LIST.map((route) => ({
    path: localePath("ar", route.path),
    english: route.path,
    indexed: route.indexed,
    title: withBrand(ar.pages[routeKey(route.path)].title),
    heading: pageHeading(ar, route.path),
  })),
  topicRoute(webDevelopment),
  topicRoute(arabicTitled),
  topicRoute(long, 2),
];

const arabicRoute = (path: string) => {
  const found = ARABIC_ROUTES.find((entry) => entry.path === path);
  if (!found) throw new Error(`No Arabic route ${path}`);
  return found;
};
const FREE = arabicRoute("/ar/Free");
const WEB_DEVELOPMENT = topicRoute(webDevelopment);
const LONG_PAGE_TWO = topicRoute(long, 2);

/** Opens an address as a visitor types it: Arabic letters are sent percent-encoded. */
const visit = (page: Page, path: string) => page.goto(encodeURI(path));

const absolute = (path: string) => `${SITE_URL}${encodeURI(path)}`;

const mainNav = (page: Page, locale: Locale) =>
  page.getByRole("navigation", { name: locale === "ar" ? ar.site.labels.mainNav : en.labels.mainNav });

async function expectEdition(page: Page, locale: Locale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html")).toHaveAttribute("dir", LOCALES[locale].dir);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not rendered`);
  return { left: box.x, right: box.x + box.width, center: box.x + box.width / 2 };
}

/** Answers the embed locally: this machine is offline, and the test only needs to see the request. */
async function stubYouTube(page: Page) {
  const embeds: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (request) => {
    embeds.push(request.request().url());
    return request.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  return embeds;
}

test.describe("every Arabic page", () => {
  for (const { path, english, title, heading } of ARABIC_ROUTES) {
    test(`${path} answers in Arabic, right to left, with its Arabic title and heading and no error; ${english} stays English`, async ({
      page,
    }) => {
      const watch = watchPage(page);
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expectEdition(page, "ar");
      await expect(page).toHaveTitle(title);
      expect((await page.title()).slice(0, -` | ${BRAND}`.length)).toMatch(ARABIC_LETTER);
      await expect(page.locator("h1")).toHaveText(heading);
      await waitForStart(page);
      await expectEdition(page, "ar");
      await expect(page.locator("h1")).toHaveText(heading);
      watch.expectClean();

      const original = await visit(page, english);
      expect(original?.status()).toBe(200);
      await expectEdition(page, "en");
      await expect(page).toHaveTitle(new RegExp(` \\| ${en.brand}$`));
    });
  }

  test(`an unknown address under /ar/ answers 404 with the Arabic 404 page, which keeps its address and needs no app`, async ({
    page,
  }) => {
    const appFiles: string[] = [];
    page.on("request", (request) => /\/(app|framework)-\w+\.js$/.test(request.url()) && appFiles.push(request.url()));
    const watch = watchPage(page, { allowMissing: [UNKNOWN_AR] });
    const response = await page.goto(UNKNOWN_AR, { waitUntil: "load" });
    expect(response?.status()).toBe(404);
    for (const visited of [false, true]) {
      if (visited) {
        // A visitor's first moves, then time for an app to have started (the loader starts one on idle or on these).
        await page.mouse.move(20, 20);
        await page.keyboard.press("Tab");
        await page.waitForTimeout(1500);
      }
      await expectEdition(page, "ar");
      // The address the visitor typed stays in the address bar: nothing moves it to /ar/404.
      expect(new URL(page.url()).pathname).toBe(UNKNOWN_AR);
      await expect(page).toHaveTitle(withBrand(ar.pages.notFound.title));
      await expect(page.locator("h1")).toHaveText(ar.pages.notFound.heading);
      await expect(page.getByRole("main").getByRole("link", { name: ar.pages.notFound.linkLabel })).toHaveAttribute(
        "href",
        "/ar",
      );
      // A missing page has no counterpart: the link leads to the other edition's home page. Not for search engines.
      await expect(mainNav(page, "ar").locator("a.locale-link")).toHaveAttribute("href", "/");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    }
    // The page is whole without the app, and its menu toggle works from the head script.
    expect(appFiles).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    const toggle = page.locator(".navbar-toggler");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    watch.expectClean();
  });
});

test.describe("the other edition", () => {
  /** The navigation bar's link to the other edition: named in its language, tagged with it, to the same page. */
  async function expectCounterpartLink(page: Page, from: Locale, to: Locale, path: string) {
    const link = mainNav(page, from).locator("a.locale-link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(LOCALES[to].name);
    await expect(link).toHaveAttribute("hreflang", to);
    await expect(link).toHaveAttribute("lang", to);
    await expect.poll(async () => decodeURI((await link.getAttribute("href")) ?? ""), "href").toBe(path);
    return link;
  }

  for (const { path, english } of ARABIC_ROUTES) {
    test(`${path} and ${english} link to each other from the navigation bar, before and after the app starts`, async ({
      page,
    }) => {
      await visit(page, path);
      await expectCounterpartLink(page, "ar", "en", english);
      await waitForStart(page);
      const toEnglish = await expectCounterpartLink(page, "ar", "en", english);
      await toEnglish.click();
      await page.waitForURL((url) => decodeURI(url.pathname) === english);
      await expectEdition(page, "en");

      // Pressed as soon as the page shows, before the app has started.
      const toArabic = await expectCounterpartLink(page, "en", "ar", path);
      await toArabic.click();
      await page.waitForURL((url) => decodeURI(url.pathname) === path);
      await expectEdition(page, "ar");
    });
  }

  for (const { path, english, indexed } of ARABIC_ROUTES) {
    test(
      indexed
        ? `${path} and ${english} declare each other with hreflang, and English as x-default`
        : `${path} and ${english} are not indexed and declare no alternates`,
      async ({ page }) => {
        for (const address of [path, english]) {
          await visit(page, address);
          const alternates = page.locator('link[rel="alternate"][hreflang]');
          if (!indexed) {
            await expect(page.locator('meta[name="robots"]'), address).toHaveAttribute("content", "noindex");
            await expect(alternates, address).toHaveCount(0);
            continue;
          }
          await expect(page.locator('link[rel="canonical"]'), address).toHaveAttribute("href", absolute(address));
          const declared = await alternates.evaluateAll((links) =>
            links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
          );
          expect(declared, address).toHaveLength(3);
          expect(Object.fromEntries(declared), address).toEqual({
            en: absolute(english),
            ar: absolute(path),
            "x-default": absolute(english),
          });
        }
      },
    );
  }
});

test.describe("links stay in the Arabic edition", () => {
  for (const { path } of [...ARABIC_ROUTES, { path: UNKNOWN_AR }]) {
    test(`every link on ${path} to this site but the counterpart leads to an Arabic page`, async ({ page }) => {
      await visit(page, path);
      // A translation's 404 page has no app (plugins/corsi-boot/deferAppScripts.tsx); every other page's links are checked
      // once React has hydrated them.
      if (path !== UNKNOWN_AR) await waitForStart(page);
      const origin = new URL(page.url()).origin;
      const addresses = await page
        .locator("a[href]:not(.locale-link)")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const internal = addresses.filter((address) => new URL(address).origin === origin);
      expect(internal.length).toBeGreaterThan(0);
      const outside = internal
        .map((address) => decodeURI(new URL(address).pathname))
        .filter((pathname) => !/^\/ar(\/|$)/.test(pathname));
      expect(outside).toEqual([]);

      const nav = mainNav(page, "ar");
      await expect(nav.getByRole("link", { name: BRAND, exact: true })).toHaveAttribute("href", "/ar");
      for (const [index, { label }] of ar.site.nav.entries())
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "href",
          localePath("ar", en.nav[index].path),
        );
    });
  }

  test("/ar/Free's topic index and 'all videos' links lead to the Arabic topic pages", async ({ page }) => {
    await visit(page, FREE.path);
    const index = page.getByRole("navigation", { name: ar.pages.free.indexLabel });
    const hrefs = await index.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.map((href) => decodeURI(href ?? ""))).toEqual(topics.map((topic) => localePath("ar", topic.path)));

    const allVideos = page.locator("a.all-videos-link");
    const longer = topics
      .slice(0, FREE_PREVIEW_TOPICS)
      .filter((topic) => topic.videos.length > FREE_PREVIEW_VIDEOS)
      .map((topic) => localePath("ar", topic.path));
    expect(longer.length, "the fixtures preview a topic longer than the preview").toBeGreaterThan(0);
    const links = await allVideos.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(links.map((href) => decodeURI(href ?? ""))).toEqual(longer);

    const link = page.getByRole("link", {
      name: filledText(ar.pages.free.allVideosLink, { count: long.videos.length, topic: titleIn(long, "ar") }),
    });
    await link.click();
    await page.waitForURL((url) => decodeURI(url.pathname) === localePath("ar", long.path));
    await expectEdition(page, "ar");
    await expect(page.locator("h1")).toHaveText(titleIn(long, "ar"));
  });

  test("a topic page's back link and pagination stay in the Arabic edition", async ({ page }) => {
    await visit(page, WEB_DEVELOPMENT.path);
    await expect(page.getByRole("link", { name: ar.pages.topic.backLabel, exact: true })).toHaveAttribute(
      "href",
      FREE.path,
    );

    await visit(page, LONG_PAGE_TWO.path);
    await expect(page.getByRole("link", { name: ar.pages.topic.backLabel, exact: true })).toHaveAttribute(
      "href",
      FREE.path,
    );
    const first = localePath("ar", long.path);
    const pages = page.getByRole("navigation", { name: ar.pages.topic.pagination.label });
    const hrefs = await pages.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.map((href) => decodeURI(href ?? ""))).toEqual([first, first, LONG_PAGE_TWO.path]);
    await expect(
      pages.getByRole("link", { name: filledText(ar.pages.topic.pagination.page, { page: 2, pages: 2 }) }),
    ).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: ar.pages.topic.pagination.previous, exact: true }).click();
    await page.waitForURL((url) => decodeURI(url.pathname) === first);
    await expectEdition(page, "ar");
    await page
      .getByRole("navigation", { name: ar.pages.topic.pagination.label })
      .getByRole("link", { name: ar.pages.topic.pagination.next, exact: true })
      .click();
    await page.waitForURL((url) => decodeURI(url.pathname) === LONG_PAGE_TWO.path);
    await expectEdition(page, "ar");
  });
});

test.describe("titles and names", () => {
  test("/ar/Free shows the Arabic title of a topic or video where the data has one, the original otherwise", async ({
    page,
  }) => {
    const previewed = topics.slice(0, FREE_PREVIEW_TOPICS);
    expect(previewed.some((topic) => topic.titleAr) && previewed.some((topic) => !topic.titleAr)).toBe(true);
    await visit(page, FREE.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(previewed.map((topic) => titleIn(topic, "ar")));
    const region = page.getByRole("region", { name: titleIn(webDevelopment, "ar") });
    const shown = webDevelopment.videos.slice(0, FREE_PREVIEW_VIDEOS);
    expect(shown.some((video) => video.titleAr) && shown.some((video) => !video.titleAr)).toBe(true);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(shown.map((video) => titleIn(video, "ar")));
    await expect(page.getByRole("navigation", { name: ar.pages.free.indexLabel }).getByRole("link")).toHaveText(
      topics.map((topic) => `${titleIn(topic, "ar")} ${topic.videos.length}`),
    );
  });

  test("an Arabic topic page shows the topic's and videos' Arabic titles, the originals where there are none", async ({
    page,
  }) => {
    await visit(page, WEB_DEVELOPMENT.path);
    await expect(page.locator("h1")).toHaveText(webDevelopment.titleAr ?? "");
    await expect(page.getByRole("main").locator(".video-card").getByRole("heading", { level: 3 })).toHaveText(
      webDevelopment.videos.map((video) => titleIn(video, "ar")),
    );
    await visit(page, localePath("ar", arabicTitled.path));
    await expect(page.locator("h1")).toHaveText(arabicTitled.title);
  });

  test("/Free keeps the original titles", async ({ page }) => {
    await page.goto("/Free");
    const region = page.getByRole("region", { name: webDevelopment.title });
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(
      webDevelopment.videos.slice(0, FREE_PREVIEW_VIDEOS).map((video) => video.title),
    );
    for (const arabic of [webDevelopment.titleAr, ...webDevelopment.videos.map((video) => video.titleAr)])
      if (arabic) await expect(page.getByText(arabic)).toHaveCount(0);
  });

  test("language badges and the language filter name languages in Arabic on /ar/Free, in English on /Free", async ({
    page,
  }) => {
    await visit(page, FREE.path);
    await waitForStart(page);
    // The cards shown: the filter hides the others (src/catalogTools/filters.ts).
    const badges = page.getByRole("main").locator(".video-card:visible .badge");
    await expect(badges.first()).toBeVisible();
    expect(new Set(await badges.allTextContents())).toEqual(new Set(Object.values(LANGUAGE_NAMES_AR)));
    const filter = page.getByLabel(ar.pages.free.filter.label, { exact: true });
    await expect(filter.locator("option")).toHaveText([
      ar.pages.free.filter.all,
      LANGUAGE_NAMES_AR.Arabic,
      LANGUAGE_NAMES_AR.English,
    ]);
    await filter.selectOption({ label: LANGUAGE_NAMES_AR.Arabic });
    await expect(page).toHaveURL(/\/ar\/Free\?lang=ar$/);
    expect(new Set(await badges.allTextContents())).toEqual(new Set([LANGUAGE_NAMES_AR.Arabic]));

    await page.goto("/Free");
    await waitForStart(page);
    expect(new Set(await badges.allTextContents())).toEqual(new Set(Object.keys(LANGUAGE_NAMES_AR)));
    await expect(page.getByLabel("Language", { exact: true }).locator("option")).toHaveText([
      "All languages",
      "Arabic",
      "English",
    ]);
  });

  test("each Play button's accessible name is the Arabic text with the title the card shows", async ({ page }) => {
    await visit(page, FREE.path);
    const cards = page.getByRole("region", { name: titleIn(webDevelopment, "ar") }).getByRole("listitem");
    const shown = webDevelopment.videos.slice(0, FREE_PREVIEW_VIDEOS);
    await expect(cards).toHaveCount(shown.length);
    for (const [index, video] of shown.entries())
      await expect(cards.nth(index).locator(".player").getByRole("button")).toHaveAccessibleName(
        filledText(ar.site.labels.play, { title: titleIn(video, "ar") }),
      );
  });
});

test.describe("right to left", () => {
  test("at 375 px the brand is the rightmost item of the navigation bar and the menu toggle the leftmost", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    for (const [path, locale] of [
      [FREE.path, "ar"],
      ["/Free", "en"],
    ] as const) {
      await visit(page, path);
      const nav = mainNav(page, locale);
      const items = await Promise.all(
        [".navbar-brand", "a.locale-link", ".theme-switch", ".navbar-toggler"].map((selector) =>
          boxOf(nav.locator(selector)),
        ),
      );
      const [brand, , , toggle] = items;
      const rightmost = Math.max(...items.map((box) => box.right));
      const leftmost = Math.min(...items.map((box) => box.left));
      if (locale === "ar") {
        expect(brand.right, `${path}: brand at the right`).toBe(rightmost);
        expect(toggle.left, `${path}: toggle at the left`).toBe(leftmost);
        expect(brand.center).toBeGreaterThan(375 / 2);
        expect(toggle.center).toBeLessThan(375 / 2);
      } else {
        // The English page, mirrored: what tells the two apart.
        expect(brand.left, `${path}: brand at the left`).toBe(leftmost);
        expect(toggle.right, `${path}: toggle at the right`).toBe(rightmost);
      }
    }
  });

  test("at 1280 px the brand is at the right, beyond the navigation links, which start from the right", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await visit(page, FREE.path);
    const nav = mainNav(page, "ar");
    const brand = await boxOf(nav.locator(".navbar-brand"));
    const links = await boxOf(nav.locator("ul.navbar-nav"));
    expect(brand.left).toBeGreaterThanOrEqual(links.right);
    expect(brand.center).toBeGreaterThan(1280 / 2);
    const home = await boxOf(nav.getByRole("link", { name: ar.site.nav[0].label, exact: true }));
    const contact = await boxOf(nav.getByRole("link", { name: ar.site.nav[3].label, exact: true }));
    expect(home.left, "the first link is the rightmost").toBeGreaterThan(contact.right);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px page headings are right to left and their text sits at the right`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [FREE.path, WEB_DEVELOPMENT.path, "/ar/Contact"]) {
        await visit(page, path);
        const placement = await page.locator("h1").evaluate((heading) => {
          const style = getComputedStyle(heading);
          const range = document.createRange();
          range.selectNodeContents(heading);
          const text = range.getBoundingClientRect();
          const box = heading.getBoundingClientRect();
          return {
            direction: style.direction,
            textAlign: style.textAlign,
            gapRight: box.right - parseFloat(style.paddingRight) - text.right,
            gapLeft: text.left - box.left - parseFloat(style.paddingLeft),
          };
        });
        expect(placement.direction, path).toBe("rtl");
        expect(["start", "right"], `${path}: text-align ${placement.textAlign}`).toContain(placement.textAlign);
        expect(placement.gapRight, `${path}: text flush with the right`).toBeLessThan(1);
        expect(placement.gapLeft, `${path}: room left at the left`).toBeGreaterThan(placement.gapRight);
      }
    });
  }

  test("at 1280 px the card grid starts at the right", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The English page first: the same measure, mirrored, holds there.
    for (const [path, locale] of [
      ["/Free", "en"],
      [FREE.path, "ar"],
    ] as const) {
      await visit(page, path);
      const cards = page.locator("section.video-section").first().locator("li.col");
      const [first, second, third] = await Promise.all([0, 1, 2].map((index) => boxOf(cards.nth(index))));
      const row = await boxOf(page.locator("section.video-section").first().locator("ul"));
      if (locale === "ar") {
        expect(first.left, "second card left of the first").toBeGreaterThan(second.right - 1);
        expect(second.left, "third card left of the second").toBeGreaterThan(third.right - 1);
        expect(Math.abs(row.right - first.right)).toBeLessThan(1);
      } else {
        expect(first.right).toBeLessThan(second.left + 1);
        expect(Math.abs(row.left - first.left)).toBeLessThan(1);
      }
    }
  });
});

test.describe("privacy", () => {
  test("pressing Play on /ar/Free swaps in the youtube-nocookie player, titled as the card", async ({ page }) => {
    const shown = webDevelopment.videos.slice(0, FREE_PREVIEW_VIDEOS);
    const arabic = shown.find((video) => video.titleAr);
    const listed = shown.find((video) => video.playlistId);
    if (!arabic || !listed?.playlistId) throw new Error("Web Development previews a video with titleAr and a playlist");
    const embeds = await stubYouTube(page);
    const plays: [FixtureVideo, string][] = [
      [arabic, `https://www.youtube-nocookie.com/embed/${arabic.youtubeId}?autoplay=1`],
      [listed, `https://www.youtube-nocookie.com/embed/${listed.youtubeId}?autoplay=1&list=${listed.playlistId}`],
    ];
    for (const [video, expected] of plays) {
      const watch = watchPage(page);
      await visit(page, FREE.path);
      await expect(page.locator("iframe")).toHaveCount(0);
      const title = titleIn(video, "ar");
      await page.getByRole("button", { name: filledText(ar.site.labels.play, { title }) }).click();
      const frame = page.locator(`iframe[title="${title}"]`);
      await expect(frame).toHaveAttribute("src", expected);
      await expectPlayerFocused(page, title);
      await expect(page.locator("iframe")).toHaveCount(1);
      // The visitor asked for the embed: that one request, and nothing else, leaves the site.
      await expect.poll(() => watch.thirdParty).toEqual([expected]);
      page.removeAllListeners("request");
    }
    expect(embeds).toEqual(plays.map(([, expected]) => expected));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  for (const { path } of [...ARABIC_ROUTES, { path: UNKNOWN_AR }]) {
    test(`${path} stays Arabic and right to left, with the menu links in view and no player`, async ({ page }) => {
      await visit(page, path);
      await expectEdition(page, "ar");
      const nav = mainNav(page, "ar");
      for (const { label } of ar.site.nav)
        await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      await expect(nav.getByRole("button", { name: ar.site.labels.menu })).toBeHidden();
      await expect(page.getByRole("button", { name: PLAY })).toHaveCount(0);
      for (const poster of await page.locator(".player-poster").all()) await expect(poster).toBeHidden();
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("/ar/Free and an Arabic topic page link every video to YouTube, with the Arabic label", async ({ page }) => {
    const watchLabel = new RegExp(`^${escapeRegExp(ar.pages.free.watchLabel)}`);
    const previewed = topics
      .slice(0, FREE_PREVIEW_TOPICS)
      .flatMap((topic) => topic.videos.slice(0, FREE_PREVIEW_VIDEOS));
    await visit(page, FREE.path);
    const links = page.getByRole("link", { name: watchLabel });
    await expect(links).toHaveCount(previewed.length);
    await expect(links.first()).toBeVisible();
    await expect(links.first()).toHaveAttribute(
      "href",
      new RegExp(`^https://www\\.youtube\\.com/watch\\?v=${previewed[0].youtubeId}`),
    );
    await expect(links.first()).toHaveAccessibleName(new RegExp(escapeRegExp(titleIn(previewed[0], "ar"))));

    await visit(page, WEB_DEVELOPMENT.path);
    await expect(page.getByRole("link", { name: watchLabel })).toHaveCount(webDevelopment.videos.length);
    const contact = ar.site.nav[en.nav.findIndex((link) => link.path === "/Contact")].label;
    await mainNav(page, "ar").getByRole("link", { name: contact, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/ar/Contact");
    await expect(page.locator("h1")).toHaveText(ar.pages.contact.heading ?? "");
  });
});

test.describe("search", () => {
  /** The titles and addresses the search box lists, once it lists something. */
  async function results(page: Page) {
    const links = page.getByRole("search").getByRole("link");
    await expect(links.first()).toBeVisible();
    return links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        title: anchor.textContent ?? "",
        address: decodeURI(anchor.getAttribute("href") ?? ""),
      })),
    );
  }

  test("on /ar/Free an Arabic word of an Arabic title lists those videos by their Arabic titles, on Arabic pages", async ({
    page,
  }) => {
    const word = "تعلّم";
    const expected = webDevelopment.videos.filter((video) => video.titleAr?.includes(word));
    expect(expected.length).toBeGreaterThan(1);
    await visit(page, FREE.path);
    await waitForStart(page);
    await page.getByRole("search").getByRole("searchbox", { name: ar.pages.free.search.label }).fill(word);
    await expect(page.getByRole("search").getByRole("link")).toHaveCount(expected.length);
    const found = await results(page);
    expect(found.map((result) => result.title).sort()).toEqual(expected.map((video) => video.titleAr).sort());
    expect(found.map((result) => result.address).sort()).toEqual(
      expected.map((video) => `${WEB_DEVELOPMENT.path}#video-${video.youtubeId}`).sort(),
    );
    await expect(page.getByRole("search").getByRole("status")).toHaveText(
      filledText(ar.pages.free.search.results.other, { count: expected.length }),
    );
    await page.getByRole("search").getByRole("link").first().click();
    await page.waitForURL((url) => decodeURI(url.pathname) === WEB_DEVELOPMENT.path);
    await expectEdition(page, "ar");
  });

  test("the same word in Latin letters finds the Arabic edition's titles on /ar/Free and the English ones on /Free", async ({
    page,
  }) => {
    const html = webDevelopment.videos.filter((video) => video.title.includes("HTML"));
    const translated = html.find((video) => video.titleAr);
    expect(translated, "a video with HTML in its title has an Arabic title").toBeDefined();
    if (!translated?.titleAr) return;

    await visit(page, FREE.path);
    await waitForStart(page);
    await page.getByRole("search").getByRole("searchbox").fill("HTML");
    await expect.poll(async () => (await results(page)).map((result) => result.title)).toContain(translated.titleAr);
    const arabic = await results(page);
    expect(arabic.map((result) => result.title)).not.toContain(translated.title);
    expect(arabic.filter((result) => !result.address.startsWith("/ar/Free/"))).toEqual([]);

    await page.goto("/Free");
    await waitForStart(page);
    await page.getByRole("search").getByRole("searchbox").fill("HTML");
    await expect.poll(async () => (await results(page)).map((result) => result.title)).toContain(translated.title);
    const english = await results(page);
    expect(english.map((result) => result.title)).not.toContain(translated.titleAr);
    expect(english.filter((result) => !result.address.startsWith("/Free/"))).toEqual([]);
  });
});

test.describe("response headers", () => {
  /** What every page gets from the host, the policy aside: the Arabic pages get them as the English ones do. */
  const SHARED = [
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "permissions-policy",
  ];

  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
      .map(([, , body]) => body);

  const directivesOf = (policy: string) =>
    Object.fromEntries(policy.split(/;\s*/).map((directive) => [directive.split(" ")[0], directive]));

  for (const { path, english } of ARABIC_ROUTES) {
    test(`${path} gets ${english}'s security headers, and a policy that allows exactly its inline scripts`, async ({
      request,
    }) => {
      const response = await request.get(encodeURI(path));
      expect(response.status()).toBe(200);
      const original = (await request.get(encodeURI(english))).headers();
      const headers = response.headers();
      for (const name of [...SHARED, "cross-origin-opener-policy"]) {
        expect(original[name], `${english}: ${name}`).toBeTruthy();
        expect(headers[name], name).toBe(original[name]);
      }

      const policy = headers["content-security-policy"];
      expect(policy, "Content-Security-Policy").toBeTruthy();
      const directives = directivesOf(policy);
      const originalDirectives = directivesOf(original["content-security-policy"]);
      for (const name of Object.keys(originalDirectives).filter((directive) => directive !== "script-src"))
        expect(directives[name], name).toBe(originalDirectives[name]);
      expect(directives["frame-src"]).toBe("frame-src https://www.youtube-nocookie.com");
      expect(directives["script-src"]).not.toContain("unsafe-inline");
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
        expect(directives["script-src"], script.slice(0, 60)).toContain(hash);
      }
    });
  }

  test(`${UNKNOWN_AR} answers 404 with the headers ${UNKNOWN_ROUTE} gets`, async ({ request }) => {
    const response = await request.get(UNKNOWN_AR);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('lang="ar"');
    const original = (await request.get(UNKNOWN_ROUTE)).headers();
    for (const name of SHARED) {
      expect(original[name], `${UNKNOWN_ROUTE}: ${name}`).toBeTruthy();
      expect(response.headers()[name], name).toBe(original[name]);
    }
  });
});
