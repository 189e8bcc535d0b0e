import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseAtomFeed } from "feedsmith";
import { FEED_TYPE } from "../src/content/feeds";
import { weekStart } from "../plugins/shared/days";
import {
  FEED_ENTRIES,
  LOCALE_LIST,
  localePath,
  NEW_ENTRIES,
  ROUTES,
  siteFeedPath,
  topicFeedPath,
} from "../src/siteManifest";
import { FIXTURE_DATA, readData, readTexts, readTopics, titleIn } from "./site";

/*
 * What joined the catalog last: /New and the Atom feeds. The expected order is worked out here from the fixtures' `added` days, never read from the site.
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
    test("lists the newest entries, newest first, by week, without a video YouTube no longer serves", async ({
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
      // One heading a week, named by its Monday in a <time>, in order; each week's cards under its heading.
      const weeks = [...new Set(expected.map((entry) => weekStart(entry.added)))];
      expect(weeks.length).toBeGreaterThan(1);
      const times = page.locator("main h2 time");
      expect(await times.evaluateAll((all) => all.map((time) => time.getAttribute("datetime")))).toEqual(weeks);
      for (const week of weeks) {
        const section = page.locator("main section").filter({ has: page.locator(`h2 time[datetime="${week}"]`) });
        await expect(section.locator("article h3")).toHaveText(
          expected.filter((entry) => weekStart(entry.added) === week).map((entry) => titleIn(entry, locale)),
        );
      }
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

    test("hold RFC 4287's required elements, and are served with the security headers of every file", async ({
      request,
    }) => {
      const response = await request.get(siteFeedPath(locale));
      const xml = await response.text();
      const document = parseAtomFeed(xml);
      // The feed: id, title, updated, its own address, and the edition's language.
      expect(document.id).toBeTruthy();
      expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      expect(document.links?.find((link) => link.rel === "self")?.href).toMatch(new RegExp(`${siteFeedPath(locale)}$`));
      expect(xml).toMatch(new RegExp(`<feed [^>]*xml:lang="${locale}"`));
      // Each entry: id, title, updated (its day, midnight UTC), a link to its card, and a summary.
      const entries = document.entries ?? [];
      expect(entries.length).toBe(Math.min(FEED_ENTRIES, NEWEST.length));
      for (const [index, entry] of entries.entries()) {
        expect(entry.id).toBeTruthy();
        expect(entry.updated).toBe(`${NEWEST[index].added}T00:00:00Z`);
        expect(new URL(entry.links?.[0]?.href ?? "").hash).toMatch(/^#(video|paid)-/);
        expect(entry.summary?.value).toBeTruthy();
      }
      const page = await request.get(localePath(locale, ROUTES.new.path));
      for (const header of [
        "strict-transport-security",
        "x-content-type-options",
        "referrer-policy",
        "x-frame-options",
      ])
        expect(response.headers()[header], header).toBe(page.headers()[header]);
    });

    test("every page names its edition's feed, and a topic page its topic's too", async ({ page }) => {
      const alternates = page.locator(`head link[rel=alternate][type="${FEED_TYPE}"]`);
      for (const route of [ROUTES.home.path, ROUTES.paid.path, ROUTES.contact.path, ROUTES.paths.path]) {
        await page.goto(localePath(locale, route));
        await expect(alternates, route).toHaveCount(1);
        await expect(alternates).toHaveAttribute("href", siteFeedPath(locale));
      }
      const topic = readTopics()[0];
      await page.goto(localePath(locale, topic.path));
      expect(await alternates.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
        siteFeedPath(locale),
        topicFeedPath(locale, topic.path.split("/").at(-1) ?? ""),
      ]);
    });
  });
}
