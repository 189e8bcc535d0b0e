import { readdirSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { learningPathPagePath, LOCALE_LIST, localePath, ROUTES, type Locale } from "../src/siteManifest";
import { paidListId } from "../src/content/paid";
import { LIST_FORMAT, LIST_VERSION, STORAGE_KEY } from "../src/learner/list";
import { axeViews, expectNoAxeViolations, showAs } from "./axe";
import { entry as courseEntry, lessons, playlistId, coursePages } from "./playlistCourses";
import {
  FIXTURE_DATA,
  filledText,
  readData,
  readGoneVideos,
  readTexts,
  readTopics,
  seedList,
  titleIn,
  watchPage,
} from "./site";

/*
 * Learning paths (data/paths/, here the fixtures' e2e/fixtures/data/paths/): /Paths, each path's page, and the
 * learner's progress along a path, counted from the list the cards' buttons and a course's lessons keep.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

interface FixturePath {
  slug: string;
  title: string;
  titleAr: string;
  level: "beginner" | "intermediate" | "advanced";
  position: number;
  description: string;
  descriptionAr?: string;
  steps: { title: string; titleAr: string; courses: { video?: string; playlist?: string; paid?: string }[] }[];
}

const PATHS: FixturePath[] = readdirSync(path.join(FIXTURE_DATA, "paths"))
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => ({ ...readData<Omit<FixturePath, "slug">>(`paths/${file}`), slug: path.basename(file, ".yaml") }))
  .sort((a, b) => a.position - b.position);

const videos = new Map(readTopics().flatMap((topic) => topic.videos.map((video) => [video.youtubeId, video])));
const gone = new Set(readGoneVideos().map(({ video }) => video.youtubeId));
const paidCourse = (slug: string) => readData<{ title: string; titleAr?: string; price: number }>(`paid/${slug}.yaml`);

/** A path's courses as the site lists them, in order: each its list entry and its title in an edition. */
function coursesOf(fixture: FixturePath, locale: Locale) {
  return fixture.steps.map((step) =>
    step.courses.flatMap((course) => {
      if (course.paid) return [{ id: paidListId(course.paid), title: titleIn(paidCourse(course.paid), locale) }];
      const video = course.video
        ? videos.get(course.video)
        : [...videos.values()].find((candidate) => candidate.playlistId === course.playlist);
      if (!video || gone.has(video.youtubeId)) return [];
      return [{ id: video.youtubeId, title: titleIn(video, locale) }];
    }),
  );
}

/** The path with a video, a playlist course and a paid course, and a course YouTube no longer serves. */
const WEB = PATHS.find((fixture) => fixture.steps.some((step) => step.courses.some((course) => course.playlist)))!;

interface PathTexts {
  paths: {
    heading: string;
    levelFilter: { label: string; all: string };
    progress: string;
    steps: { one: string; other: string };
    courses: { one: string; other: string };
  };
  path: { step: string; stepDone: string; start: string; continue: string; finished: string; backLabel: string };
  paid: { card: { levels: Record<FixturePath["level"], string>; price: string } };
  course: { lessonWatched: string };
}

/** A list kept in the page's browser now, as a learner's earlier presses would have left it. */
const keepList = (page: Page, videos: Record<string, object>) =>
  page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({ format: LIST_FORMAT, version: LIST_VERSION, videos }),
  ] as const);

/** A card's button, found as a visitor finds it: in the group named by the course's title. */
const toggle = (page: Page, title: string, name: string) =>
  page.getByRole("group", { name: title, exact: true }).getByRole("button", { name, exact: true });

