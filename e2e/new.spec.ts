import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseAtomFeed } from "feedsmith";
import { FEED_TYPE } from "../src/content/feeds";
import { searchNames } from "../src/content/searchNames";
import {
  FEED_ENTRIES,
  LOCALE_LIST,
  localePath,
  NEW_ENTRIES,
  ROUTES,
  siteFeedPath,
  topicFeedPath,
} from "../src/siteManifest";
import { FIXTURE_DATA, readData, readTexts, readTopics, TEXTS_DATA, titleIn } from "./site";
import { parse } from "yaml";
import { readFileSync } from "node:fs";

/*
 * What joined the catalog last: /New, the Atom feeds, and the names search finds a card by (data/names.yaml). The
 * expected order is worked out here from the fixtures' `added` days, never read from the site.
 */

interface Added {
  id: string;
  title: string;
  titleAr?: string;
  added: string;
  topic: string;
}

/** Every entry the site lists, newest first; within a day the catalog's order, the last first, paid courses after. */
function newestFirst(): Added[] {
  const videos = readTopics().flatMap((topic) =>
    topic.videos.map((video) => ({
      id: `video-${video.youtubeId}`,
      title: video.title,
      titleAr: video.titleAr,
      added: String((video as { added?: string }).added),
      topic: topic.path,
    })),
  );
  const seen = new Set<string>();
  const unique = videos.filter((video) => !seen.has(video.id) && seen.add(video.id));
  const paid = readdirSync(path.join(FIXTURE_DATA, "paid"))
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => {
      const course = readData<{ title: string; titleAr?: string; added: string; topic: string }>(`paid/${file}`);
      return { ...course, id: `paid-${path.basename(file, ".yaml")}`, added: String(course.added) };
    });
  const order = new Map(
    [...unique, ...paid].map((entry, index) => [entry.id, entry.id.startsWith("paid-") ? -1 : index]),
  );
  return [...unique, ...paid].sort(
    (a, b) =>
      b.added.localeCompare(a.added) ||
      (a.id.startsWith("paid-") && b.id.startsWith("paid-") ? 0 : (order.get(b.id) ?? 0) - (order.get(a.id) ?? 0)),
  );
}

const NEWEST = newestFirst();

interface NewTexts {
  new: { heading: string; feedLink: string; feed: { title: string } };
  free: { newLink: string };
}

for (const locale of LOCALE_LIST) {
  const texts = readTexts<NewTexts>("pages.yaml", locale);
  const home = readTexts<{ start: { newLink: { label: string } } }>("home.yaml", locale);

  test.describe(`/New (${locale})`, () => {
    test("lists the newest entries, newest first, by day, without a video YouTube no longer serves", async ({
      page,
    }) => {
      await page.goto(localePath(locale, ROUTES.new.path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.new.heading);
      const cards = page.locator("main article h3");
      const expected = NEWEST.slice(0, NEW_ENTRIES);
      await expect(cards).toHaveText(expected.map((entry) => titleIn(entry, locale)));
      expect(await cards.evaluateAll((headings) => headings.map((heading) => heading.id))).toEqual(
        expected.map((entry) => entry.id),
      );
      // One heading a day, each with its day in a <time>, in order.
      const days = [...new Set(expected.map((entry) => entry.added))];
      await expect(page.locator("main h2 time")).toHaveCount(days.length);
      expect(
        await page.locator("main h2 time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime"))),
      ).toEqual(days);
      await expect(page.locator("#video-fixGone0001")).toHaveCount(0);
    });

    test("is linked from the home page and /Free, and links its feed", async ({ page }) => {
      await page.goto(localePath(locale, ROUTES.home.path));
      await page.getByRole("link", { name: home.start.newLink.label }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, ROUTES.new.path)}$`));
      await page.goto(localePath(locale, ROUTES.free.path));
      await page.getByRole("link", { name: texts.free.newLink }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, ROUTES.new.path)}$`));
      await expect(page.getByRole("link", { name: texts.new.feedLink })).toHaveAttribute("href", siteFeedPath(locale));
      await expect(page.locator(`head link[rel=alternate][type="${FEED_TYPE}"]`)).toHaveAttribute(
        "href",
        siteFeedPath(locale),
      );
    });
  });

  test.describe(`the feeds (${locale})`, () => {
    test("are Atom, served as such, with the newest entries of the catalog and of a topic", async ({ request }) => {
      const response = await request.get(siteFeedPath(locale));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(`${FEED_TYPE}; charset=utf-8`);
      const feed = parseAtomFeed(await response.text());
      expect(feed.title?.value).toBe(texts.new.feed.title);
      expect(feed.entries?.map((entry) => entry.title?.value)).toEqual(
        NEWEST.slice(0, FEED_ENTRIES).map((entry) => titleIn(entry, locale)),
      );
      // A topic's own feed, beside its page: its entries only.
      const topic = readTopics().find((entry) => entry.videos.length > 0);
      if (!topic) throw new Error("a fixture topic with videos");
      const slug = topic.path.split("/").at(-1) ?? "";
      const topicFeed = await request.get(topicFeedPath(locale, slug));
      expect(topicFeed.headers()["content-type"]).toBe(`${FEED_TYPE}; charset=utf-8`);
      const entries = parseAtomFeed(await topicFeed.text()).entries ?? [];
      expect(entries.length).toBeGreaterThan(0);
      const links = entries.map((entry) => decodeURI(new URL(entry.links?.[0]?.href ?? "").pathname));
      expect(links.every((link) => link.startsWith(localePath(locale, topic.path)) || link.includes("/Paid"))).toBe(
        true,
      );
    });
  });
}

test.describe("names", () => {
  const groups = (
    parse(readFileSync(path.join(TEXTS_DATA, "names.yaml"), "utf8")) as { groups: { names: string[] }[] }
  ).groups.map((group) => group.names);

  test("an Arabic name of a technology finds on /ar/Free the cards whose title names it in Latin letters", async ({
    page,
  }) => {
    // A card the word itself is not on, found by its other names (data/names.yaml).
    const python = readTopics()
      .flatMap((topic) => topic.videos)
      .find((video) => /python/i.test(titleIn(video, "ar")) && !titleIn(video, "ar").includes("بايثون"));
    if (!python) throw new Error("a fixture video whose Arabic-edition title says Python in Latin letters");
    expect(searchNames(titleIn(python, "ar"), groups)).toContain("بايثون");
    await page.goto(localePath("ar", ROUTES.free.path));
    await page.getByRole("search").getByRole("searchbox").fill("بايثون");
    await expect(
      page.getByRole("search").getByRole("link", { name: titleIn(python, "ar"), exact: true }),
    ).toBeVisible();
  });

  test("a spelling Pagefind alone does not fold finds the card: ه for ة in a short word", async ({ page }) => {
    // Measured in src/content/searchNames.test.ts: Pagefind's Arabic index does not find "لغة" by "لغه".
    const card = readTopics()
      .flatMap((topic) => topic.videos)
      .find((video) => video.titleAr?.split(" ").includes("لغة"));
    if (!card?.titleAr) throw new Error("a fixture video whose Arabic title has the word لغة");
    await page.goto(localePath("ar", ROUTES.free.path));
    await page.getByRole("search").getByRole("searchbox").fill("لغه");
    await expect(page.getByRole("search").getByRole("link", { name: card.titleAr, exact: true })).toBeVisible();
  });
});
