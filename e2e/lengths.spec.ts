import { expect, test, type Page } from "@playwright/test";
import { isoSeconds } from "../plugins/shared/youtube/answers";
import { courseLength, isoDuration, lengthClass, type LengthClass } from "../src/content/duration";
import { languageCode } from "../src/content/languages";
import { LOCALE_LIST, localePath, ROUTES } from "../src/siteManifest";
import {
  readData,
  readTexts,
  readTopics,
  readVideoResources,
  topicNamed,
  waitForStart,
  type FixtureVideo,
} from "./site";

/*
 * How long each card runs (<time datetime>, the edition's words) and the length filter (?length=), on the fixture
 * catalog: its videos' lengths are the stand-in's (e2e/fixtures/youtube-api/videos.json), a playlist's its lessons'.
 */

interface LengthTexts {
  free: { lengthFilter: Record<"label" | "all" | LengthClass, string>; filter: { label: string } };
  course: { duration: { hours: string; minutes: string } };
}

const resources = readVideoResources();
/** A plain video's length in seconds, as the stand-in gives it; undefined when it gives none (P0D). */
const secondsOf = ({ youtubeId }: FixtureVideo) => {
  const duration = resources.get(youtubeId)?.contentDetails?.duration;
  return (duration && isoSeconds(duration)) || undefined;
};

const webDevelopment = topicNamed("Web Development");
const playlist = webDevelopment.videos.find((video) => video.playlistId);
const plain = webDevelopment.videos.filter((video) => !video.playlistId);
const unknown = plain.filter((video) => secondsOf(video) === undefined);

/** The YouTube ids of the cards the page shows, in order (the catalog tools hide a card's item; none is removed). */
const shownIds = (page: Page) =>
  page
    .getByRole("main")
    .locator(".video-card h3")
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.closest("[hidden]") === null)
        .map((heading) => heading.id.replace(/^video-/, "")),
    );

/** The fixture topic's videos a filter keeps: a playlist's length read from its card (its lessons' total). */
function kept(videos: readonly FixtureVideo[], playlistSeconds: number, lang: string, length: string) {
  return videos
    .filter((video) => !lang || (video.language && languageCode(video.language) === lang))
    .filter((video) => {
      if (!length) return true;
      const seconds = video.playlistId ? playlistSeconds : secondsOf(video);
      return seconds !== undefined && lengthClass(seconds) === length;
    })
    .map((video) => video.youtubeId);
}

test("the fixture has a video of each length, one without a length and a playlist with its lessons", () => {
  const classes = new Set(plain.flatMap((video) => (secondsOf(video) ? [lengthClass(secondsOf(video) ?? 0)] : [])));
  expect([...classes].sort()).toEqual(["long", "medium", "short"]);
  expect(unknown).toHaveLength(1);
  expect(playlist).toBeDefined();
});

