import { expect, test, type Page } from "@playwright/test";
import { lowestLevel } from "../plugins/corsi-content/levels";
import { compactViews } from "../src/content/views";
import { corsiLanguage, languageName } from "../src/content/languages";
import type { CourseLevel } from "../src/content/levels";
import { LOCALE_LIST, localePath, type Locale, ROUTES } from "../src/siteManifest";
import { axeViews, expectNoAxeViolations, showAs } from "./axe";
import { entry as courseEntry, lessons } from "./playlistCourses";
import { readData, readTexts, readVideoResources, seedList, topicNamed, waitForStart, type FixtureVideo } from "./site";

/*
 * What YouTube knows of each card (plugins/corsi-youtube's facts, from the Data API stand-in's answers in
 * e2e/fixtures/youtube-api/videos.json): the year, the captions mark, the views, the spoken language where the entry
 * gives none, the level (the entry's own, else its paths' lowest), a course's years and captioned lessons; the captions
 * and level filters; the JSON-LD's VideoObjects. Expected values are read from the fixture files.
 */

interface FactTexts {
  course: { views: { one: string; other: string }; lessonsCaptioned: string };
  paid: { card: { levels: Record<CourseLevel, string> } };
  free: { captionsFilter: { label: string; only: string } };
}

const resources = readVideoResources();
const topic = topicNamed("Web Development");
const plain = topic.videos.filter((video) => !video.playlistId);
const paths = ["web-basics", "python-next", "systems"].map((slug) =>
  readData<{ level: CourseLevel; steps: { courses: { video?: string; playlist?: string }[] }[] }>(`paths/${slug}.yaml`),
);

/** The entries as the owner wrote them (the topic above is as the cards show it, YouTube's facts filled in). */
const own = new Map(
  readData<{ videos: FixtureVideo[] }>("topics/web-development.yaml").videos.map((video) => [video.youtubeId, video]),
);
const ownOf = (video: FixtureVideo) => own.get(video.youtubeId) ?? video;

const hasCaptions = (id: string) => resources.get(id)?.contentDetails?.caption === "true";
/** A video with captions, or a course whose every lesson has them. */
const captioned = (video: FixtureVideo) =>
  video.playlistId ? lessons.every(({ id }) => hasCaptions(id)) : hasCaptions(video.youtubeId);
const yearOf = (video: FixtureVideo) =>
  (video.published ? String(video.published) : resources.get(video.youtubeId)?.snippet?.publishedAt)?.slice(0, 4);
const languageOf = (video: FixtureVideo) =>
  video.language ?? corsiLanguage(resources.get(video.youtubeId)?.snippet?.defaultAudioLanguage);
function levelOf(video: FixtureVideo): CourseLevel | undefined {
  if (video.level) return video.level as CourseLevel;
  const named = (course: { video?: string; playlist?: string }) =>
    course.video === video.youtubeId || (video.playlistId !== undefined && course.playlist === video.playlistId);
  return lowestLevel(
    paths.filter((path) => path.steps.some((step) => step.courses.some(named))).map((path) => path.level),
  );
}

const card = (page: Page, youtubeId: string) =>
  page.getByRole("main").locator(".video-card", { has: page.locator(`#video-${youtubeId}`) });

/** The cards the page shows, by YouTube id (a filter hides a card's item). */
const shownIds = (page: Page) =>
  page
    .getByRole("main")
    .locator(".video-card h3")
    .evaluateAll((headings) =>
      headings.filter((heading) => heading.closest("[hidden]") === null).map((heading) => heading.id.slice(6)),
    );

