import { expect, test, type Page } from "@playwright/test";
import { waitForStart } from "./site";
import { THEME_STORAGE_KEY } from "../src/theme/theme";

const DARK_BG = "rgb(33, 37, 41)";
const LIGHT_BG = "rgb(255, 255, 255)";

/** Records the theme and body background at the first animation frame, which comes before the first paint. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const target = document.body ?? document.documentElement;
      (window as unknown as { firstFrame: unknown }).firstFrame = {
        theme: document.documentElement.getAttribute("data-bs-theme"),
        background: getComputedStyle(target).backgroundColor,
      };
    });
  });
}

const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame)
    .then((handle) => handle.jsonValue());

for (const [scheme, background] of [
  ["dark", DARK_BG],
  ["light", LIGHT_BG],
] as const) {
  test(`a ${scheme}-mode device gets the ${scheme} theme from the first frame`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await recordFirstFrame(page);
    await page.goto("/Free");
    expect(await firstFrame(page)).toEqual({ theme: scheme, background });
  });
}

test("a stored choice wins over the device from the first frame, even before the site's scripts load", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
  await recordFirstFrame(page);
  // Block the bundles: only the inline head script can have set the theme.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto("/");
  expect(await firstFrame(page)).toEqual({ theme: "dark", background: DARK_BG });
});

test("without JavaScript the device's dark preference still applies", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto(test.info().project.use.baseURL + "/Paid");
  await expect(page.locator("html")).not.toHaveAttribute("data-bs-theme", /.+/);
  expect(await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(DARK_BG);
  await context.close();
});

test("the switch cycles follow device → light → dark by mouse and keyboard, and the choice survives a reload", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  const themeSwitch = page.getByRole("button", { name: /^Colour theme: / });
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Follow device");

  // A press before the app has started is handled by the head script, which works the switch.
  await themeSwitch.click();
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Light");
  await expect(html).toHaveAttribute("data-bs-theme", "light");

  await themeSwitch.focus();
  await page.keyboard.press("Enter");
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Dark");
  await expect(html).toHaveAttribute("data-bs-theme", "dark");

  // After a reload the static HTML already names the stored choice, before any app code runs: the app's files are
  // held back until that is checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(html).toHaveAttribute("data-bs-theme", "dark");
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Dark");
  expect(await page.evaluate(() => "___loader" in window), "the app has not run").toBe(false);
  release();
  await waitForStart(page);
  // The home page runs no app (docs/decisions/0024-framework-code-only-where-needed.md): the head script is all.
  expect(await page.evaluate(() => "___loader" in window), "the app never runs here").toBe(false);
  await themeSwitch.focus();
  await page.keyboard.press("Space");
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Follow device");
  await expect(html).toHaveAttribute("data-bs-theme", "light");
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
});

test("following the device, the page changes theme when the device does, with or without the app", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/Contact");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "dark");
  await waitForStart(page);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "light");
});

test("a choice made in another tab applies here too", async ({ context, page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/Paid");
  const other = await context.newPage();
  await other.goto("/Paid");
  await other.getByRole("button", { name: /^Colour theme: / }).click(); // → Light
  await other.getByRole("button", { name: /^Colour theme: / }).click(); // → Dark
  await expect(other.locator("html")).toHaveAttribute("data-bs-theme", "dark");
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "dark");
  await expect(page.getByRole("button", { name: /^Colour theme: / })).toHaveAccessibleName("Colour theme: Dark");
});
