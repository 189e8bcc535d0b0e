import { test } from "@playwright/test";
import { LOCALE_LIST } from "../src/siteManifest";
import { LIST_VERSION, STORAGE_KEY } from "../src/learner/keys";
import { seedList } from "./site";
import { cpp, CPP_SLUG, cppIn, expect, texts, toggle } from "./listKept";

/*
 * Nothing a learner keeps is lost: a list a newer version kept is said in the status line after one reload, and left as
 * it is. Each test starts from an empty list: Playwright clears the storage of the context the site project reuses
 * between tests (playwright.config.ts).
 */

test.describe.configure({ timeout: 120_000 });

for (const locale of LOCALE_LIST) {
  const { learner } = texts(locale);
  const { cppPath, cppTitle } = cppIn(locale);

  test(`${locale}: a list a newer version kept is said in the status line after one reload, and left as it is`, async ({
    page,
  }) => {
    const videos = { [cpp.videos[0].youtubeId]: { title: cpp.videos[0].title, topic: CPP_SLUG, saved: true } };
    await seedList(page, videos, LIST_VERSION + 1);
    let loads = 0;
    page.on("load", () => (loads += 1));
    await page.goto(cppPath);
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    // The first press loads the page again, so a newer deploy's code may answer.
    await Promise.all([page.waitForEvent("load"), toggle(page, cppTitle(0), learner.save).click()]);
    expect(loads).toBe(2);
    // This host still serves the same deploy: the press says so, and loads nothing.
    await toggle(page, cppTitle(0), learner.save).click();
    await expect(page.getByRole("status").filter({ hasText: learner.newer })).toBeVisible();
    await toggle(page, cppTitle(1), learner.watched).click();
    await expect(page.getByRole("status").filter({ hasText: learner.newer })).toBeVisible();
    expect(loads, "one reload, no more").toBe(2);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(stored);
  });
}
