import { devices, test } from "@playwright/test";
import { localePath, LOCALE_LIST, ROUTES } from "../src/siteManifest";
import { BACKUP_DUE_AFTER, KEEPING_KEY } from "../src/learner/keys";
import { seedList } from "./site";
import { axeViews, expectNoAxeViolations } from "./axe";
import { cpp, CPP_SLUG, expect, texts } from "./listKept";

/*
 * Nothing a learner keeps is lost: on an iPhone, /Saved gives the Home Screen advice, in Apple's words, until dismissed
 * for good, and not once opened from the Home Screen; its reminders and QR code pass axe there. Each test starts from
 * an empty list: Playwright clears the storage of the context the site project reuses between tests
 * (playwright.config.ts).
 */

test.describe.configure({ timeout: 120_000 });

test.describe("on an iPhone, in Safari", () => {
  // Chromium dressed as Safari on an iPhone: its user agent, screen and touch (the device's own browser is WebKit).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { defaultBrowserType, ...iPhone } = devices["iPhone 13"];
  test.use(iPhone);

  for (const locale of LOCALE_LIST) {
    const { saved } = texts(locale);
    const SAVED = localePath(locale, ROUTES.saved.path);

    test(`${locale}: /Saved says how to add Corsi to the Home Screen, in Apple's words, until dismissed for good`, async ({
      page,
    }) => {
      expect(saved.homeScreen).toContain(locale === "ar" ? "«إضافة إلى الشاشة الرئيسية»" : "“Add to Home Screen”");
      await page.goto(SAVED);
      await expect(page.locator("main .saved-move")).toBeVisible();
      // An empty list has nothing to keep yet.
      await expect(page.getByText(saved.homeScreen)).toHaveCount(0);
      await seedList(page, { [cpp.videos[0].youtubeId]: { title: cpp.videos[0].title, topic: CPP_SLUG, saved: true } });
      await page.reload();
      await expect(page.getByText(saved.homeScreen)).toBeVisible();
      await page.getByRole("button", { name: saved.homeScreenDismiss }).click();
      await expect(page.getByText(saved.homeScreen)).toHaveCount(0);
      await page.reload();
      await expect(page.locator("main article.video-card")).toHaveCount(1);
      await expect(page.getByText(saved.homeScreen)).toHaveCount(0);
      expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}"), KEEPING_KEY)).toMatchObject({
        homeScreenDismissed: true,
      });
    });
  }

  for (const locale of LOCALE_LIST)
    test(`${locale}: axe finds no WCAG 2.2 AA violation on /Saved with its reminders and its QR code`, async ({
      page,
    }) => {
      const { saved } = texts(locale);
      await seedList(page, { [cpp.videos[0].youtubeId]: { title: cpp.videos[0].title, topic: CPP_SLUG, saved: true } });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        KEEPING_KEY,
        JSON.stringify({ changes: BACKUP_DUE_AFTER.changes, since: Date.now() }),
      ] as const);
      // One view an edition, in opposite themes (axeViews).
      for (const { colorScheme } of axeViews(0).filter((view) => view.locale === locale)) {
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await page.goto(localePath(locale, ROUTES.saved.path));
        await expect(page.locator("html")).toHaveAttribute("data-bs-theme", colorScheme);
        await expect(page.getByText(saved.homeScreen)).toBeVisible();
        await expect(page.locator(".saved-backup-due")).toBeVisible();
        await expect(page.locator(".navbar-toggler")).toBeVisible();
        await expectNoAxeViolations(page, `${locale}, ${colorScheme}, the reminders`);
        await page.getByRole("button", { name: saved.qrShow }).click();
        await expect(page.getByRole("img", { name: saved.qrLabel })).toBeVisible();
        // The QR code made a backup: the reminder has gone.
        await expect(page.locator(".saved-backup-due")).toHaveCount(0);
        await expectNoAxeViolations(page, `${locale}, ${colorScheme}, the QR code`);
      }
    });

  test("not once opened from the Home Screen", async ({ page }) => {
    const { saved } = texts("en");
    await page.addInitScript(() => Object.defineProperty(navigator, "standalone", { value: true }));
    await seedList(page, { [cpp.videos[0].youtubeId]: { title: cpp.videos[0].title, topic: CPP_SLUG, saved: true } });
    await page.goto(ROUTES.saved.path);
    await expect(page.locator("main article.video-card")).toHaveCount(1);
    await expect(page.getByText(saved.backupNever, { exact: true })).toBeVisible();
    await expect(page.getByText(saved.homeScreen)).toHaveCount(0);
  });
});
