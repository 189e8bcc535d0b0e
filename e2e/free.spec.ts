import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  FREE_PREVIEW_TOPICS,
  FREE_PREVIEW_VIDEOS,
  LOCALE_LIST,
  localePath,
  TOPIC_PAGE_SIZE,
  type Locale,
} from "../src/siteManifest";
import {
  arabicTitled,
  expectEdition,
  longTopic,
  otherEdition,
  TEXTS,
  topicPage,
  topics,
  visit,
  webDevelopment,
} from "./editions";
import { escapeRegExp, expectPlayerFocused, filledText, titleIn, topicNamed, watchPage } from "./site";

/** The videos a part of the page links to on YouTube, in order, by the edition's "Watch on YouTube" links. */
const videoIds = (page: Page, locale: Locale = "en", scope: Locator = page.getByRole("main")) =>
  scope
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(TEXTS[locale].pages.free.watchLabel)}`) })
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get("v")));
const hrefsOf = (links: Locator) =>
  links.evaluateAll((anchors) => anchors.map((anchor) => decodeURI(anchor.getAttribute("href") ?? "")));

/** Answers the embed locally: this machine is offline, and the test only needs to see the request. */
async function stubYouTube(page: Page) {
  const embeds: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    embeds.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  return embeds;
}

for (const locale of LOCALE_LIST) {
  const { pages, site } = TEXTS[locale];
  const free = localePath(locale, "/Free");
  /** A title of the other edition that is not this edition's: it must not show here. */
  const othersOnly = (entry: { title: string; titleAr?: string }) => {
    const other = titleIn(entry, otherEdition(locale));
    return other === titleIn(entry, locale) ? [] : [other];
  };

  test.describe(`${free}`, () => {
    test("shows the first topics in order with their first videos, titled in the edition, and a link to the rest of a longer topic", async ({
      page,
    }) => {
      expect(topics.length, "the fixtures have more topics than /Free previews").toBeGreaterThan(FREE_PREVIEW_TOPICS);
      const previewed = topics.slice(0, FREE_PREVIEW_TOPICS);
      // A topic's or video's title in the edition where the data gives one, the original otherwise: the fixtures have both.
      const shownVideos = previewed.flatMap((topic) => topic.videos.slice(0, FREE_PREVIEW_VIDEOS));
      for (const entries of [previewed, shownVideos])
        expect(entries.some((entry) => entry.titleAr) && entries.some((entry) => !entry.titleAr)).toBe(true);
      await visit(page, free);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
        previewed.map((topic) => titleIn(topic, locale)),
      );
      for (const topic of previewed) {
        const region = page.getByRole("region", { name: titleIn(topic, locale), exact: true });
        const shown = topic.videos.slice(0, FREE_PREVIEW_VIDEOS);
        expect(await videoIds(page, locale, region)).toEqual(shown.map((video) => video.youtubeId));
        await expect(region.getByRole("heading", { level: 3 })).toHaveText(
          shown.map((video) => titleIn(video, locale)),
        );
        // Each Play button is named in the edition's words, with the title its card shows (Web Development's videos all
        // play here; a video YouTube lets play on YouTube only has no Play button, e2e/unserved.spec.ts).
        const cards = region.getByRole("listitem");
        if (topic.title === webDevelopment.title)
          for (const [index, video] of shown.entries())
            await expect(cards.nth(index).locator(".player").getByRole("button")).toHaveAccessibleName(
              filledText(site.labels.play, { title: titleIn(video, locale) }),
            );
        const more = region.locator("a.all-videos-link");
        if (topic.videos.length <= FREE_PREVIEW_VIDEOS) await expect(more).toHaveCount(0);
        else {
          await expect(more).toHaveAccessibleName(
            filledText(pages.free.allVideosLink, { count: topic.videos.length, topic: titleIn(topic, locale) }),
          );
          expect(await hrefsOf(more)).toEqual([localePath(locale, topic.path)]);
        }
      }
      for (const title of [...previewed, ...shownVideos].flatMap(othersOnly))
        await expect(page.getByRole("main").getByText(title), title).toHaveCount(0);
      const longest = previewed.find((topic) => topic.videos.length > FREE_PREVIEW_VIDEOS);
      expect(longest, "the fixtures preview a topic longer than the preview").toBeDefined();
      if (!longest) return;
      await page
        .getByRole("link", {
          name: filledText(pages.free.allVideosLink, { count: longest.videos.length, topic: titleIn(longest, locale) }),
        })
        .click();
      await page.waitForURL((url) => decodeURI(url.pathname) === localePath(locale, longest.path));
      await expectEdition(page, locale);
      await expect(page.locator("h1")).toHaveText(titleIn(longest, locale));
    });

    test("the topic index links every topic's page in the edition and shows its count", async ({ page }) => {
      await visit(page, free);
      const index = page.getByRole("navigation", { name: pages.free.indexLabel }).getByRole("link");
      await expect(index).toHaveText(topics.map((topic) => `${titleIn(topic, locale)} ${topic.videos.length}`));
      expect(await hrefsOf(index)).toEqual(topics.map((topic) => localePath(locale, topic.path)));
    });
  });
}

test("a topic beyond the previews is in the index, not on /Free itself", async ({ page }) => {
  const later = topics[FREE_PREVIEW_TOPICS];
  await page.goto("/Free");
  await expect(page.getByRole("region", { name: later.title })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Play: ${later.videos[0].title}` })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: later.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(later.title);
  await expect(page.getByRole("button", { name: `Play: ${later.videos[0].title}` })).toHaveCount(1);
});

