import { expect as baseExpect, chromium, devices, test, type Page } from "@playwright/test";
import decodeQR from "qr/decode.js";
import sharp from "sharp";
import {
  APP_COLOURS,
  appIconPath,
  localePath,
  LOCALE_LIST,
  ROUTES,
  topicSlugOfPath,
  webAppManifestPath,
  type Locale,
} from "../src/siteManifest";
import { BACKUP_DUE_AFTER, KEEPING_KEY, LIST_VERSION, STORAGE_KEY } from "../src/learner/keys";
import { COMPACT_SHARE_PREFIX } from "../src/learner/list";
import {
  filledText,
  navLinks,
  readTexts,
  readTopics,
  seedList,
  titleIn,
  topicNamed,
  waitForStart,
  watchPage,
} from "./site";
import { launchOptions } from "../scripts/lib/chromium";
import { axeViews, expectNoAxeViolations } from "./axe";
import { coursePages, entry as course, lessons as courseLessons, topic as courseTopic } from "./playlistCourses";

/*
 * Nothing a learner keeps is lost: the web app manifest (installable), persistent storage asked at the first press,
 * /Saved's words on keeping the list, the Home Screen advice on an iPhone, the backup's mark, the list moved by a QR code,
 * and a list a newer version kept. Each test starts from an empty list: Playwright clears the storage of the context
 * the site project reuses between tests (playwright.config.ts).
 */

interface LearnerTexts {
  save: string;
  watched: string;
  newer: string;
  backupDue: string;
}
interface SavedTexts {
  download: string;
  persisted: string;
  notPersisted: string;
  backupNever: string;
  backupToday: string;
  backupDueChanges: string;
  homeScreen: string;
  homeScreenDismiss: string;
  qrShow: string;
  qrLabel: string;
  shareLink: string;
  sharedHeading: string;
  addShared: string;
  badLink: string;
}

// /Saved draws its list once the app has started and its chunk has arrived: on a loaded machine that can take longer
// than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const texts = (locale: Locale) => ({
  learner: readTexts<{ learner: LearnerTexts }>("site.yaml", locale).learner,
  saved: readTexts<{ saved: SavedTexts }>("pages.yaml", locale).saved,
  brand: readTexts<{ brand: string }>("site.yaml", locale).brand,
  savedLink: navLinks(locale).find(({ path }) => path === localePath(locale, ROUTES.saved.path))!.label,
});

const cpp = topicNamed("C++ Learning");
const CPP_SLUG = topicSlugOfPath(cpp.path);

/** A card's Save or Watched button, found as a visitor finds it: in the group named by the video's title. */
const toggle = (page: Page, title: string, name: string) =>
  page.getByRole("group", { name: title, exact: true }).getByRole("button", { name, exact: true });

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

/** The width and height a PNG says it has (its IHDR chunk). */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

