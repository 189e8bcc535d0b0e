import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { LOCALE_LIST, localePath, ROUTES } from "../src/siteManifest";
import { MAX_NOTE_LENGTH, STORAGE_KEY } from "../src/learner/keys";
import { drive, playerOf, standIn } from "./standInPlayer";
import { filledText, readTexts, titleIn, topicNamed } from "./site";
import { expectNoAxeViolations, showAs } from "./axe";
import { coursePages, entry as courseCard } from "./playlistCourses";

/**
 * The learner's notes beside each course (src/notes/, /Saved's notes): written on a card, kept through a reload, edited
 * and deleted; timed by the stand-in player and played from that moment; text only, in its own direction; the limit
 * said; gathered, filtered and downloaded on /Saved; moved by file; a full storage said with the text kept; and no
 * request carrying a note.
 */

interface SiteTexts {
  labels: { play: string };
  learner: { note: string };
  notes: {
    label: string;
    save: string;
    cancel: string;
    edit: string;
    delete: string;
    at: string;
    cut: string;
    unkept: string;
  };
}
interface SavedTexts {
  saved: {
    notesHeading: string;
    notesFilter: string;
    notesNoMatch: string;
    notesDownload: string;
    download: string;
    loaded: { one: string; other: string };
  };
}

const web = topicNamed("Web Development");
const [first, second] = web.videos.filter((video) => !video.playlistId);

const storedNote = (page: Page, id: string) =>
  page.evaluate(
    ([key, video]) =>
      (JSON.parse(localStorage.getItem(key) ?? "{}") as { videos?: Record<string, { note?: object }> }).videos?.[video]
        ?.note,
    [STORAGE_KEY, id] as const,
  );

/** Every request the page makes, with what it carries: none may carry a note. */
function recordBodies(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
  return sent;
}