test("the fixture has what the cards must show: captions and not, a language only YouTube gives, levels of each kind", () => {
  expect(plain.filter((video) => hasCaptions(video.youtubeId)).length).toBeGreaterThan(0);
  expect(plain.filter((video) => !hasCaptions(video.youtubeId)).length).toBeGreaterThan(0);
  expect(plain.some((video) => !ownOf(video).language && languageOf(video))).toBe(true);
  expect(
    plain.some(
      (video) =>
        ownOf(video).published && yearOf(video) !== resources.get(video.youtubeId)?.snippet?.publishedAt?.slice(0, 4),
    ),
  ).toBe(true);
  expect(plain.some((video) => video.level)).toBe(true);
  expect(plain.some((video) => !video.level && levelOf(video))).toBe(true);
});

for (const locale of LOCALE_LIST) {
  const texts = readTexts<FactTexts>("pages.yaml", locale);
  const site = readTexts<{ labels: { captions: string } }>("site.yaml", locale);
  const at = (path: string) => localePath(locale, path);

  /** A card's line says the video's year, views and level, and its captions mark is there exactly when YouTube says so. */
  async function expectFacts(page: Page, video: FixtureVideo) {
    const shown = card(page, video.youtubeId);
    const line = shown.locator(".card-subtitle");
    await expect(line).toBeVisible();
    const year = yearOf(video);
    if (year) await expect(line).toContainText(year);
    const views = resources.get(video.youtubeId)?.statistics?.viewCount;
    if (views) await expect(line).toContainText(compactViews(Number(views), locale));
    const level = levelOf(video);
    if (level) await expect(line).toContainText(texts.paid.card.levels[level]);
    const mark = shown.getByRole("img", { name: site.labels.captions, exact: true });
    await expect(mark).toHaveCount(hasCaptions(video.youtubeId) ? 1 : 0);
  }

  test.describe(`what YouTube knows (${locale})`, () => {
    test("each card says its year, its views, its level and its language, and marks captions by name", async ({
      page,
    }) => {
      await page.goto(at(topic.path));
      for (const video of plain) {
        await expectFacts(page, video);
        const language = languageOf(video);
        if (language)
          await expect(card(page, video.youtubeId).locator(".card-subtitle .badge")).toHaveText(
            languageName(language, locale),
          );
      }
    });

    test("/Saved's cards say the same as the topic page's: the year, the views, the level, the captions mark", async ({
      page,
    }) => {
      const saved = plain.slice(0, 4);
      await seedList(
        page,
        Object.fromEntries(
          saved.map((video) => [video.youtubeId, { title: video.title, topic: "web-development", saved: true }]),
        ),
      );
      await page.goto(at(ROUTES.saved.path));
      for (const video of saved) await expectFacts(page, video);
      expect(saved.some((video) => hasCaptions(video.youtubeId))).toBe(true);
    });

    test("a search result says what its card's line says: the year, the views, the level, the captions", async ({
      page,
    }) => {
      const video = plain.find(
        (entry) => hasCaptions(entry.youtubeId) && resources.get(entry.youtubeId)?.statistics?.viewCount,
      )!;
      await page.goto(at(topic.path));
      const title = (await page.locator(`#video-${video.youtubeId}`).textContent()) ?? "";
      await page.getByRole("search").getByRole("searchbox").fill(title);
      const result = page
        .getByRole("search")
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: title, exact: true }) });
      await expect(result).toContainText(yearOf(video)!);
      await expect(result).toContainText(
        compactViews(Number(resources.get(video.youtubeId)?.statistics?.viewCount), locale),
      );
      const level = levelOf(video);
      if (level) await expect(result).toContainText(texts.paid.card.levels[level]);
      await expect(result).toContainText(site.labels.captions);
      const without = plain.find((entry) => !hasCaptions(entry.youtubeId))!;
      const otherTitle = (await page.locator(`#video-${without.youtubeId}`).textContent()) ?? "";
      await page.getByRole("search").getByRole("searchbox").fill(otherTitle);
      const other = page
        .getByRole("search")
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: otherTitle, exact: true }) });
      await expect(other).toBeVisible();
      await expect(other).not.toContainText(site.labels.captions);
    });

    test("a playlist course's card gives its lessons' years as a range, and how many have captions", async ({
      page,
    }) => {
      await page.goto(at(topic.path));
      const years = lessons.map(({ id }) => resources.get(id)?.snippet?.publishedAt?.slice(0, 4) ?? "").sort();
      const range = years[0] === years.at(-1) ? years[0] : `${years[0]}–${years.at(-1)}`;
      const captioned = lessons.filter(({ id }) => hasCaptions(id)).length;
      const line = card(page, courseEntry.youtubeId).locator(".card-subtitle");
      await expect(line).toContainText(range);
      await expect(line).toContainText(
        texts.course.lessonsCaptioned.replace("{count}", String(captioned)).replace("{total}", String(lessons.length)),
      );
    });

    test("the captions and level filters keep the matching cards, in the address; without a match, all come back", async ({
      page,
    }) => {
      await page.goto(at(`${topic.path}?captions=1`));
      await waitForStart(page);
      const withCaptions = topic.videos.filter(captioned).map(({ youtubeId }) => youtubeId);
      await expect.poll(() => shownIds(page)).toEqual(withCaptions);
      const filter = page.getByLabel(texts.free.captionsFilter.label, { exact: true });
      await expect(filter).toHaveValue("1");
      const levelFilter = page.locator("select[data-filter=level]");
      await levelFilter.selectOption("beginner");
      const both = topic.videos
        .filter((video) => captioned(video) && levelOf(video) === "beginner")
        .map(({ youtubeId }) => youtubeId);
      await expect.poll(() => shownIds(page)).toEqual(both);
      await expect(page).toHaveURL(/\?captions=1&level=beginner$/);
      await filter.selectOption("");
      await expect
        .poll(() => shownIds(page))
        .toEqual(topic.videos.filter((video) => levelOf(video) === "beginner").map(({ youtubeId }) => youtubeId));
      await expect(page).toHaveURL(/\?level=beginner$/);
    });

    test("without JavaScript every card stays listed, and the filters are not offered", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(at(`${topic.path}?captions=1&level=advanced`));
      expect(await shownIds(page)).toEqual(topic.videos.map(({ youtubeId }) => youtubeId));
      await expect(page.locator("select[data-filter=captions]")).toBeHidden();
      await context.close();
    });

    test("search engines get a VideoObject with YouTube's day where the entry gives none, and its duration", async ({
      page,
    }) => {
      await page.goto(at(topic.path));
      const list = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
      ) as { itemListElement: { item?: { url: string; uploadDate: string; duration?: string } }[] };
      const objects = new Map(
        list.itemListElement.flatMap(({ item }) => (item ? [[new URL(item.url).searchParams.get("v"), item]] : [])),
      );
      const fromYouTube = plain.find(
        (video) => !ownOf(video).published && resources.get(video.youtubeId)?.snippet?.publishedAt,
      )!;
      expect(objects.get(fromYouTube.youtubeId)).toMatchObject({
        uploadDate: resources.get(fromYouTube.youtubeId)?.snippet?.publishedAt?.slice(0, 10),
        duration: expect.stringMatching(/^PT/),
      });
      const dated = plain.find((video) => ownOf(video).published)!;
      expect(objects.get(dated.youtubeId)?.uploadDate).toBe(String(ownOf(dated).published).slice(0, 10));
    });
  });
}

test.describe("what YouTube knows: axe", () => {
  for (const [index, view] of [0, 1, 2].flatMap((turn) => axeViews(turn).map((view) => [turn, view] as const)))
    test(`a topic page with the marks shown and a filter chosen, ${view.locale} ${view.colorScheme} ${view.width} px (${index})`, async ({
      page,
    }) => {
      await showAs(page, view);
      await page.goto(localePath(view.locale as Locale, `${topic.path}?captions=1`));
      await waitForStart(page);
      await expect(page.locator(".captions-mark").first()).toBeVisible();
      await expectNoAxeViolations(page, `${view.locale} ${view.colorScheme} ${view.width}`);
    });
});
