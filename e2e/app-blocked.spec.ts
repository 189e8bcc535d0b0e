import { expect, test } from "@playwright/test";
import { readTexts, readTopics, expectPlayerFocused } from "./site";
import { FREE_PREVIEW_TOPICS, FREE_PREVIEW_VIDEOS } from "../src/siteManifest";

/*
 * A host or network that fails the app's files leaves the site whole: pages complete and navigable, and every control
 * still working, by the head script's code or as plain HTML.
 */

/** /Paid's heading: the fixtures hold paid courses. */
const PAID_HEADING = readTexts<{ paid: { listHeading: string } }>("pages.yaml", "en").paid.listHeading;

test("with the app's files blocked, pages stay complete and navigable, and every control still works", async ({
  page,
}) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All in One Place");
  // The head script works the controls (plugins/corsi-boot/headScript.ts lists them).
  await page.getByRole("button", { name: /^Colour theme: / }).click();
  await expect(page.getByRole("button", { name: /^Colour theme: / })).toHaveAccessibleName("Colour theme: Light");
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.getByRole("button", { name: "Menu" }).click();
  await nav.getByRole("link", { name: "Free courses" }).click();
  await expect(page).toHaveURL(/\/Free$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  const previewed = readTopics().slice(0, FREE_PREVIEW_TOPICS);
  await expect(page.getByRole("link", { name: /^Watch on YouTube/ })).toHaveCount(
    previewed.flatMap((topic) => topic.videos.slice(0, FREE_PREVIEW_VIDEOS)).length,
  );
  // Search and the language filter load their code at their first use; once it fails, they give way.
  await page.getByLabel("Search courses").focus();
  for (const appOnly of await page.locator(".js-only").all()) await expect(appOnly).toBeHidden();
  const video = readTopics()[0].videos[0];
  await page.getByRole("button", { name: `Play: ${video.title}` }).click();
  await expectPlayerFocused(page, video.title);
  await expect(page.getByText(/Unexpected Application Error|Loading chunk/)).toHaveCount(0);
  await nav.getByRole("link", { name: "Paid courses" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID_HEADING);
});
