import { test } from "@playwright/test";
import { localePath, LOCALE_LIST, ROUTES } from "../src/siteManifest";
import { BACKUP_DUE_AFTER } from "../src/learner/keys";
import { filledText, watchPage } from "./site";
import { cppIn, expect, texts, toggle } from "./listKept";

/*
 * Nothing a learner keeps is lost: after enough changes the navigation's link to /Saved says a backup is due, until a
 * download. Each test starts from an empty list: Playwright clears the storage of the context the site project reuses
 * between tests (playwright.config.ts).
 */

test.describe.configure({ timeout: 120_000 });

for (const locale of LOCALE_LIST) {
  const { learner, saved, savedLink } = texts(locale);
  const SAVED = localePath(locale, ROUTES.saved.path);
  const { cppPath, cppTitle } = cppIn(locale);

  test(`${locale}: after ${BACKUP_DUE_AFTER.changes} changes the navigation's link to /Saved says a backup is due, until a download`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    const nav = page.getByRole("navigation");
    const plain = nav.getByRole("link", { name: savedLink, exact: true });
    const marked = nav.getByRole("link", { name: `${savedLink} ${learner.backupDue}`, exact: true });
    await page.goto(cppPath);
    await expect(plain).toBeVisible();
    await toggle(page, cppTitle(0), learner.save).click();
    // The same button pressed again and again: each press, either way, is one change.
    for (let press = 2; press <= BACKUP_DUE_AFTER.changes; press++) {
      await toggle(page, cppTitle(1), learner.watched).click();
      await expect(toggle(page, cppTitle(1), learner.watched)).toHaveAttribute("aria-pressed", String(press % 2 === 0));
      if (press === BACKUP_DUE_AFTER.changes - 1) await expect(plain).toBeVisible();
    }
    await expect(marked).toBeVisible();
    await expect(page.locator(".site-navbar .backup-mark")).toBeVisible();
    // The narrowest width the links show expanded at still holds them on one line with the mark.
    await page.setViewportSize({ width: 992, height: 700 });
    const middle = async (box: Promise<{ y: number; height: number } | null>) => {
      const { y, height } = (await box)!;
      return y + height / 2;
    };
    expect(
      Math.abs((await middle(marked.boundingBox())) - (await middle(page.locator(".navbar-brand").boundingBox()))),
    ).toBeLessThan(8);
    // From the first paint of every page after it, nothing else on them says so.
    await page.goto(localePath(locale, "/"));
    await expect(marked).toBeVisible();
    await expect(page.getByText(saved.backupDueChanges.split("{")[0])).toHaveCount(0);

    await page.goto(SAVED);
    await expect(page.getByText(filledText(saved.backupDueChanges, { count: BACKUP_DUE_AFTER.changes }))).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator(".saved-backup-due").getByRole("button", { name: saved.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("corsi-list.json");
    await expect(plain).toBeVisible();
    await expect(marked).toHaveCount(0);
    await expect(page.getByText(saved.backupToday, { exact: true })).toBeVisible();
    await page.goto(cppPath);
    await expect(plain).toBeVisible();
    await expect(page.locator(".site-navbar .backup-mark")).toBeHidden();
    watch.expectClean();
  });
}