test("topics whose names differ only in + and # get their own pages and anchors", async ({ page }) => {
  const paths = ["C Learning", "C++ Learning", "C# Learning"].map((title) => topicNamed(title).path);
  expect(new Set(paths).size).toBe(3);
  for (const title of ["C Learning", "C++ Learning", "C# Learning"]) {
    const response = await page.goto(topicNamed(title).path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
  await page.goto("/Free");
  const ids = await page.locator("section.video-section").evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

for (const locale of LOCALE_LIST) {
  const { pages, site } = TEXTS[locale];
  const free = localePath(locale, "/Free");

  test.describe(`topic pages (${locale})`, () => {
    test("a topic titled in Arabic alone keeps its Arabic address, title, page and anchor", async ({ page }) => {
      const expected = topicPage(locale, arabicTitled);
      expect(arabicTitled.path).toMatch(/[\u0600-\u06ff]/);
      const response = await visit(page, expected.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(expected.title);
      await expect(page.locator("h1")).toHaveText(arabicTitled.title);
      expect(await videoIds(page, locale)).toEqual(arabicTitled.videos.map((video) => video.youtubeId));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${escapeRegExp(encodeURI(expected.path))}$`),
      );
      await visit(page, free);
      await expect(page.locator(`section[id="${arabicTitled.path.split("/").at(-1)}"]`)).toHaveCount(1);
    });

    test("a long topic is split into pages of at most TOPIC_PAGE_SIZE videos, linked in order, and each page leads back to the edition's topics", async ({
      page,
    }) => {
      const watch = watchPage(page);
      const [first, second] = [1, 2].map((number) => topicPage(locale, longTopic, number));
      const back = page.getByRole("link", { name: pages.topic.backLabel, exact: true });
      const pagination = page.getByRole("navigation", { name: pages.topic.pagination.label });
      await visit(page, first.path);
      await expect(back).toHaveAttribute("href", free);
      expect(await videoIds(page, locale)).toEqual(
        longTopic.videos.slice(0, TOPIC_PAGE_SIZE).map((video) => video.youtubeId),
      );
      await pagination.getByRole("link", { name: pages.topic.pagination.next, exact: true }).click();
      await page.waitForURL((url) => decodeURI(url.pathname) === second.path);
      await expectEdition(page, locale);
      await expect(page).toHaveTitle(second.title);
      await expect(page.locator("h1")).toHaveText(second.heading);
      expect(await videoIds(page, locale)).toEqual(
        longTopic.videos.slice(TOPIC_PAGE_SIZE, 2 * TOPIC_PAGE_SIZE).map((video) => video.youtubeId),
      );
      await expect(back).toHaveAttribute("href", free);
      // Previous, page 1, page 2.
      expect(await hrefsOf(pagination.getByRole("link"))).toEqual([first.path, first.path, second.path]);
      await expect(
        pagination.getByRole("link", { name: filledText(pages.topic.pagination.page, { page: 2, pages: 2 }) }),
      ).toHaveAttribute("aria-current", "page");
      await pagination.getByRole("link", { name: pages.topic.pagination.previous, exact: true }).click();
      await page.waitForURL((url) => decodeURI(url.pathname) === first.path);
      await expectEdition(page, locale);
      watch.expectClean();
    });

    test("a topic page carries its title, description, canonical URL, its videos' titles in the edition, and JSON-LD of its videos", async ({
      page,
    }) => {
      const topic = webDevelopment;
      const expected = topicPage(locale, topic);
      await visit(page, expected.path);
      await expect(page).toHaveTitle(expected.title);
      // The outline stays h1 → h2 → card h3 (Lighthouse's heading-order audit), with the h2 for assistive technology only.
      await expect(
        page.getByRole("main").getByRole("heading", { level: 2, name: titleIn(topic, locale), exact: true }),
      ).toHaveCount(1);
      await expect(page.getByRole("main").locator(".video-card").getByRole("heading", { level: 3 })).toHaveText(
        topic.videos.map((video) => titleIn(video, locale)),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        filledText(pages.topic.description.other, { count: topic.videos.length, topic: titleIn(topic, locale) }),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${escapeRegExp(encodeURI(expected.path))}$`),
      );
      const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
      const ids = json.itemListElement.map((element: { url?: string; item?: { url: string } }) =>
        new URL(element.item?.url ?? element.url ?? "").searchParams.get("v"),
      );
      expect(ids).toEqual(topic.videos.map((video) => video.youtubeId));
    });
  });

  test(`pressing Play on ${free} swaps in the youtube-nocookie player, titled as the card, with the playlist, and focuses it`, async ({
    page,
  }) => {
    const shown = webDevelopment.videos.slice(0, FREE_PREVIEW_VIDEOS);
    const translated = shown.find((video) => video.titleAr);
    const listed = shown.find((video) => video.playlistId);
    if (!translated || !listed?.playlistId)
      throw new Error("Web Development previews a video with titleAr and one with a playlist");
    const embeds = await stubYouTube(page);
    const plays = [
      [translated, `https://www.youtube-nocookie.com/embed/${translated.youtubeId}?autoplay=1&enablejsapi=1`],
      [
        listed,
        `https://www.youtube-nocookie.com/embed/${listed.youtubeId}?autoplay=1&list=${listed.playlistId}&enablejsapi=1`,
      ],
    ] as const;
    for (const [video, expected] of plays) {
      const watch = watchPage(page);
      await visit(page, free);
      await expect(page.locator("iframe")).toHaveCount(0);
      const title = titleIn(video, locale);
      // Usually pressed before the page's code has loaded: the head script plays it (e2e/first-press.spec.ts).
      await page.getByRole("button", { name: filledText(site.labels.play, { title }) }).click();
      await expect(page.locator(`iframe[title="${title}"]`)).toHaveAttribute("src", expected);
      await expectPlayerFocused(page, title);
      await expect(page.locator("iframe")).toHaveCount(1);
      // The visitor asked for the embed: that one request, and nothing else, leaves the site.
      await expect.poll(() => watch.thirdParty).toEqual([expected]);
      page.removeAllListeners("request");
    }
    expect(embeds).toEqual(plays.map(([, expected]) => expected));
  });
}

for (const key of ["Enter", "Space"]) {
  test(`${key} on a focused play button starts that video`, async ({ page }) => {
    const video = topics[0].videos[1];
    await stubYouTube(page);
    await page.goto("/Free");
    await page.getByRole("button", { name: `Play: ${video.title}` }).focus();
    await page.keyboard.press(key);
    const frame = page.locator(`iframe[title="${video.title}"]`);
    await expect(frame).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&enablejsapi=1`,
    );
    await expectPlayerFocused(page, video.title);
  });
}

test("known channels and languages show; unknown ones are simply left out, the length alone remaining", async ({
  page,
}) => {
  const all = topics.flatMap((topic) => topic.videos.slice(0, FREE_PREVIEW_VIDEOS));
  const known = all.find((video) => video.channel && video.language);
  const unknown = all.find((video) => !video.channel && !video.language);
  expect(known && unknown, "the fixtures have both kinds").toBeTruthy();
  await page.goto("/Free");
  const card = (title: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card(known?.title ?? "")).toContainText(known?.channel ?? "");
  await expect(card(known?.title ?? "").locator(".badge")).toHaveText(known?.language ?? "");
  await expect(card(unknown?.title ?? "").locator(".badge")).toHaveCount(0);
  // Its subtitle starts with its length (every fixture video has one here), without a separator before it; what
  // YouTube knows of it follows (e2e/video-facts.spec.ts).
  const subtitle = card(unknown?.title ?? "").locator(".card-subtitle");
  await expect(subtitle.locator("> bdi")).toHaveCount(0);
  await expect(subtitle.locator("> time")).toHaveCount(1);
  expect(await subtitle.textContent()).toMatch(new RegExp(`^${await subtitle.locator("time").textContent()}( · |$)`));
});

test("every poster keeps the 16:9 shape", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/Free");
  for (const poster of await page.locator(".player").all()) {
    const box = await poster.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  }
});