for (const locale of LOCALE_LIST) {
  const texts = readTexts<LengthTexts>("pages.yaml", locale);
  const at = (path: string) => localePath(locale, path);

  test.describe(`lengths (${locale})`, () => {
    test("every card with a known length says it, in a <time> with its ISO 8601 duration", async ({ page }) => {
      await page.goto(at(webDevelopment.path));
      const main = page.getByRole("main");
      for (const video of plain) {
        const card = main.locator(".video-card", { has: page.locator(`#video-${video.youtubeId}`) });
        const seconds = secondsOf(video);
        if (seconds === undefined) {
          await expect(card.locator("time")).toHaveCount(0);
          continue;
        }
        await expect(card.locator("time")).toHaveAttribute("datetime", isoDuration(seconds));
        await expect(card.locator("time")).toHaveText(courseLength(seconds, texts.course.duration));
      }
      // A playlist's card says its lessons' total once, in its course's summary.
      const course = main.locator(".video-card", { has: page.locator(`#video-${playlist?.youtubeId}`) });
      await expect(course.locator("time")).toHaveCount(1);
      const summaryTime = course.locator("a time");
      await expect(summaryTime).toHaveAttribute("datetime", /^PT\d+H(\d+M)?(\d+S)?$/);
      const iso = (await summaryTime.getAttribute("datetime")) ?? "";
      await expect(summaryTime).toHaveText(courseLength(isoSeconds(iso) ?? 0, texts.course.duration));
    });

    test("/Free's previews and /Paid's cards say how long they run", async ({ page }) => {
      await page.goto(at(ROUTES.free.path));
      const first = readTopics()[0].videos.find((video) => secondsOf(video) && !video.playlistId);
      await expect(page.locator(`.video-card:has(#video-${first?.youtubeId}) time`)).toHaveAttribute(
        "datetime",
        isoDuration(secondsOf(first ?? webDevelopment.videos[0]) ?? 0),
      );
      await page.goto(at(ROUTES.paid.path));
      const python = readData<{ hours: number }>("paid/python-from-zero.yaml");
      expect(python.hours).toBe(12.5);
      await expect(page.locator("main .video-card time[datetime='PT12H30M']")).toHaveCount(1);
      await expect(page.locator("main .video-card time[datetime='PT42H']")).toHaveCount(1);
    });

    test("the length filter narrows a topic's cards, with the language filter or without, in the address", async ({
      page,
    }) => {
      await page.goto(at(webDevelopment.path));
      await waitForStart(page);
      const filter = page.getByLabel(texts.free.lengthFilter.label, { exact: true });
      await expect(filter.locator("option")).toHaveText(
        ["all", "short", "medium", "long"].map((key) => texts.free.lengthFilter[key as "all" | LengthClass]),
      );
      const playlistSeconds = isoSeconds(
        (await page.locator(`.video-card:has(#video-${playlist?.youtubeId}) a time`).getAttribute("datetime")) ?? "",
      );
      expect(playlistSeconds).toBeGreaterThan(5 * 3600);
      const all = webDevelopment.videos.map((video) => video.youtubeId);
      expect(await shownIds(page)).toEqual(all);
      for (const length of ["short", "medium", "long"] as const) {
        await filter.selectOption(length);
        await expect(page).toHaveURL(new RegExp(`\\?length=${length}$`));
        await expect.poll(() => shownIds(page)).toEqual(kept(webDevelopment.videos, playlistSeconds ?? 0, "", length));
      }
      // With a language: both choices in the address, each card matching both.
      await page.getByLabel(texts.free.filter.label, { exact: true }).selectOption("ar");
      await expect(page).toHaveURL(/\?length=long&lang=ar$/);
      await expect.poll(() => shownIds(page)).toEqual(kept(webDevelopment.videos, playlistSeconds ?? 0, "ar", "long"));
      // Every length again: the card of unknown length is back.
      await filter.selectOption("");
      await expect(page).toHaveURL(/\?lang=ar$/);
      await expect.poll(() => shownIds(page)).toEqual(kept(webDevelopment.videos, playlistSeconds ?? 0, "ar", ""));
      await page.getByLabel(texts.free.filter.label, { exact: true }).selectOption("");
      await expect.poll(() => shownIds(page)).toEqual(all);
      expect(all).toContain(unknown[0].youtubeId);
    });

    test("an address that carries a length filters from the start, and its links keep it", async ({ page }) => {
      await page.goto(`${at(webDevelopment.path)}?lang=en&length=medium`);
      await waitForStart(page);
      await expect(page.getByLabel(texts.free.lengthFilter.label, { exact: true })).toHaveValue("medium");
      await expect(page.getByLabel(texts.free.filter.label, { exact: true })).toHaveValue("en");
      await expect.poll(() => shownIds(page)).toEqual(kept(webDevelopment.videos, 0, "en", "medium"));
      // /Free: the index counts the topics' videos of that length, and its links carry the choice.
      await page.goto(`${at(ROUTES.free.path)}?length=short`);
      await waitForStart(page);
      const link = page.locator(".topic-index a", { hasText: /./ }).first();
      await expect(link).toHaveAttribute("href", /\?length=short$/);
      const shortCount = webDevelopment.videos.filter((video) => {
        const seconds = secondsOf(video);
        return !video.playlistId && seconds !== undefined && lengthClass(seconds) === "short";
      }).length;
      await expect(page.locator(`.topic-index a[href^="${at(webDevelopment.path)}?"] .badge`).first()).toHaveText(
        String(shortCount),
      );
    });

    test("without JavaScript every card stays listed and no length filter is offered", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${at(webDevelopment.path)}?length=short`);
      await expect(page.getByRole("main").locator(".video-card")).toHaveCount(webDevelopment.videos.length);
      await expect(page.getByLabel(texts.free.lengthFilter.label, { exact: true })).toBeHidden();
      await context.close();
    });
  });
}

test("the length filter is offered only where lengths are known", async ({ page }) => {
  const texts = readTexts<LengthTexts>("pages.yaml", "en");
  // Kotlin's one video is short: only that length, and "any".
  const kotlin = topicNamed("Kotlin Learning");
  await page.goto(kotlin.path);
  await waitForStart(page);
  await expect(page.getByLabel(texts.free.lengthFilter.label, { exact: true }).locator("option")).toHaveText([
    texts.free.lengthFilter.all,
    texts.free.lengthFilter.short,
  ]);
});
