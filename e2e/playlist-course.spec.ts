import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  coursePages as originalPages,
  entry,
  items,
  lessons,
  playlistId,
  topic,
  totalMinutes,
} from "./playlistCourses";
import { escapeRegExp, filledText, FIXTURE_SITE, readTexts, titleIn, waitForStart, watchPage } from "./site";
import { FIXTURE_BUILD_LOG } from "../scripts/stand-ins/thumbnailHost";
import { loadBudgets, measureRoute, overBudget } from "../scripts/measure/pageSizes";
import {
  PLAYLIST_COURSE_PAGE_SIZE,
  playlistCoursePagePath,
  LOCALE_LIST,
  localePath,
  type Locale,
} from "../src/siteManifest";

/** A playlist's course pages and its card, on the fixture build (the course: ./playlistCourses.ts). */
interface PlaylistCourseTexts {
  course: {
    title: string;
    summary: { other: string };
    backLabel: string;
    pagination: { label: string; page: string };
    duration: { hours: string; minutes: string };
  };
}

test("the fixture course exercises paging and skipping", () => {
  expect(items.length).toBeGreaterThan(200);
  expect(items.map(({ snippet }) => snippet.title)).toEqual(expect.arrayContaining(["Private video", "Deleted video"]));
  expect(lessons).toHaveLength(200);
});

for (const locale of LOCALE_LIST) {
  const texts = readTexts<PlaylistCourseTexts>("pages.yaml", locale).course;
  const duration = texts.duration.hours
    .replace("{hours}", String(Math.floor(totalMinutes / 60)))
    .replace("{minutes}", String(totalMinutes % 60));
  const summary = filledText(texts.summary.other, { count: lessons.length, duration });
  const coursePath = localePath(locale, playlistCoursePagePath("web-development", playlistId));
  const coursePages = originalPages.map((address) => localePath(locale, address));
  const courseTitle = titleIn(entry, locale);

  test(`${locale}: a playlist's card on its topic page gives the course's shape and links to its page`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto(localePath(locale, topic.path));
    const link = page.locator(`article.video-card:has(#video-${entry.youtubeId}) a[href*="/course/"]`);
    await expect(link).toHaveText(summary);
    // One card of the topic is a playlist.
    await expect(page.locator('a[href*="/course/"]')).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(coursePath);
    await expect(page.locator("h1")).toHaveText(courseTitle);
    watch.expectClean();
  });

  test(`${locale}: the course's pages list every lesson in order, with its number, length and link, and the totals`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    const shown: {
      number?: string | null;
      title?: string | null;
      href?: string | null;
      time?: string | null;
      iso?: string | null;
    }[] = [];
    for (const [index, address] of coursePages.entries()) {
      await page.goto(address);
      await waitForStart(page);
      await expect(page).toHaveTitle(new RegExp(`^\u2068?${escapeRegExp(courseTitle)}`));
      await expect(page.locator("h1")).toHaveText(courseTitle);
      // Every page gives the whole course's count and length.
      await expect(page.locator(".page-header .lead")).toHaveText(summary);
      // Numbered by the list itself, from the page's first lesson on.
      await expect(page.locator("ol.lessons")).toHaveAttribute("start", String(index * PLAYLIST_COURSE_PAGE_SIZE + 1));
      await expect(page.locator("ol.lessons > li").first()).toHaveCSS("display", "list-item");
      await expect(page.locator("ol.lessons")).toHaveCSS("list-style-type", "decimal");
      await expect(
        page.getByRole("link", { name: filledText(texts.backLabel, { topic: titleIn(topic, locale) }) }),
      ).toHaveAttribute("href", localePath(locale, topic.path));
      const links = page.getByRole("navigation", { name: texts.pagination.label }).getByRole("link");
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(
        coursePages,
      );
      await expect(links.nth(index)).toHaveAttribute("aria-current", "page");
      shown.push(
        ...(await page.locator("ol.lessons > li").evaluateAll((elements) =>
          elements.map((li) => ({
            number: String((li.parentElement as HTMLOListElement).start + [...li.parentElement!.children].indexOf(li)),
            title: li.querySelector("a")?.textContent,
            href: li.querySelector("a")?.getAttribute("href"),
            time: li.querySelector("time")?.textContent,
            iso: li.querySelector("time")?.getAttribute("datetime"),
          })),
        )),
      );
      await expect(page.getByText(/^(Private|Deleted) video$/)).toHaveCount(0);
    }
    expect(shown).toHaveLength(lessons.length);
    shown.forEach((row, index) => {
      const lesson = lessons[index];
      expect(row.number).toBe(String(index + 1));
      expect(row.title).toBe(lesson.title);
      expect(row.href).toBe(`https://www.youtube.com/watch?v=${lesson.id}&list=${playlistId}`);
      expect(row.time).toMatch(/^(\d+:)?\d{1,2}:\d\d$/);
    });
    // Lengths as YouTube writes them: over an hour, under a minute, whole minutes.
    expect(shown.slice(0, 3).map(({ time, iso }) => [time, iso])).toEqual([
      ["1:02:03", "PT1H2M3S"],
      ["0:45", "PT45S"],
      ["10:00", "PT10M"],
    ]);
    // Neither the pages nor the app ask YouTube (or its API) anything.
    watch.expectClean();
  });

  test(`${locale}: the course page is complete without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(coursePages.at(-1)!);
    await expect(page.locator("ol.lessons > li")).toHaveCount(lessons.length - PLAYLIST_COURSE_PAGE_SIZE);
    await expect(page.locator("ol.lessons > li").last().locator("a")).toHaveText(lessons.at(-1)!.title);
    // The lessons' Watched buttons, the progress and Continue need the script: none of them is shown.
    await expect(page.getByRole("button")).toHaveCount(0);
    await expect(
      page.getByRole("link", { name: filledText(texts.pagination.page, { page: 1, pages: 2 }) }),
    ).toHaveAttribute("href", coursePath);
    await context.close();
  });

  test(`${locale}: each page of a ${lessons.length}-lesson course stays within the first-load budget`, () => {
    expect(coursePages).toHaveLength(2);
    for (const address of coursePages) {
      const size = measureRoute(FIXTURE_SITE, address);
      expect(overBudget(size, loadBudgets()), address).toEqual([]);
    }
  });
}

test("the build read the course from the API stand-in within its bound, and said how many calls once", () => {
  // Gatsby's reporter wraps long lines to the terminal's width.
  const log = readFileSync(FIXTURE_BUILD_LOG, "utf8").replace(/\s*\n\s*/g, " ");
  // 5 pages of items, then 201 durations asked 50 at a time.
  expect(log.match(/Courses: \d+ YouTube Data API calls? \(at most \d+ a build\)/g)).toEqual([
    "Courses: 10 YouTube Data API calls (at most 2000 a build)",
  ]);
  expect(log).not.toMatch(/Courses: (YOUTUBE_API_KEY|YouTube('s)? (refused|API|answer|has no))/);
});

/** Every edition links its own course page (nothing for an edition to miss). */
test("each edition has its course page", () => {
  expect(
    LOCALE_LIST.map((locale: Locale) => localePath(locale, playlistCoursePagePath("web-development", playlistId))),
  ).toEqual([`/Free/web-development/course/${playlistId}`, `/ar/Free/web-development/course/${playlistId}`]);
});
