import { expect, test, type Page } from "@playwright/test";
import { FREE_PREVIEW_TOPICS, FREE_PREVIEW_VIDEOS, TOPIC_PAGE_SIZE } from "../src/siteManifest";
import { expectPlayerFocused, readTopics, topicNamed, watchPage } from "./site";

const topics = readTopics();
const videoIds = (page: Page, scope = page.getByRole("main")) =>
  scope
    .getByRole("link", { name: /^Watch on YouTube/ })
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get("v")));

/** Answers the embed locally: this machine is offline, and the test only needs to see the request. */
async function stubYouTube(page: Page) {
  const embeds: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    embeds.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  return embeds;
}

test("/Free shows the first topics in order with their first videos, and a link to the rest of a longer topic", async ({
  page,
}) => {
  expect(topics.length, "the fixtures have more topics than /Free previews").toBeGreaterThan(FREE_PREVIEW_TOPICS);
  await page.goto("/Free");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  const previewed = topics.slice(0, FREE_PREVIEW_TOPICS);
  await expect(headings).toHaveText(previewed.map((topic) => topic.title));
  for (const topic of previewed) {
    const region = page.getByRole("region", { name: topic.title });
    expect(await videoIds(page, region)).toEqual(
      topic.videos.slice(0, FREE_PREVIEW_VIDEOS).map((video) => video.youtubeId),
    );
    const more = region.getByRole("link", { name: `All ${topic.videos.length} videos in ${topic.title}` });
    await expect(more).toHaveCount(topic.videos.length > FREE_PREVIEW_VIDEOS ? 1 : 0);
  }
  const longest = topics.find((topic) => topic.videos.length > FREE_PREVIEW_VIDEOS);
  expect(longest, "the fixtures have a topic longer than the preview").toBeDefined();
  await page.getByRole("link", { name: `All ${longest?.videos.length} videos in ${longest?.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(longest?.path ?? "")}$`));
});

test("a topic beyond the previews is in the index, not on /Free itself", async ({ page }) => {
  const later = topics[FREE_PREVIEW_TOPICS];
  await page.goto("/Free");
  await expect(page.getByRole("region", { name: later.title })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Play: ${later.videos[0].title}` })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: later.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(later.title);
  await expect(page.getByRole("button", { name: `Play: ${later.videos[0].title}` })).toHaveCount(1);
});

test("the topic index links every topic's page and shows its count", async ({ page }) => {
  await page.goto("/Free");
  const index = page.getByRole("navigation", { name: "Topics" });
  await expect(index.getByRole("link")).toHaveText(topics.map((topic) => `${topic.title} ${topic.videos.length}`));
  const hrefs = await index.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(topics.map((topic) => topic.path));
});

test("topics whose names differ only in + and # get their own pages and anchors", async ({ page }) => {
  const paths = ["C Learning", "C++ Learning", "C# Learning"].map((title) => topicNamed(title).path);
  expect(new Set(paths).size).toBe(3);
  for (const title of ["C Learning", "C++ Learning", "C# Learning"]) {
    const response = await page.goto(topicNamed(title).path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
  await page.goto("/Free");
  const ids = await page.locator("section.video-section").evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

test("an Arabic topic keeps its Arabic address, page and anchor", async ({ page }) => {
  const arabic = topics.find((topic) => /[\u0600-\u06ff]/.test(topic.title));
  expect(arabic, "the fixtures have an Arabic topic").toBeDefined();
  if (!arabic) return;
  expect(arabic.path).toMatch(/[\u0600-\u06ff]/);
  const response = await page.goto(encodeURI(arabic.path));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic.title);
  expect(await videoIds(page)).toEqual(arabic.videos.map((video) => video.youtubeId));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${encodeURI(arabic.path)}$`));
  await page.goto("/Free");
  await expect(page.locator(`section[id="${arabic.path.split("/").at(-1)}"]`)).toHaveCount(1);
});

