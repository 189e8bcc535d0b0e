import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./site";

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
  await page.addInitScript(() => localStorage.setItem("corsi-theme", "dark"));
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
  await hydrated(page);
  const html = page.locator("html");
  const themeSwitch = page.getByRole("button", { name: /^Colour theme: / });
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Follow device");

  await themeSwitch.click();
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Light");
  await expect(html).toHaveAttribute("data-bs-theme", "light");

  await themeSwitch.focus();
  await page.keyboard.press("Enter");
  await expect(themeSwitch).toHaveAccessibleName("Colour theme: Dark");
  await expect(html).toHaveAttribute("data-bs-theme", "dark");

  await page.reload();
  await hydrated(page);
  await expect(html).toHaveAttribute("data-bs-theme", "dark");
  await expect(page.getByRole("button", { name: /^Colour theme: / })).toHaveAccessibleName("Colour theme: Dark");

  await page.getByRole("button", { name: /^Colour theme: / }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: /^Colour theme: / })).toHaveAccessibleName(
    "Colour theme: Follow device",
  );
  await expect(html).toHaveAttribute("data-bs-theme", "light");
  expect(await page.evaluate(() => localStorage.getItem("corsi-theme"))).toBeNull();
});

test("following the device, the page changes theme when the device does", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/Contact");
  await hydrated(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "dark");
});
