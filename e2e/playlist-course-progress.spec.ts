import { readFileSync } from "node:fs";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { coursePages as originalPages, entry, lessons, playlistId, topic, totalMinutes } from "./playlistCourses";
import { filledText, readTexts, seedList, titleIn, waitForStart, watchPage } from "./site";
import { LIST_VERSION, SHARE_LINK_LIMIT, STORAGE_KEY } from "../src/learner/list";
import { KEEPING_KEY } from "../src/learner/keys";
import { localePath, LOCALE_LIST, ROUTES, topicSlugOfPath } from "../src/siteManifest";

/*
 * A course's lessons ticked one by one, on the fixture build's one course (./playlistCourses.ts): the buttons, the progress and
 * what is left, Continue, the card's shape and progress wherever the card is drawn, and the list carrying the ticks
 * (its version 1 read as before, download, load and share). Each test starts from an empty list: Playwright clears the
 * storage of the context the site project reuses between tests (playwright.config.ts).
 */

// Pages whose list the app draws (/Saved) can take a while on a loaded machine.
const expect = baseExpect.configure({ timeout: 20_000 });

interface PlaylistCourseTexts {
  lessonWatched: string;
  progress: string;
  start: string;
  continue: string;
  summary: { other: string };
  duration: { hours: string; minutes: string };
}
const SLUG = topicSlugOfPath(topic.path);

/** "12 h 5 min" or "5 min", as the course writes what is left: whole minutes, rounded to the nearest; none is "0 min". */
function length(seconds: number, texts: PlaylistCourseTexts): string {
  const minutes = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  return minutes >= 60
    ? texts.duration.hours
        .replace("{hours}", String(Math.floor(minutes / 60)))
        .replace("{minutes}", String(minutes % 60))
    : texts.duration.minutes.replace("{minutes}", String(minutes));
}

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), STORAGE_KEY) as Promise<{
    version: number;
    videos: Record<string, { lessons?: string[]; watched?: boolean; saved?: boolean }>;
  } | null>;

for (const locale of LOCALE_LIST) {
  const texts = readTexts<{ course: PlaylistCourseTexts }>("pages.yaml", locale).course;
  const learner = readTexts<{ learner: { save: string; watched: string; progress: string } }>(
    "site.yaml",
    locale,
  ).learner;
  const pages = originalPages.map((address) => localePath(locale, address));
  const lessonButton = (page: Page, number: number) =>
    page.getByRole("button", { name: filledText(texts.lessonWatched, { number }) });
  const progress = (watched: number, leftSeconds: number) =>
    filledText(texts.progress, { watched, total: lessons.length, left: length(leftSeconds, texts) });
  const secondsOf = (from: number) => lessons.slice(from).reduce((sum, lesson) => sum + lesson.seconds, 0);
  const label = (template: string, number: number) => template.replace("{number}", String(number));
  const poster = (page: Page) => page.locator("button.player-poster");

  test(`${locale}: tick lessons, see what is left, continue at the next lesson; ticks kept across reloads, tabs and pages`, async ({
    page,
    context,
  }) => {
    const watch = watchPage(page);
    await page.goto(pages[0]);
    // Before any tick: no progress, and the player starts the course.
    await expect(page.getByText(filledText(texts.progress, { watched: 0, total: lessons.length }))).toHaveCount(0);
    await expect(poster(page)).toHaveAccessibleName(`${label(texts.start, 1)}: ${lessons[0].title}`);
    await lessonButton(page, 1).click();
    await lessonButton(page, 2).click();
    await expect(lessonButton(page, 2)).toHaveAttribute("aria-pressed", "true");
    await expect(lessonButton(page, 3)).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText(progress(2, secondsOf(2)))).toBeVisible();
    await expect(poster(page)).toHaveAccessibleName(`${label(texts.continue, 3)}: ${lessons[2].title}`);
    // The app's start changes nothing the script wrote.
    await waitForStart(page);
    await expect(lessonButton(page, 2)).toHaveAttribute("aria-pressed", "true");
    // Nothing asked of YouTube before Play; Play opens the third lesson inside the playlist.
    expect(watch.thirdParty).toEqual([]);
    await poster(page).click();
    const player = page.locator("iframe");
    await expect(player).toHaveAttribute(
      "src",
      new RegExp(`/embed/${lessons[2].id}\\?autoplay=1&list=${playlistId}&enablejsapi=1$`),
    );

    await page.reload();
    await expect(lessonButton(page, 1)).toHaveAttribute("aria-pressed", "true");
    // Another tab sees the ticks, and this one sees its ticks at once.
    const other = await context.newPage();
    await other.goto(pages[0]);
    await expect(lessonButton(other, 2)).toHaveAttribute("aria-pressed", "true");
    await lessonButton(other, 3).click();
    await expect(lessonButton(page, 3)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(progress(3, secondsOf(3)))).toBeVisible();
    // The second page counts the whole course, and names the next lesson (on the first page) by its number.
    await other.goto(pages[1]);
    await expect(other.getByText(progress(3, secondsOf(3)))).toBeVisible();
    await expect(poster(other)).toHaveAccessibleName(label(texts.continue, 4));
    await lessonButton(other, 101).click();
    await other.goto(pages[0]);
    await expect(other.getByText(progress(4, secondsOf(3) - lessons[100].seconds))).toBeVisible();
    await other.close();
  });

  test(`${locale}: a playlist's card gives the course's shape and the learner's progress; Watched on the card ticks every lesson`, async ({
    page,
  }) => {
    const summary = page.locator(`article.video-card:has(#video-${entry.youtubeId}) a[href*="/course/"]`);
    const cardProgress = page.locator(`article.video-card:has(#video-${entry.youtubeId}) .learner-progress`);
    const duration = texts.duration.hours
      .replace("{hours}", String(Math.floor(totalMinutes / 60)))
      .replace("{minutes}", String(totalMinutes % 60));
    const cardToggle = (name: string) =>
      page.getByRole("group", { name: titleIn(entry, locale), exact: true }).getByRole("button", { name, exact: true });
    // /Free's preview card, as its topic page's.
    for (const address of [ROUTES.free.path, topic.path]) {
      await page.goto(localePath(locale, address));
      await expect(summary).toHaveAttribute("href", pages[0]);
      await expect(summary).toHaveText(filledText(texts.summary.other, { count: lessons.length, duration }));
      await expect(cardProgress).toBeEmpty();
    }
    await page.goto(pages[0]);
    await lessonButton(page, 1).click();
    await page.goto(localePath(locale, topic.path));
    await expect(cardProgress).toHaveText(filledText(learner.progress, { watched: 1, total: lessons.length }));
    // Watched on the card: the whole course; every lesson shows ticked, and nothing is left.
    await cardToggle(learner.watched).click();
    await expect(cardProgress).toHaveText(
      filledText(learner.progress, { watched: lessons.length, total: lessons.length }),
    );
    await page.goto(pages[1]);
    await expect(lessonButton(page, 200)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(progress(lessons.length, 0))).toBeVisible();
    await expect(poster(page)).toHaveAccessibleName(label(texts.start, 1));
    // Saved, the card on /Saved tells the same.
    await page.goto(localePath(locale, topic.path));
    await cardToggle(learner.watched).click();
    await expect(cardProgress).toBeEmpty();
    await cardToggle(learner.save).click();
    await page.goto(pages[0]);
    await lessonButton(page, 5).click();
    await page.goto(localePath(locale, ROUTES.saved.path));
    await expect(summary).toHaveAttribute("href", pages[0]);
    await expect(cardProgress).toHaveText(filledText(learner.progress, { watched: 1, total: lessons.length }));
  });
}

