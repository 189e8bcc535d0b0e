import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FIXTURE_BUILD_LOG } from "../scripts/stand-ins/thumbnailHost";
import { LOCALE_LIST, localePath, ROUTES, SAVED_CATALOG_PATH, topicSlugOfPath } from "../src/siteManifest";
import type { SavedCatalog } from "../src/learner/savedCatalog";
import {
  FIXTURE_DATA,
  readData,
  readGoneVideos,
  readTexts,
  readTopics,
  readVideoResources,
  seedList,
  titleIn,
  topicNamed,
  waitForStart,
} from "./site";

/*
 * What YouTube no longer serves, on the fixture catalog: a video the stand-in's videos.list leaves out is in the data
 * (e2e/fixtures/data/topics/c.yaml) but nowhere on the site; a video YouTube lets play on YouTube only keeps its card
 * and its link, without a player.
 */

const [gone] = readGoneVideos();
const resources = readVideoResources();
const notEmbeddable = readTopics()
  .flatMap((topic) => topic.videos.map((video) => ({ topic, video })))
  .find(({ video }) => resources.get(video.youtubeId)?.status?.embeddable === false);

test("the fixture has one video YouTube no longer serves and one it lets play on YouTube only", () => {
  expect(readGoneVideos()).toHaveLength(1);
  expect(gone.topic.title).toBe("C Learning");
  expect(notEmbeddable?.topic.title).toBe("C# Learning");
});

test("the build log names the video YouTube no longer serves, with its file and line", () => {
  const log = readFileSync(FIXTURE_BUILD_LOG, "utf8").replace(/\s*\n\s*/g, " ");
  const line =
    readFileSync(`e2e/fixtures/data/topics/${gone.topic.file}`, "utf8")
      .split("\n")
      .findIndex((text) => text.includes(gone.video.youtubeId)) + 1;
  expect(log).toContain(
    `YouTube no longer serves 1 video, left out of the site until removed from data/: - data/topics/${gone.topic.file} line ${line}: ${gone.video.youtubeId} "${gone.video.title}"`,
  );
});

for (const locale of LOCALE_LIST) {
  const at = (path: string) => localePath(locale, path);
  const search = readTexts<{ free: { search: { label: string } } }>("pages.yaml", locale).free.search;

  test.describe(`a video YouTube no longer serves (${locale})`, () => {
    test("has no card on its topic's page, and is not counted on /Free", async ({ page }) => {
      const c = topicNamed("C Learning");
      await page.goto(at(c.path));
      const cards = page.getByRole("main").locator(".video-card");
      await expect(cards).toHaveCount(c.videos.length);
      await expect(page.locator(`#video-${gone.video.youtubeId}`)).toHaveCount(0);
      await page.goto(at(ROUTES.free.path));
      await expect(page.locator(`.topic-index a[href="${encodeURI(at(c.path))}"] .badge`).first()).toHaveText(
        String(c.videos.length),
      );
      await expect(page.locator(`#video-${gone.video.youtubeId}`)).toHaveCount(0);
    });

    test("is not found by search, where a served video of its topic is", async ({ page }) => {
      await page.goto(at(ROUTES.free.path));
      await waitForStart(page);
      const field = page.getByLabel(search.label);
      // A learning path whose description says "pointers" is found too.
      await field.fill("Pointers");
      // The served video, and the learning paths whose description says the word (a path is searched by its own words).
      const paths = readdirSync(path.join(FIXTURE_DATA, "paths"))
        .map((file) => readData<{ title: string; titleAr: string; description: string }>(`paths/${file}`))
        .filter((entry) => /pointers/i.test(entry.description))
        .map((entry) => titleIn(entry, locale));
      await expect(page.getByRole("search").getByRole("link")).toHaveCount(1 + paths.length);
      expect((await page.getByRole("search").getByRole("link").allTextContents()).sort()).toEqual(
        ["Pointers in C", ...paths].sort(),
      );
      await field.fill("serves");
      await expect(page.getByRole("search").getByRole("status")).toBeVisible();
      await expect(page.getByRole("search").getByRole("link")).toHaveCount(0);
    });
  });
}

test("it is left out of the sitemap's pages and of /Saved's catalog; a video on YouTube only is in it, marked", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(encodeURI(gone.topic.path));
  expect(sitemap).not.toContain(gone.video.youtubeId);
  const catalog = (await (await request.get(SAVED_CATALOG_PATH)).json()) as SavedCatalog;
  const ids = catalog.videos.map((video) => video.youtubeId);
  expect(ids).not.toContain(gone.video.youtubeId);
  expect(ids).toHaveLength(readTopics().flatMap((topic) => topic.videos).length);
  expect(catalog.videos.find((video) => video.youtubeId === notEmbeddable?.video.youtubeId)).toMatchObject({
    embeddable: false,
    seconds: 1500,
  });
});

test("a learner who saved it sees it on /Saved as no longer listed", async ({ page }) => {
  const saved = readTexts<{ saved: { gone: string } }>("pages.yaml", "en").saved;
  await seedList(page, {
    [gone.video.youtubeId]: { title: gone.video.title, topic: topicSlugOfPath(gone.topic.path), saved: true },
  });
  await page.goto(ROUTES.saved.path);
  const region = page.getByRole("region", { name: saved.gone });
  await expect(region).toBeVisible({ timeout: 20_000 });
  await expect(region.getByRole("heading", { name: gone.video.title })).toBeVisible();
  await expect(page.locator("main article.video-card")).toHaveCount(0);
});

for (const locale of LOCALE_LIST)
  test(`a video YouTube lets play on YouTube only keeps its card and link, without a player (${locale})`, async ({
    page,
  }) => {
    const { topic, video } = notEmbeddable ?? { topic: readTopics()[0], video: readTopics()[0].videos[0] };
    await page.goto(localePath(locale, topic.path));
    const card = page.locator(".video-card", { has: page.locator(`#video-${video.youtubeId}`) });
    await expect(card).toBeVisible();
    await expect(card.locator("a[href^='https://www.youtube.com/watch?v=" + video.youtubeId + "']")).toHaveCount(1);
    await expect(card.locator("button.player-poster, [data-embed]")).toHaveCount(0);
    await expect(card.locator("time")).toHaveAttribute("datetime", "PT25M");
    await card.locator(".player").click();
    await expect(card.locator("iframe")).toHaveCount(0);
    // Its neighbour plays as before.
    await expect(page.locator("button.player-poster")).not.toHaveCount(0);
  });