for (const locale of LOCALE_LIST) {
  const site = readTexts<SiteTexts>("site.yaml", locale);
  const { saved } = readTexts<SavedTexts>("pages.yaml", locale);
  const topicPage = localePath(locale, web.path);
  const savedPage = localePath(locale, ROUTES.saved.path);
  const card = (page: Page, video: typeof first) =>
    page.locator("article.video-card", { has: page.locator(`#video-${video.youtubeId}`) });
  const noteButton = (page: Page, video: typeof first) =>
    card(page, video).getByRole("button", { name: site.learner.note, exact: true });
  const box = (page: Page, video: typeof first) =>
    card(page, video).getByRole("textbox", { name: filledText(site.notes.label, { title: titleIn(video, locale) }) });

  test.describe(`notes (${locale})`, () => {
    test("a note written, kept after a reload, shown as text in its own direction, edited with Ctrl+Enter, deleted; no request carries it", async ({
      page,
    }) => {
      const sent = recordBodies(page);
      await page.goto(topicPage);
      await noteButton(page, first).click();
      await expect(noteButton(page, first)).toHaveAttribute("aria-expanded", "true");
      await expect(noteButton(page, first)).toHaveAttribute("aria-controls", /editor/);
      // Markup stays text, and nothing in it runs.
      const typed = `<img src=x onerror="window.ran=1"> flexbox: the main axis first\nsecond line`;
      await box(page, first).fill(typed);
      await expect(box(page, first)).toBeFocused();
      await card(page, first).getByRole("button", { name: site.notes.save }).click();
      const shown = card(page, first).locator(".learner-note-text");
      await expect(shown).toHaveText(typed);
      await expect(noteButton(page, first)).toBeFocused();
      expect(await card(page, first).locator(".learner-note img").count()).toBe(0);
      expect(await page.evaluate(() => "ran" in window)).toBe(false);
      expect(await storedNote(page, first.youtubeId)).toMatchObject({ text: typed });

      await page.reload();
      await expect(shown).toHaveText(typed);
      // An Arabic note reads right to left in either edition, an English one left to right.
      await card(page, first)
        .getByRole("button", { name: new RegExp(`^${site.notes.edit}`) })
        .click();
      await box(page, first).fill("الإغلاق: الدالة تتذكر نطاقها");
      await box(page, first).press("Control+Enter");
      await expect(shown).toHaveText("الإغلاق: الدالة تتذكر نطاقها");
      expect(await shown.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");

      await noteButton(page, first).click();
      await card(page, first).getByRole("button", { name: site.notes.delete }).click();
      await expect(shown).toHaveCount(0);
      expect(await storedNote(page, first.youtubeId)).toBeUndefined();
      expect(sent.filter((line) => /main axis|flexbox|الإغلاق/.test(decodeURIComponent(line)))).toEqual([]);
    });

    test("the limit said, a draft kept through a reload, Cancel forgets it, and a full storage said with the text kept", async ({
      page,
    }) => {
      await page.goto(topicPage);
      await noteButton(page, second).click();
      await box(page, second).fill("x".repeat(MAX_NOTE_LENGTH + 50));
      await expect(box(page, second)).toHaveValue("x".repeat(MAX_NOTE_LENGTH));
      await expect(card(page, second).getByRole("alert")).toContainText(String(MAX_NOTE_LENGTH.toLocaleString(locale)));
      await box(page, second).fill("a draft");
      await page.reload();
      await noteButton(page, second).click();
      await expect(box(page, second)).toHaveValue("a draft");
      await card(page, second).getByRole("button", { name: site.notes.cancel }).click();
      await page.reload();
      await expect(box(page, second)).toHaveCount(0);

      // The browser refuses to keep anything more: said, and the text stays to be copied.
      await page.evaluate(() => {
        Storage.prototype.setItem = function (key: string) {
          if (key === "corsi-list") throw new DOMException("full", "QuotaExceededError");
        } as Storage["setItem"];
      });
      await noteButton(page, second).click();
      await box(page, second).fill("keep me");
      await card(page, second).getByRole("button", { name: site.notes.save }).click();
      await expect(card(page, second).getByRole("alert")).toHaveText(site.notes.unkept);
      await expect(box(page, second)).toHaveValue("keep me");
    });

    test("a note taken while the player plays records its moment, and the moment plays the video from there", async ({
      page,
    }) => {
      await standIn(page, { duration: 900 });
      await page.goto(topicPage);
      await card(page, first)
        .getByRole("button", { name: filledText(site.labels.play, { title: titleIn(first, locale) }) })
        .click();
      const player = await playerOf(page, first.youtubeId);
      await drive(player, (p) => {
        p.seek(754);
        p.pause();
      });
      await expect(page.locator(`iframe[data-at="754"]`)).toHaveCount(1);
      await noteButton(page, first).click();
      await box(page, first).fill("closures explained");
      await card(page, first).getByRole("button", { name: site.notes.save }).click();
      expect(await storedNote(page, first.youtubeId)).toMatchObject({ text: "closures explained", at: 754 });
      const moment = card(page, first).getByRole("button", { name: filledText(site.notes.at, { time: "12:34" }) });
      await expect(moment).toBeVisible();

      // After a reload there is no player: the moment starts one there, not at the place the player kept.
      await page.reload();
      await moment.click();
      await expect.poll(() => page.frames().some((frame) => /start=754/.test(frame.url()))).toBe(true);
    });

    test("a playlist course's page keeps the course's note, shown on its card too", async ({ page }) => {
      await page.goto(localePath(locale, coursePages[0]));
      const course = page.locator(".course-lessons");
      await course.getByRole("button", { name: site.learner.note, exact: true }).click();
      await course.getByRole("textbox").fill("lesson order matters");
      await course.getByRole("button", { name: site.notes.save }).click();
      await page.reload();
      await expect(course.locator(".learner-note-text")).toHaveText("lesson order matters");
      expect(await storedNote(page, courseCard.youtubeId)).toMatchObject({ text: "lesson order matters" });
      await page.goto(topicPage);
      await expect(card(page, courseCard).locator(".learner-note-text")).toHaveText("lesson order matters");
    });

    test("/Saved gathers the notes, filters them, downloads them as Markdown, and a file carries them into a fresh browser", async ({
      page,
      browser,
    }, testInfo) => {
      await page.goto(topicPage);
      for (const [video, text] of [
        [first, "flexbox: the main axis first"],
        [second, "do the exercise before the next video"],
      ] as const) {
        await noteButton(page, video).click();
        await box(page, video).fill(text);
        await card(page, video).getByRole("button", { name: site.notes.save }).click();
      }
      await page.goto(savedPage);
      const notes = page.getByRole("region", { name: saved.notesHeading });
      await expect(notes.locator(".saved-note")).toHaveCount(2);
      await notes.getByRole("searchbox", { name: saved.notesFilter }).fill("FLEXBOX");
      await expect(notes.locator(".saved-note")).toHaveCount(1);
      await expect(notes.locator(".saved-note")).toContainText(titleIn(first, locale));
      await notes.getByRole("searchbox", { name: saved.notesFilter }).fill("nothing like this");
      await expect(notes.getByText(saved.notesNoMatch)).toBeVisible();

      const [markdown] = await Promise.all([
        page.waitForEvent("download"),
        notes.getByRole("button", { name: saved.notesDownload }).click(),
      ]);
      expect(markdown.suggestedFilename()).toBe(locale === "en" ? "corsi-notes.md" : `corsi-notes-${locale}.md`);
      const text = readFileSync(await markdown.path(), "utf8");
      expect(text).toContain(`## ${titleIn(first, locale)}`);
      expect(text).toContain(`#video-${first.youtubeId}>`);
      expect(text).toContain("flexbox: the main axis first");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: saved.download }).click(),
      ]);
      const file = testInfo.outputPath("corsi-list.json");
      await download.saveAs(file);
      const fresh = await browser.newPage();
      await fresh.goto(savedPage);
      await fresh.locator("input[type=file]").setInputFiles(file);
      await expect(fresh.getByRole("region", { name: saved.notesHeading }).locator(".saved-note")).toHaveCount(2);
      await fresh.goto(topicPage);
      await expect(card(fresh, second).locator(".learner-note-text")).toHaveText(
        "do the exercise before the next video",
      );
      await fresh.close();
    });
  });

  for (const colorScheme of ["light", "dark"] as const)
    for (const width of [375, 768, 1280])
      test(`${locale}: axe finds no WCAG 2.2 AA violation with a note shown and the editor open (${colorScheme}, ${width} px)`, async ({
        page,
      }) => {
        await showAs(page, { colorScheme, width, locale });
        await page.goto(topicPage);
        await noteButton(page, first).click();
        await box(page, first).fill("a note to see");
        await card(page, first).getByRole("button", { name: site.notes.save }).click();
        await noteButton(page, second).click();
        await box(page, second).fill("x".repeat(MAX_NOTE_LENGTH - 10));
        await expectNoAxeViolations(page, `${locale}, ${colorScheme}, ${width} px, notes`);
      });
}