for (const locale of LOCALE_LIST) {
  const texts = readTexts<PathTexts>("pages.yaml", locale);
  const learner = readTexts<{ learner: { watched: string; done: string } }>("site.yaml", locale).learner;
  const PATHS_PAGE = localePath(locale, ROUTES.paths.path);
  const pageOf = (fixture: FixturePath) => localePath(locale, learningPathPagePath(fixture.slug));
  const steps = coursesOf(WEB, locale);
  const courses = steps.flat();
  const progress = (done: number, total = courses.length) => filledText(texts.paths.progress, { done, total });
  const pathCard = (page: Page, fixture: FixturePath) =>
    page.getByRole("article", { name: titleIn(fixture, locale), exact: true });

  test.describe(`${locale}: learning paths`, () => {
    test("/Paths lists every path in order, with its level in words, its size and a link to its page; so it does without JavaScript", async ({
      browser,
    }) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        const watch = watchPage(page);
        await page.goto(PATHS_PAGE);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.paths.heading);
        const headings = page.locator("main article h2");
        await expect(headings).toHaveText(PATHS.map((fixture) => titleIn(fixture, locale)));
        for (const fixture of PATHS) {
          const card = pathCard(page, fixture);
          await expect(card).toContainText(texts.paid.card.levels[fixture.level]);
          const listed = coursesOf(fixture, locale);
          const count = (forms: { one: string; other: string }, n: number) =>
            (n === 1 ? forms.one : forms.other).replace("{count}", String(n));
          await expect(card).toContainText(count(texts.paths.steps, listed.filter((step) => step.length).length));
          await expect(card).toContainText(count(texts.paths.courses, listed.flat().length));
          await expect(card.getByRole("link", { name: titleIn(fixture, locale) })).toHaveAttribute(
            "href",
            pageOf(fixture),
          );
        }
        // Nobody has started a path: no progress is shown.
        await expect(page.getByText(progress(0, 3))).toHaveCount(0);
        watch.expectClean();
        await context.close();
      }
    });

    test("a path's page lists its steps in order and each course as its card, without a course YouTube no longer serves; without JavaScript too", async ({
      browser,
    }) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(pageOf(WEB));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleIn(WEB, locale));
        await expect(page.locator("main section > h2")).toHaveText(
          WEB.steps.map((step, index) =>
            filledText(texts.path.step, { number: index + 1, title: titleIn(step, locale) }),
          ),
        );
        await expect(page.locator("main section h3")).toHaveText(courses.map((course) => course.title));
        for (const id of gone) await expect(page.locator(`#video-${id}`)).toHaveCount(0);
        // The playlist course is its card: its lessons' total links to its page.
        await expect(page.locator(`a[href="${localePath(locale, coursePages[0])}"]`)).toHaveCount(1);
        // Without JavaScript, no progress, no Continue.
        if (!javaScriptEnabled) {
          await expect(page.getByText(progress(0))).toHaveCount(0);
          await expect(page.locator("a[data-continue]")).toBeHidden();
        } else {
          await expect(page.getByText(progress(0))).toBeVisible();
          const first = page.getByRole("link", { name: filledText(texts.path.start, { course: courses[0].title }) });
          await expect(first).toHaveAttribute("href", `#video-${courses[0].id}`);
        }
        await context.close();
      }
    });

    test("Watched on the path's page and on a topic page, and Done on a paid card, count on the path's page and on /Paths after a reload; Continue leads to the next course", async ({
      page,
    }) => {
      const watch = watchPage(page);
      await page.goto(pageOf(WEB));
      await toggle(page, courses[0].title, learner.watched).click();
      await expect(page.getByText(progress(1))).toBeVisible();
      const next = page.getByRole("link", { name: filledText(texts.path.continue, { course: courses[1].title }) });
      await expect(next).toHaveAttribute("href", `#video-${courses[1].id}`);
      // A video of the path marked on its topic's page.
      const other = steps[1][0];
      const topic = readTopics().find((entry) => entry.videos.some((video) => video.youtubeId === other.id))!;
      await page.goto(localePath(locale, topic.path));
      await toggle(page, other.title, learner.watched).click();
      // The paid course marked done on its card.
      const paid = courses.find((course) => course.id.startsWith("paid:"))!;
      await page.goto(pageOf(WEB));
      await toggle(page, paid.title, learner.done).click();
      await page.reload();
      await expect(page.getByText(progress(3))).toBeVisible();
      await expect(toggle(page, paid.title, learner.done)).toHaveAttribute("aria-pressed", "true");
      // The first step is not complete (its playlist course is not done); the second is.
      const stepHeadings = page.locator("main section > h2");
      await expect(stepHeadings.nth(0)).not.toContainText(texts.path.stepDone);
      await expect(stepHeadings.nth(1).getByText(texts.path.stepDone, { exact: true })).toBeVisible();
      await page.goto(PATHS_PAGE);
      await expect(pathCard(page, WEB).getByText(progress(3))).toBeVisible();
      // A path not started says nothing.
      const others = PATHS.filter((fixture) => fixture !== WEB);
      for (const fixture of others) await expect(pathCard(page, fixture).locator("[data-progress]")).toBeHidden();
      watch.expectClean();
    });

    test("a playlist course is done once its last lesson is ticked, and the path is finished", async ({ page }) => {
      // Every lesson but the last ticked, and every other course of the path done.
      const ticked = lessons.slice(0, -1).map((lesson) => lesson.id);
      // Kept once, not before every page (seedList): the tick must stay.
      await page.goto(pageOf(WEB));
      await keepList(page, {
        ...Object.fromEntries(
          courses
            .filter((course) => course.id !== courseEntry.youtubeId)
            .map((course) => [course.id, { title: course.title, watched: true }]),
        ),
        [courseEntry.youtubeId]: { title: courseEntry.title, playlist: playlistId, lessons: ticked },
      });
      await page.goto(pageOf(WEB));
      await expect(page.getByText(progress(courses.length - 1))).toBeVisible();
      await expect(
        page.getByRole("link", { name: filledText(texts.path.continue, { course: titleIn(courseEntry, locale) }) }),
      ).toBeVisible();
      await page.goto(localePath(locale, coursePages.at(-1)!));
      await page
        .getByRole("button", { name: filledText(texts.course.lessonWatched, { number: lessons.length }) })
        .click();
      await page.goto(pageOf(WEB));
      await expect(page.getByText(progress(courses.length))).toBeVisible();
      await expect(page.getByText(texts.path.finished)).toBeVisible();
      await expect(page.locator("a[data-continue]")).toBeHidden();
    });

    test("search finds a path by a word of its description, and leads to its page", async ({ page }) => {
      const systems = PATHS.find((fixture) => fixture.description.includes("pointers"))!;
      await page.goto(localePath(locale, ROUTES.free.path));
      const search = page.getByRole("search");
      await search.getByRole("searchbox").fill("pointers");
      const result = search.getByRole("link", { name: titleIn(systems, locale), exact: true });
      await expect(result).toHaveAttribute("href", pageOf(systems));
      // Said as a path beside its title (the result's item holds both).
      await expect(result.locator("..")).toContainText(texts.paths.heading);
    });

    test("the level filter keeps its choice in the address and lists only that level's paths", async ({ page }) => {
      const advanced = PATHS.filter((fixture) => fixture.level === "advanced");
      await page.goto(`${PATHS_PAGE}?level=advanced`);
      const shown = page.locator("main article h2:visible");
      await expect(shown).toHaveText(advanced.map((fixture) => titleIn(fixture, locale)));
      await page.getByLabel(texts.paths.levelFilter.label).selectOption("beginner");
      await expect(page).toHaveURL(/\?level=beginner$/);
      await expect(shown).toHaveText(
        PATHS.filter((fixture) => fixture.level === "beginner").map((fixture) => titleIn(fixture, locale)),
      );
      await page.getByLabel(texts.paths.levelFilter.label).selectOption("");
      await expect(shown).toHaveCount(PATHS.length);
    });

    test("axe finds no violation on /Paths and a path's page with a learner's progress shown", async ({ page }) => {
      test.setTimeout(90_000);
      await seedList(page, { [courses[0].id]: { title: courses[0].title, watched: true } });
      for (const [index, address] of [PATHS_PAGE, pageOf(WEB)].entries()) {
        const view = axeViews(index).find((each) => each.locale === locale)!;
        await showAs(page, view);
        await page.goto(address);
        await expect(page.getByText(progress(1)).first()).toBeVisible();
        await expectNoAxeViolations(page, `${address} ${view.width} px, ${view.colorScheme}`);
      }
    });
  });
}

test("/Saved lists the paths started, with their progress", async ({ page }) => {
  const texts = readTexts<PathTexts & { saved: { pathsHeading: string } }>("pages.yaml", "en");
  const courses = coursesOf(WEB, "en").flat();
  await seedList(page, { [courses[0].id]: { title: courses[0].title, watched: true } });
  await page.goto(ROUTES.saved.path);
  const section = page.getByRole("region", { name: texts.saved.pathsHeading });
  await expect(section.getByRole("link", { name: WEB.title })).toHaveAttribute("href", learningPathPagePath(WEB.slug));
  await expect(section.getByText(filledText(texts.paths.progress, { done: 1, total: courses.length }))).toBeVisible();
  await expect(section.getByRole("link")).toHaveCount(1);
});
