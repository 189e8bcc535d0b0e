import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { LOCALE_LIST, learningPathPagePath, localePath } from "../src/siteManifest";
import { PLAYER_ORIGIN } from "../src/content/youtube";
import { PLAYER_SPEED_KEY, STORAGE_KEY } from "../src/learner/keys";
import { drive, playerOf, standIn } from "./standInPlayer";
import { filledText, readTexts, titleIn, topicNamed } from "./site";
import { coursePages, entry as courseCard, lessons, playlistId } from "./playlistCourses";
import { showAs, WCAG_22_AA } from "./axe";

/**
 * The player keeps the learner's place (src/player/), with the stand-in player (scripts/stand-ins/player.ts) served
 * in place of YouTube's at its own origin: resume where they stopped, Watched by itself at the end, the next course of
 * a path, their speed; and nothing believed that is not the player's, nothing asked of any other host.
 */

interface CourseTexts {
  lessonWatched: string;
}

interface PathTexts {
  paths: { progress: string };
}

interface SiteTexts {
  labels: { play: string };
  learner: { save: string; watched: string };
  player: {
    watched: string;
    undo: string;
    next: string;
    playNow: string;
    cancel: string;
    resume: string;
    restart: string;
  };
}

const web = topicNamed("Web Development");
const [first, second] = web.videos.filter((video) => !video.playlistId);

const storedEntry = (page: Page, id: string) =>
  page.evaluate(
    ([key, video]) =>
      (JSON.parse(localStorage.getItem(key) ?? "{}") as { videos?: Record<string, object> }).videos?.[video],
    [STORAGE_KEY, id] as const,
  );

