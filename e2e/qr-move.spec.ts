import { test } from "@playwright/test";
import decodeQR from "qr/decode.js";
import sharp from "sharp";
import { localePath, LOCALE_LIST, ROUTES, topicSlugOfPath } from "../src/siteManifest";
import { STORAGE_KEY } from "../src/learner/keys";
import { COMPACT_SHARE_PREFIX } from "../src/learner/list";
import { readTopics, seedList, titleIn, waitForStart } from "./site";
import { entry as course, topic as courseTopic } from "./playlistCourses";
import { cpp, CPP_SLUG, expect, texts } from "./listKept";

/*
 * Nothing a learner keeps is lost: the list moves to another phone by one scan of /Saved's QR code, read back whole,
 * and a cut or damaged code's link is refused. Each test starts from an empty list: Playwright clears the storage of
 * the context the site project reuses between tests (playwright.config.ts).
 */

test.describe.configure({ timeout: 120_000 });

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