for (const locale of LOCALE_LIST) {
  const { learner, saved, brand, savedLink } = texts(locale);
  const SAVED = localePath(locale, ROUTES.saved.path);
  const cppPath = localePath(locale, cpp.path);
  const cppTitle = (index: number) => titleIn(cpp.videos[index], locale);

  test(`${locale}: every page links its edition's web app manifest, which Chromium finds installable`, async ({
    page,
    request,
    baseURL,
  }) => {
    const home = localePath(locale, "/");
    await page.goto(home);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(webAppManifestPath(locale));
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: brand,
      short_name: brand,
      lang: locale,
      dir: locale === "ar" ? "rtl" : "ltr",
      start_url: home,
      scope: home,
      display: "standalone",
      theme_color: APP_COLOURS.theme,
      background_color: APP_COLOURS.background,
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.headers()["content-type"]).toBe("image/png");
      const [width, height] = pngSize(await response.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(icons.map(({ src }) => src)).toContain(appIconPath(192));
    // A page of the edition deep inside it links the same manifest.
    await page.goto(cppPath);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", webAppManifestPath(locale));
    // Chromium's own check, in the full browser: the headless shell has no installing to check, and answers nothing
    // for any page. A private profile (every test's context is one) always adds "in-incognito", which shows the check
    // ran.
    const full = await chromium.launch(launchOptions);
    try {
      const fullPage = await full.newPage();
      await fullPage.goto(`${baseURL}${home}`);
      const cdp = await fullPage.context().newCDPSession(fullPage);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(["in-incognito"]);
    } finally {
      await full.close();
    }
  });

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

test.describe("another phone, by one scan", () => {
  // A phone's screen: the code is drawn as /Saved draws it there, and read from a screenshot of it.
  test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });

  const CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  /** Lesson ids as random as YouTube's (the fixture's own are a pattern a compressor would shrink to nothing). */
  const randomIds = (count: number) =>
    Array.from({ length: count }, () =>
      Array.from({ length: 11 }, () => CHARACTERS[Math.floor(Math.random() * 64)]).join(""),
    );

  for (const locale of LOCALE_LIST) {
    const { saved } = texts(locale);
    const SAVED = localePath(locale, ROUTES.saved.path);

    test(`${locale}: 20 saved videos and a course with 199 lessons ticked move in one QR code, read back whole`, async ({
      page,
      browser,
    }) => {
      const served = new Map(
        readTopics().flatMap((topic) => topic.videos.map((video) => [video.youtubeId, { topic, video }] as const)),
      );
      served.delete(course.youtubeId);
      const twenty = [...served.values()].slice(0, 20);
      const lessons = randomIds(199);
      const videos: Record<string, object> = Object.fromEntries(
        twenty.map(({ topic, video }, index) => [
          video.youtubeId,
          {
            title: video.title,
            topic: topicSlugOfPath(topic.path),
            saved: true,
            ...(index === 3 && { watched: true }),
          },
        ]),
      );
      videos[course.youtubeId] = { title: course.title, topic: topicSlugOfPath(courseTopic.path), lessons };
      await seedList(page, videos);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(SAVED);
      await expect(page.locator("main article.video-card")).toHaveCount(20);
      await waitForStart(page);
      await page.waitForLoadState("networkidle");
      const beforeCode = scripts.length;
      await page.getByRole("button", { name: saved.qrShow }).click();
      const code = page.getByRole("img", { name: saved.qrLabel, exact: true });
      await expect(code).toBeVisible();
      // The QR code's library is one script of its own, asked for when the code is first shown, and only then.
      expect(scripts.slice(beforeCode)).toHaveLength(1);
      expect(scripts.slice(0, beforeCode)).not.toContain(scripts[beforeCode]);
      const link = await page.getByLabel(saved.shareLink).inputValue();
      expect(new URL(link).hash.startsWith(`#${COMPACT_SHARE_PREFIX}`)).toBe(true);
      // Square, dark on light with its quiet zone: read as a camera would, from what the screen shows.
      const box = (await code.boundingBox())!;
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      const { data, info } = await sharp(await code.screenshot())
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data.subarray(0, 4)).toEqual(Buffer.from([255, 255, 255, 255]));
      const read = decodeQR({ width: info.width, height: info.height, data });
      expect(read).toBe(link);

      // Scanned on another phone: a fresh browser opens /Saved, offers the list, and takes it whole.
      const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const phone = await other.newPage();
      const requests: string[] = [];
      phone.on("request", (request) => requests.push(request.url()));
      const scanned = new URL(read);
      await phone.goto(scanned.pathname + scanned.hash);
      await expect(phone.getByRole("heading", { name: saved.sharedHeading })).toBeVisible();
      await expect(phone.locator("main article.video-card")).toHaveCount(20);
      expect(
        requests.filter((url) => url.includes(COMPACT_SHARE_PREFIX)),
        "the list reaches no server",
      ).toEqual([]);
      await phone.getByRole("button", { name: saved.addShared }).click();
      await expect(phone.getByRole("heading", { name: saved.sharedHeading })).toHaveCount(0);
      const kept = await phone.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}"), STORAGE_KEY);
      expect(kept.videos[course.youtubeId].lessons).toEqual(lessons);
      expect(Object.keys(kept.videos)).toHaveLength(21);
      const fourth = twenty[3].video;
      // Named as the catalog names it in this edition, with its topic (which counts a topic's progress).
      expect(kept.videos[fourth.youtubeId]).toEqual({
        title: titleIn(fourth, locale),
        topic: topicSlugOfPath(twenty[3].topic.path),
        ...(fourth.playlistId && { playlist: fourth.playlistId }),
        saved: true,
        watched: true,
      });
      await other.close();
    });

    test(`${locale}: a cut or damaged code's link is refused with today's sentence, and the list is untouched`, async ({
      page,
    }) => {
      const videos = { [cpp.videos[0].youtubeId]: { title: cpp.videos[0].title, topic: CPP_SLUG, saved: true } };
      await seedList(page, videos);
      await page.goto(SAVED);
      await page.getByRole("button", { name: saved.qrShow }).click();
      const link = new URL(await page.getByLabel(saved.shareLink).inputValue());
      const before = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
      for (const hash of [link.hash.slice(0, -6), `${link.hash.slice(0, 12)}Zz${link.hash.slice(14)}`]) {
        await page.goto(`${SAVED}${hash}`);
        await page.reload();
        await expect(page.getByText(saved.badLink)).toBeVisible();
        await expect(page.locator("main article.video-card")).toHaveCount(1);
        expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(before);
      }
    });
  }
});