test("a list kept before lessons existed (version 1) is read as it was; a tick moves it to this version, nothing lost", async ({
  page,
}) => {
  await seedList(
    page,
    { [entry.youtubeId]: { title: entry.title, topic: SLUG, watched: true }, fixVid00021: { title: "C", saved: true } },
    1,
  );
  await page.goto(originalPages[0]);
  const texts = readTexts<{ course: PlaylistCourseTexts }>("pages.yaml", "en").course;
  const button = page.getByRole("button", { name: filledText(texts.lessonWatched, { number: 5 }) });
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  const list = await stored(page);
  expect(list?.version).toBe(LIST_VERSION);
  expect(list?.videos.fixVid00021).toEqual({ title: "C", saved: true });
  expect(list?.videos[entry.youtubeId].watched).toBeUndefined();
  expect(list?.videos[entry.youtubeId].lessons).toEqual(
    lessons.map(({ id }) => id).filter((id) => id !== lessons[4].id),
  );
});

test("a list another tab kept in a newer version is shown and left whole by a tick and a card's press, which load the page again; what is not a list is offered back", async ({
  page,
  context,
}) => {
  const texts = readTexts<{ course: PlaylistCourseTexts }>("pages.yaml", "en").course;
  const { learner } = readTexts<{ learner: { save: string } }>("site.yaml", "en");
  const saved = readTexts<{ saved: { setAside: string; setAsideDownload: string; setAsideForget: string } }>(
    "pages.yaml",
    "en",
  ).saved;
  await page.goto(originalPages[0]);
  const tick = (number: number) => page.getByRole("button", { name: filledText(texts.lessonWatched, { number }) });
  await tick(1).click();
  // Another tab, on a newer deploy, keeps the list in a shape this page's code does not know.
  const newer = JSON.stringify({
    format: "corsi-list",
    version: LIST_VERSION + 1,
    videos: { [entry.youtubeId]: { title: entry.title, lessons: [lessons[0].id, lessons[1].id] } },
    collections: [{ name: "Later" }],
  });
  const other = await context.newPage();
  await other.goto("/Free");
  await other.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, newer] as const);
  await expect(tick(2)).toHaveAttribute("aria-pressed", "true");
  // A press leaves it and loads the page again (a newer version is deployed, whose code answers the next press).
  await Promise.all([page.waitForEvent("load"), tick(3).click()]);
  await expect(tick(2)).toHaveAttribute("aria-pressed", "true");
  await expect(tick(3)).toHaveAttribute("aria-pressed", "false");
  await Promise.all([
    other.waitForEvent("load"),
    other.getByRole("button", { name: learner.save, exact: true }).first().click(),
  ]);
  await other.goto("/Saved");
  await waitForStart(other);
  const raw = () => other.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  expect(await raw()).toBe(newer);
  // Nothing set aside: beside the list only its backup clock, which the first tick started.
  expect(
    await other.evaluate(
      (kept) => Object.keys(localStorage).filter((key) => !kept.includes(key)),
      [STORAGE_KEY, KEEPING_KEY],
    ),
  ).toEqual([]);

  // A value that is not a list is set aside, never over an earlier one, and /Saved gives each back.
  await other.evaluate((key) => {
    localStorage.setItem("corsi-list-unreadable", "{from last week");
    localStorage.setItem(key, "{broken today");
  }, STORAGE_KEY);
  await page.reload();
  await tick(1).click();
  await other.reload();
  await expect(other.getByText(saved.setAside)).toBeVisible();
  const [first] = await Promise.all([
    other.waitForEvent("download"),
    other.getByRole("button", { name: saved.setAsideDownload }).click(),
  ]);
  expect(first.suggestedFilename()).toBe("corsi-list-unreadable.txt");
  expect(readFileSync((await first.path())!, "utf8")).toBe("{from last week");
  expect(await other.evaluate(() => localStorage.getItem("corsi-list-unreadable-2"))).toBe("{broken today");
  await other.getByRole("button", { name: saved.setAsideForget }).click();
  await expect(other.getByText(saved.setAside)).toHaveCount(0);
  expect((await stored(page))?.videos[entry.youtubeId].lessons).toEqual([lessons[0].id]);
  await other.close();
});

