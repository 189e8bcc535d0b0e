import { test, type Page } from "@playwright/test";
import { localePath, LOCALE_LIST, ROUTES } from "../src/siteManifest";
import { seedList } from "./site";
import { coursePages, lessons as courseLessons } from "./playlistCourses";
import { cpp, CPP_SLUG, cppIn, expect, texts, toggle } from "./listKept";

/*
 * Nothing a learner keeps is lost: persistent storage is asked at the first press, and /Saved says whether this browser
 * promised to keep the list. Each test starts from an empty list: Playwright clears the storage of the context the site
 * project reuses between tests (playwright.config.ts).
 */

test.describe.configure({ timeout: 120_000 });

/** Counts the page's calls of navigator.storage.persist(), from before its own scripts run. */
const spyOnPersist = (page: Page) =>
  page.addInitScript(() => {
    const calls = { count: 0 };
    Object.assign(window, { persistCalls: calls });
    Object.defineProperty(navigator.storage, "persist", {
      value: () => {
        calls.count += 1;
        return Promise.resolve(false);
      },
    });
  });
const persistCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { persistCalls: { count: number } }).persistCalls.count);

for (const locale of LOCALE_LIST) {
  const { learner, saved } = texts(locale);
  const SAVED = localePath(locale, ROUTES.saved.path);
  const { cppPath, cppTitle } = cppIn(locale);

  test(`${locale}: persistent storage is asked at the first press that changes the list, once, never on load`, async ({
    page,
    browser,
  }) => {
    await spyOnPersist(page);
    await page.goto(cppPath);
    await page.waitForLoadState("load");
    expect(await persistCalls(page), "nothing asked on load").toBe(0);
    await toggle(page, cppTitle(0), learner.save).click();
    await expect(toggle(page, cppTitle(0), learner.save)).toHaveAttribute("aria-pressed", "true");
    expect(await persistCalls(page)).toBe(1);
    await toggle(page, cppTitle(1), learner.watched).click();
    await expect(toggle(page, cppTitle(1), learner.watched)).toHaveAttribute("aria-pressed", "true");
    expect(await persistCalls(page), "asked once").toBe(1);
    await page.goto(SAVED);
    await expect(page.locator("main article.video-card")).toHaveCount(1);
    expect(await persistCalls(page), "nothing asked on /Saved's load either").toBe(0);
    await page.goto(cppPath);
    await toggle(page, cppTitle(0), learner.save).click();
    await expect(toggle(page, cppTitle(0), learner.save)).toHaveAttribute("aria-pressed", "false");
    expect(await persistCalls(page), "once for this browser, not once a page").toBe(0);

    // A lesson's tick is such a press too, in a browser that never pressed anything.
    const other = await browser.newPage();
    await spyOnPersist(other);
    await other.goto(localePath(locale, coursePages[0]));
    const lesson = other.locator(`[data-lesson="${courseLessons[0].id}"]`);
    await expect(lesson).toBeVisible();
    expect(await persistCalls(other)).toBe(0);
    await lesson.click();
    await expect(lesson).toHaveAttribute("aria-pressed", "true");
    expect(await persistCalls(other)).toBe(1);
    await other.close();
  });

  for (const promised of [true, false])
    test(`${locale}: /Saved says whether this browser has promised to keep the list (${promised ? "it has" : "it has not"})`, async ({
      page,
    }) => {
      await page.addInitScript((answer) => {
        Object.defineProperty(navigator.storage, "persisted", { value: () => Promise.resolve(answer) });
      }, promised);
      await seedList(page, { [cpp.videos[0].youtubeId]: { title: cpp.videos[0].title, topic: CPP_SLUG, saved: true } });
      await page.goto(SAVED);
      await expect(page.getByText(promised ? saved.persisted : saved.notPersisted, { exact: true })).toBeVisible();
      await expect(page.getByText(promised ? saved.notPersisted : saved.persisted, { exact: true })).toHaveCount(0);
      await expect(page.getByText(saved.backupNever, { exact: true })).toBeVisible();
      // Not Safari on an iPhone: no Home Screen advice.
      await expect(page.getByText(saved.homeScreen)).toHaveCount(0);
    });
}