for (const locale of LOCALE_LIST) {
  const site = readTexts<SiteTexts>("site.yaml", locale);
  const topicPage = localePath(locale, web.path);
  const play = (page: Page, video: typeof first) =>
    page.getByRole("button", { name: filledText(site.labels.play, { title: titleIn(video, locale) }) }).click();
  const card = (page: Page, video: typeof first) =>
    page.locator("article.video-card", { has: page.locator(`#video-${video.youtubeId}`) });

  test.describe(`the player (${locale})`, () => {
    test("keeps the place across a reload, says it on the card and on YouTube's link, resumes there, and starts over", async ({
      page,
    }) => {
      const offSite = await standIn(page);
      await page.goto(topicPage);
      await play(page, first);
      const player = await playerOf(page, first.youtubeId);
      // In one task of the player's: no tick of its clock between the two.
      await drive(player, (p) => {
        p.seek(300);
        p.pause();
      });
      await expect.poll(() => storedEntry(page, first.youtubeId)).toMatchObject({ position: 300 });

      await page.reload();
      const resume = card(page, first).locator(".learner-resume");
      await expect(resume).toHaveText(filledText(site.player.resume, { time: "5:00" }, ` ${site.player.restart}`));
      await expect(card(page, first).locator('a[href^="https://www.youtube.com/watch"]')).toHaveAttribute(
        "href",
        new RegExp(`v=${first.youtubeId}.*&t=300$`),
      );
      await play(page, first);
      const again = await playerOf(page, first.youtubeId);
      await expect.poll(() => drive(again, (p) => p.commands)).toContainEqual({ func: "seekTo", args: [300, true] });

      // Start from the beginning: the place is forgotten, and the next Play starts at 0.
      await page.reload();
      await card(page, first).getByRole("button", { name: site.player.restart }).click();
      await expect(card(page, first).locator(".learner-resume")).toHaveCount(0);
      expect(await storedEntry(page, first.youtubeId)).toBeUndefined();
      // Nothing but the player itself left the machine: no script of YouTube's (its iframe_api) among it.
      expect(offSite.every((url) => url.startsWith(`${PLAYER_ORIGIN}/embed/`))).toBe(true);
      expect(offSite.length).toBeGreaterThan(0);
    });

    test("marks the video Watched at its end, with an Undo, and believes no message but the player's", async ({
      page,
    }) => {
      await standIn(page);
      await page.goto(topicPage);
      await play(page, first);
      const player = await playerOf(page, first.youtubeId);
      const watched = card(page, first).getByRole("button", { name: site.learner.watched });
      // A forged "ended", from the page itself: ignored.
      await page.evaluate(() => window.postMessage(JSON.stringify({ event: "onStateChange", info: 0 }), "*"));
      await drive(player, (p) => p.seek(200));
      await page.waitForTimeout(300);
      await expect(watched).toHaveAttribute("aria-pressed", "false");

      await drive(player, (p) => p.end());
      await expect(watched).toHaveAttribute("aria-pressed", "true");
      const status = page.locator(".learner-status").first();
      await expect(status).toContainText(site.player.watched);
      await status.getByRole("button", { name: site.player.undo }).click();
      await expect(watched).toHaveAttribute("aria-pressed", "false");
    });

    test("gives the speed the learner chose to the next player they open", async ({ page }) => {
      await standIn(page);
      await page.goto(topicPage);
      await play(page, first);
      const player = await playerOf(page, first.youtubeId);
      await drive(player, (p) => p.rate(1.5));
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PLAYER_SPEED_KEY)).toBe("1.5");
      await page.reload();
      await play(page, second);
      const next = await playerOf(page, second.youtubeId);
      await expect.poll(() => drive(next, (p) => p.commands)).toContainEqual({ func: "setPlaybackRate", args: [1.5] });
    });

    test("offers a path's next course at the end of one, plays it after the countdown, and never after Cancel", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await standIn(page);
      const path = localePath(locale, learningPathPagePath("web-basics"));
      await page.goto(path);
      const firstCourse = topicNamed("Web Development").videos.find((video) => video.youtubeId === "fixVid00001");
      if (!firstCourse) throw new Error("the path starts with fixVid00001");
      await play(page, firstCourse);
      let player = await playerOf(page, firstCourse.youtubeId);
      await drive(player, (p) => p.end());
      const offer = page.locator(".player-next");
      await expect(offer).toContainText(site.player.next.split("{title}")[0].trim());
      // By the next course's title: the path's second, the playlist course.
      await expect(offer).toContainText(titleIn(courseCard, locale));
      await offer.getByRole("button", { name: site.player.cancel }).click();
      await expect(offer).toHaveCount(0);
      await page.waitForTimeout(6000);
      await expect(page.locator("iframe")).toHaveCount(1);

      // Again, without Cancel: the next course plays by itself, and keyboard focus stays until it does.
      await page.reload();
      await play(page, firstCourse);
      player = await playerOf(page, firstCourse.youtubeId);
      await drive(player, (p) => p.seek(100));
      await drive(player, (p) => p.end());
      await expect(page.locator(".player-next")).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(2, { timeout: 10_000 });
    });

    test("loses nothing when a video plays in one tab while the learner saves another in a second tab", async ({
      page,
      context,
    }) => {
      await standIn(page);
      await page.goto(topicPage);
      await play(page, first);
      const player = await playerOf(page, first.youtubeId);
      // In one task of the player's: no tick of its clock between the two.
      await drive(player, (p) => {
        p.seek(120);
        p.pause();
      });
      await expect.poll(() => storedEntry(page, first.youtubeId)).toMatchObject({ position: 120 });
      const other = await context.newPage();
      await other.goto(topicPage);
      await card(other, second).getByRole("button", { name: site.learner.save, exact: true }).click();
      // Back in the first tab, the video goes on and its place is written again, over the list the second tab wrote.
      await drive(player, (p) => {
        p.seek(180);
        p.play();
        p.pause();
      });
      await expect.poll(() => storedEntry(page, first.youtubeId)).toMatchObject({ position: 180 });
      expect(await storedEntry(page, second.youtubeId)).toMatchObject({ saved: true });
      await other.close();
    });

    test("shows the next-course offer accessibly at every width, light and dark", async ({ page }) => {
      test.setTimeout(120_000);
      await standIn(page);
      const course = topicNamed("Web Development").videos.find((video) => video.youtubeId === "fixVid00001")!;
      for (const colorScheme of ["light", "dark"] as const)
        for (const width of [375, 768, 1280]) {
          // Each view its own offer, audited within the countdown's 5 s.
          await showAs(page, { colorScheme, width, locale });
          await page.goto(localePath(locale, learningPathPagePath("web-basics")));
          await play(page, course);
          await drive(await playerOf(page, "fixVid00001"), (p) => p.end());
          await expect(page.locator(".player-next")).toBeVisible();
          // The player's own page is YouTube's (here the stand-in's), not Corsi's: left out of the audit.
          const { violations } = await new AxeBuilder({ page })
            .withTags(WCAG_22_AA)
            .exclude("iframe")
            .setLegacyMode()
            .analyze();
          expect(
            violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`),
            `${colorScheme}, ${width} px`,
          ).toEqual([]);
        }
    });

    test("ticks a playlist course's lesson when the player moves on to the next, and only that lesson", async ({
      page,
    }) => {
      await standIn(page, { playlists: { [playlistId]: lessons.map((lesson) => lesson.id) } });
      const course = readTexts<{ course: CourseTexts }>("pages.yaml", locale).course;
      await page.goto(localePath(locale, coursePages[0]));
      await page.locator("button.player-poster").first().click();
      const player = await playerOf(page, lessons[0].id);
      const tick = (number: number) => page.getByRole("button", { name: filledText(course.lessonWatched, { number }) });
      await drive(player, (p) => p.next());
      await expect(tick(1)).toHaveAttribute("aria-pressed", "true");
      await expect(tick(2)).toHaveAttribute("aria-pressed", "false");
      // The end of its first lesson never marks the whole course.
      const stored = (await storedEntry(page, courseCard.youtubeId)) as { watched?: boolean; lessons?: string[] };
      expect(stored).toMatchObject({ lessons: [lessons[0].id] });
      expect(stored.watched).toBeUndefined();
    });

    test("counts a video watched to its end on its path's page and on /Paths, without a press", async ({ page }) => {
      await standIn(page);
      const progress = readTexts<PathTexts>("pages.yaml", locale).paths.progress;
      await page.goto(localePath(locale, learningPathPagePath("web-basics")));
      await play(
        page,
        topicNamed("Web Development").videos.find((video) => video.youtubeId === "fixVid00001")!,
      );
      await drive(await playerOf(page, "fixVid00001"), (p) => p.end());
      const done = (text: string) => text.replace("{done}", "1").split("{total}")[0].trim();
      await expect(page.locator("[data-progress]").first()).toContainText(done(progress));
      await page.goto(localePath(locale, "/Paths"));
      await expect(page.locator("[data-progress]").first()).toContainText(done(progress));
    });
  });
}