// The share button writes the link to the clipboard. Permissions granted in a test outlive it in the site project's
// reused context, so this test asks for them as an option, which gives it a context of its own (playwright.config.ts).
test.describe(() => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("download, load and a shared link carry a course's ticked lessons; a link too long for one QR code leaves them out and says so", async ({
    page,
    browser,
  }, testInfo) => {
    const saved = readTexts<{
      saved: {
        download: string;
        load: string;
        share: string;
        shareLink: string;
        addShared: string;
        shareWithoutLessons: string;
      };
    }>("pages.yaml", "en").saved;
    const ticked = lessons.slice(0, 3).map(({ id }) => id);
    await seedList(page, { [entry.youtubeId]: { title: entry.title, topic: SLUG, saved: true, lessons: ticked } });
    await page.goto(ROUTES.saved.path);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: saved.download }).click(),
    ]);
    const file = testInfo.outputPath("corsi-list.json");
    await download.saveAs(file);
    expect(JSON.parse(readFileSync(file, "utf8")).videos[entry.youtubeId].lessons).toEqual(ticked);

    // Loaded into a browser that has ticked another lesson: both ticks.
    const loading = await browser.newPage();
    await seedList(loading, { [entry.youtubeId]: { title: entry.title, topic: SLUG, lessons: [lessons[9].id] } });
    await loading.goto(ROUTES.saved.path);
    await waitForStart(loading);
    await loading.locator("input[type=file]").setInputFiles(file);
    await expect
      .poll(async () => (await stored(loading))?.videos[entry.youtubeId].lessons)
      .toEqual([lessons[9].id, ...ticked]);
    await loading.close();

    // Shared: the link carries them.
    await waitForStart(page);
    await page.getByRole("button", { name: saved.share }).click();
    const link = await page.getByLabel(saved.shareLink).inputValue();
    const other = await browser.newPage();
    await other.goto(link);
    await other.getByRole("button", { name: saved.addShared }).click();
    await expect
      .poll(async () => (await stored(other))?.videos[entry.youtubeId])
      .toMatchObject({ saved: true, lessons: ticked });
    await other.close();

    // 199 ticked lessons and 100 saved videos the catalog does not know (so each carries its title): the link would pass
    // what one QR code holds; it leaves the ticks out and says so. Random ids, as YouTube's are: the fixture's own
    // (fixLes00001, …) are a pattern the compression shrinks to nothing.
    const CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const randomId = () => Array.from({ length: 11 }, () => CHARACTERS[Math.floor(Math.random() * 64)]).join("");
    const many = Array.from({ length: 199 }, randomId);
    const videos = {
      [entry.youtubeId]: { title: entry.title, topic: SLUG, saved: true, lessons: many },
      ...Object.fromEntries(
        Array.from({ length: 100 }, (_, n) => [randomId(), { title: `A video no longer listed ${n}`, saved: true }]),
      ),
    };
    // Seeded as the page loads, after (so over) the first list.
    await seedList(page, videos);
    await page.reload();
    await waitForStart(page);
    await page.getByRole("button", { name: saved.share }).click();
    await expect(page.getByText(saved.shareWithoutLessons, { exact: false })).toBeVisible();
    const short = await page.getByLabel(saved.shareLink).inputValue();
    expect(short.length).toBeLessThanOrEqual(SHARE_LINK_LIMIT);
    expect(short.length).toBeGreaterThan(SHARE_LINK_LIMIT / 10);
  });
});