test("a long topic is split into pages of at most TOPIC_PAGE_SIZE videos, linked in order", async ({ page }) => {
  const long = topics.find((topic) => topic.videos.length > TOPIC_PAGE_SIZE);
  expect(long, "the fixtures have a topic longer than a page").toBeDefined();
  if (!long) return;
  await page.goto(long.path);
  expect(await videoIds(page)).toEqual(long.videos.slice(0, TOPIC_PAGE_SIZE).map((video) => video.youtubeId));
  const pages = page.getByRole("navigation", { name: "Pages of this topic" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`${long.path}/2$`));
  expect(await videoIds(page)).toEqual(
    long.videos.slice(TOPIC_PAGE_SIZE, 2 * TOPIC_PAGE_SIZE).map((video) => video.youtubeId),
  );
  await expect(pages.getByRole("link", { name: /Page 2 of/ })).toHaveAttribute("aria-current", "page");
});

test("a topic page carries its title, description, canonical URL and JSON-LD of its videos", async ({ page }) => {
  const topic = topics[0];
  await page.goto(topic.path);
  await expect(page).toHaveTitle(`${topic.title}: free video courses | Corsi`);
  // The outline stays h1 → h2 → card h3 (Lighthouse's heading-order audit), with the h2 for assistive technology only.
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: topic.title })).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    new RegExp(`^${topic.videos.length} free ${topic.title} video courses`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${topic.path}$`));
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  const ids = json.itemListElement.map((element: { url?: string; item?: { url: string } }) =>
    new URL(element.item?.url ?? element.url ?? "").searchParams.get("v"),
  );
  expect(ids).toEqual(topic.videos.map((video) => video.youtubeId));
});

test("nothing loads from YouTube before play: no iframe, no request, thumbnails only from Corsi", async ({ page }) => {
  for (const path of ["/Free", topics[0].path]) {
    const watch = watchPage(page);
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0);
    for (const source of await page
      .locator("img")
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
      ))
      expect(new URL(source).origin).toBe(new URL(page.url()).origin);
    await page.mouse.wheel(0, 5000);
    await page.waitForTimeout(200);
    watch.expectClean();
  }
});

test("pressing play swaps in the youtube-nocookie player, with the playlist, and focuses it", async ({ page }) => {
  const video = topics.flatMap((topic) => topic.videos).find((entry) => entry.playlistId);
  expect(video, "the fixtures have a video with a playlist").toBeDefined();
  if (!video?.playlistId) return;
  const embeds = await stubYouTube(page);
  const expected = `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&list=${video.playlistId}`;
  await page.goto("/Free");
  // Usually pressed before the app has loaded: the head script plays it (e2e/first-press.spec.ts).
  await page.getByRole("button", { name: `Play: ${video.title}` }).click();
  const frame = page.locator(`iframe[title="${video.title}"]`);
  await expect(frame).toHaveAttribute("src", expected);
  await expectPlayerFocused(page, video.title);
  await expect.poll(() => embeds).toEqual([expected]);
  await expect(page.locator("iframe")).toHaveCount(1);
});

for (const key of ["Enter", "Space"]) {
  test(`${key} on a focused play button starts that video`, async ({ page }) => {
    const video = topics[0].videos[1];
    await stubYouTube(page);
    await page.goto("/Free");
    await page.getByRole("button", { name: `Play: ${video.title}` }).focus();
    await page.keyboard.press(key);
    const frame = page.locator(`iframe[title="${video.title}"]`);
    await expect(frame).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`);
    await expectPlayerFocused(page, video.title);
  });
}

test("known channels and languages show; unknown ones are simply left out, the length alone remaining", async ({
  page,
}) => {
  const all = topics.flatMap((topic) => topic.videos.slice(0, FREE_PREVIEW_VIDEOS));
  const known = all.find((video) => video.channel && video.language);
  const unknown = all.find((video) => !video.channel && !video.language);
  expect(known && unknown, "the fixtures have both kinds").toBeTruthy();
  await page.goto("/Free");
  const card = (title: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card(known?.title ?? "")).toContainText(known?.channel ?? "");
  await expect(card(known?.title ?? "").locator(".badge")).toHaveText(known?.language ?? "");
  await expect(card(unknown?.title ?? "").locator(".badge")).toHaveCount(0);
  // Its subtitle holds its length alone (every fixture video has one here), without a separator before it.
  const subtitle = card(unknown?.title ?? "").locator(".card-subtitle");
  await expect(subtitle.locator("> *")).toHaveCount(1);
  await expect(subtitle.locator("> time")).toHaveCount(1);
  expect(await subtitle.textContent()).toBe(await subtitle.locator("time").textContent());
});

test("every poster keeps the 16:9 shape", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/Free");
  for (const poster of await page.locator(".player").all()) {
    const box = await poster.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  }
});
