import { expect, test, type Page } from "@playwright/test";
import { readData, watchPage, type FreeData } from "./site";

const SPEC_SECTIONS: [string, number][] = [
  ["Front end Development", 4],
  ["Back end Development", 3],
  ["Mobile Apps Development", 2],
  ["Python Learning", 2],
  ["C Learning", 2],
  ["Machine Learning", 2],
  ["Cyber Security", 2],
];

const { sections } = readData<FreeData>("free-courses.yaml");

/** Answers the embed locally: this machine is offline, and the test only needs to see the request. */
async function stubYouTube(page: Page) {
  const embeds: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    embeds.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  return embeds;
}

test("/Free has the spec's sections in order, each with its anchor and its exact videos", async ({ page }) => {
  await page.goto("/Free");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(SPEC_SECTIONS.map(([title]) => title));
  for (const [index, [title, count]] of SPEC_SECTIONS.entries()) {
    const region = page.getByRole("region", { name: title });
    await expect(region.getByRole("button", { name: /^Play: / })).toHaveCount(count);
    const ids = await region
      .getByRole("link", { name: /^Watch on YouTube/ })
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get("v")));
    expect(ids).toEqual(sections[index].videos.map((video) => video.youtubeId));
  }
});

test("the topic index links to every section", async ({ page }) => {
  await page.goto("/Free");
  const index = page.getByRole("navigation", { name: "Topics" });
  const links = index.getByRole("link");
  await expect(links).toHaveCount(SPEC_SECTIONS.length);
  await index.getByRole("link", { name: /Cyber Security/ }).click();
  await expect(page).toHaveURL(/#cyber-security$/);
  await expect(page.getByRole("heading", { name: "Cyber Security", level: 2 })).toBeInViewport();
});

test("nothing loads from YouTube before play: no iframe, no thumbnail, no request", async ({ page }) => {
  const watch = watchPage(page);
  await page.goto("/Free", { waitUntil: "networkidle" });
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.locator('img, link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0);
  await page.mouse.wheel(0, 5000);
  await page.waitForTimeout(200);
  watch.expectClean();
});

test("pressing play swaps in the youtube-nocookie player, with the playlist, and focuses it", async ({ page }) => {
  const embeds = await stubYouTube(page);
  await page.goto("/Free");
  // Usually pressed before the app has loaded: the head script plays it (e2e/first-press.spec.ts).
  await page.getByRole("button", { name: "Play: Dart course, part 1" }).click();
  const frame = page.locator('iframe[title="Dart course, part 1"]');
  await expect(frame).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/kgN7veo9tC0?autoplay=1&list=PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o",
  );
  await expect(frame).toBeFocused();
  await expect
    .poll(() => embeds)
    .toEqual(["https://www.youtube-nocookie.com/embed/kgN7veo9tC0?autoplay=1&list=PL93xoMrxRJIsYc9L0XBSaiiuq01JTMQ_o"]);
  await expect(page.locator("iframe")).toHaveCount(1);
});

for (const key of ["Enter", "Space"]) {
  test(`${key} on a focused play button starts that video`, async ({ page }) => {
    await stubYouTube(page);
    await page.goto("/Free");
    await page.getByRole("button", { name: "Play: Learn CSS in one video" }).focus();
    await page.keyboard.press(key);
    await expect(page.locator('iframe[title="Learn CSS in one video"]')).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/qyVkLebgfzY?autoplay=1",
    );
    await expect(page.locator('iframe[title="Learn CSS in one video"]')).toBeFocused();
  });
}

test("known channels and languages show; unknown ones are simply left out", async ({ page }) => {
  await page.goto("/Free");
  const known = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Python full course" }) });
  await expect(known).toContainText("Bro Code");
  await expect(known.locator(".badge")).toHaveText("English");
  const unknown = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Front-end development lesson" }) });
  await expect(unknown.locator(".badge")).toHaveCount(0);
  await expect(unknown.locator(".card-subtitle")).toHaveCount(0);
});

test("every poster keeps the 16:9 shape", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/Free");
  for (const poster of await page.locator(".player").all()) {
    const box = await poster.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  }
});
