import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { readTopics, topicNamed, watchPage } from "./site";
import { FIXTURE_BUILD_LOG, LETTERBOXED_THUMBNAIL_ID, MISSING_THUMBNAIL_ID } from "../scripts/stand-ins/thumbnailHost";

/** The card of a video, found by its heading's id (videoAnchor in src/components/VideoCard.tsx). */
const card = (page: Page, youtubeId: string) => page.locator(`article.video-card:has(#video-${youtubeId})`);

/** Scrolls each card into view and waits until its image has loaded; returns each card's image address. */
async function loadedImages(page: Page): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  for (const article of await page.locator("article.video-card").all()) {
    const id = ((await article.locator("h3").getAttribute("id")) ?? "").replace(/^video-/, "");
    const image = article.locator("img.player-image");
    if ((await image.count()) === 0) continue;
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    images.set(id, await image.evaluate((element: HTMLImageElement) => element.currentSrc));
  }
  return images;
}

for (const path of ["/Free", topicNamed("JavaScript Step by Step").path]) {
  test(`${path}: every card shows its own thumbnail from Corsi's origin, the missing one its drawn poster`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto(path);
    const ids = await page
      .locator("article.video-card h3")
      .evaluateAll((headings) => headings.map((heading) => heading.id.replace(/^video-/, "")));
    const images = await loadedImages(page);
    const pictured = ids.filter((id) => id !== MISSING_THUMBNAIL_ID);
    expect([...images.keys()]).toEqual(pictured);
    expect(new Set(images.values()).size, "each card its own image").toBe(pictured.length);
    for (const source of images.values()) {
      expect(new URL(source).origin).toBe(new URL(page.url()).origin);
      expect(new URL(source).pathname).toMatch(/^\/static\/.+\.webp$/);
    }
    // Each card still plays: the button over the picture keeps its name.
    const first = card(page, pictured[0]);
    await expect(first.getByRole("button", { name: /^Play: / })).toBeVisible();
    await expect(first.locator(".player-poster-title")).toHaveCount(0);
    if (ids.includes(MISSING_THUMBNAIL_ID)) {
      const missing = card(page, MISSING_THUMBNAIL_ID);
      await expect(missing.locator("img")).toHaveCount(0);
      await expect(missing.locator(".player-poster-title")).toBeVisible();
    }
    watch.expectClean();
  });
}

test("the page's first card is fetched at once, the others when they near the viewport", async ({ page }) => {
  await page.goto("/Free");
  const images = page.locator("img.player-image");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  expect(await images.first().getAttribute("loading")).toBeNull();
  for (const image of (await images.all()).slice(1)) {
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
  }
  for (const image of await images.all()) {
    expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
    expect(await image.getAttribute("sizes")).toBeTruthy();
    expect((await image.getAttribute("srcset"))?.split(",").length).toBeGreaterThan(1);
  }
});

test("the build names the video whose thumbnail is missing, with its data file", () => {
  // Gatsby's reporter wraps long lines to the terminal's width.
  const log = readFileSync(FIXTURE_BUILD_LOG, "utf8").replace(/\s*\n\s*/g, " ");
  const file = readTopics().find((topic) => topic.videos.some((video) => video.youtubeId === MISSING_THUMBNAIL_ID))!;
  expect(log).toContain(`data/topics/${file.file}: video ${MISSING_THUMBNAIL_ID} `);
  // Only the missing one is reported.
  expect(log.match(/Thumbnail missing/g)).toHaveLength(1);
});

test("a 4:3 thumbnail loses its black bars", async ({ page }) => {
  const topic = readTopics().find((entry) =>
    entry.videos.some((video) => video.youtubeId === LETTERBOXED_THUMBNAIL_ID),
  )!;
  await page.goto(topic.path);
  const image = card(page, LETTERBOXED_THUMBNAIL_ID).locator("img.player-image");
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const rows = await image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(element, 0, 0);
    const brightness = (y: number) => {
      const { data } = context.getImageData(0, y, canvas.width, 1);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum += data[i] + data[i + 1] + data[i + 2];
      return sum / (data.length / 4) / 3;
    };
    return { ratio: canvas.width / canvas.height, top: brightness(0), bottom: brightness(canvas.height - 1) };
  });
  expect(rows.ratio).toBeCloseTo(16 / 9, 1);
  // A black bar's row is near 0; the fixture's picture is far brighter.
  expect(rows.top).toBeGreaterThan(20);
  expect(rows.bottom).toBeGreaterThan(20);
});

test("scrolling /Free shifts no layout while the thumbnails load", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/Free");
  await page.evaluate(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { shift: number }).shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (let step = 0; step < 40; step += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("each card shows its thumbnail and its link, no Play button and no drawn poster", async ({ page }) => {
    await page.goto("/Free");
    const images = await loadedImages(page);
    expect(images.size).toBeGreaterThan(0);
    for (const id of images.keys()) await expect(card(page, id).locator("img.player-image")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Play: / })).toHaveCount(0);
    const missing = card(page, MISSING_THUMBNAIL_ID);
    if ((await missing.count()) > 0) await expect(missing.locator(".player")).toBeHidden();
    await expect(page.getByRole("link", { name: /Watch on YouTube/ }).first()).toBeVisible();
  });
});
