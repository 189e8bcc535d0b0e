import { expect, test } from "@playwright/test";
import { LOCALE_LIST, localePath } from "../src/siteManifest";
import { navLinks, pageHeading, readLocaleTexts, waitForStart } from "./site";

for (const locale of LOCALE_LIST) {
  const texts = readLocaleTexts(locale);
  const { mainNav, menu } = texts.site.labels;
  const links = navLinks(locale);
  const home = localePath(locale, "/");
  const [, free, paid] = links;
  const contact = links.find((link) => link.path.endsWith("/Contact"))!;

  test.describe(`the navigation bar (${locale})`, () => {
    test("at 992 px the links show expanded and the toggle is hidden", async ({ page }) => {
      await page.setViewportSize({ width: 992, height: 700 });
      await page.goto(home);
      const nav = page.getByRole("navigation", { name: mainNav });
      for (const { label, path } of links) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
        await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole("button", { name: menu })).toBeHidden();
    });

    test("at 991 px the links collapse behind a toggle that opens and closes them", async ({ page }) => {
      await page.setViewportSize({ width: 991, height: 700 });
      await page.goto(paid.path);
      const nav = page.getByRole("navigation", { name: mainNav });
      const toggle = nav.getByRole("button", { name: menu });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toHaveAttribute("aria-controls", "site-menu");
      await expect(nav.getByRole("link", { name: free.label })).toBeHidden();

      // The first press usually comes before the app has loaded: the head script works the toggle (first-press.spec.ts).
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: free.label })).toBeVisible();
      await expect(page.locator("#site-menu")).toHaveClass(/collapse show/);

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("link", { name: free.label })).toBeHidden();
    });

    test("the keyboard opens the menu and following a link closes it", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await page.goto(home);
      await waitForStart(page);
      const toggle = page.getByRole("button", { name: menu });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      // Once open: a press that lands on another link while the menu still grows follows that link (and closes it).
      await expect(page.locator("#site-menu")).toHaveClass(/collapse show/);
      await page.getByRole("navigation", { name: mainNav }).getByRole("link", { name: contact.label }).click();
      await expect(page).toHaveURL(new RegExp(`${contact.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageHeading(texts, "/Contact"));
      await expect(page.getByRole("button", { name: menu })).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("#site-menu")).not.toHaveClass(/show/);
    });

    for (const { label, path } of links) {
      test(`on ${path} the "${label}" link is marked as the current page`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 700 });
        await page.goto(encodeURI(path));
        const nav = page.getByRole("navigation", { name: mainNav });
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
        await expect(nav.getByRole("list").locator('[aria-current="page"]')).toHaveCount(1);
      });
    }

    test("navigating between pages through the bar works in the browser, and stays in the edition", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 700 });
      await page.goto(home);
      await waitForStart(page);
      const nav = page.getByRole("navigation", { name: mainNav });
      for (const [link, route] of [
        [free, "/Free"],
        [paid, "/Paid"],
        [links[0], "/"],
      ] as const) {
        await nav.getByRole("link", { name: link.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${link.path === "/" ? "/" : link.path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageHeading(texts, route));
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
      }
      await nav.getByRole("link", { name: texts.site.brand }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageHeading(texts, "/"));
    });
  });
}

test("the menu opens and closes in 300 ms, and at once under reduced motion", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/");
  await waitForStart(page);
  const duration = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.className = "collapsing";
    document.body.append(probe);
    return getComputedStyle(probe).transitionDuration;
  });
  expect(duration).toBe("0.3s");

  await page.emulateMedia({ reducedMotion: "reduce" });
  // Record every class the menu takes: under reduced motion it must never pass through "collapsing".
  await page.evaluate(() => {
    const menu = document.getElementById("site-menu") as HTMLElement;
    const seen: string[] = ((window as unknown as { menuClasses: string[] }).menuClasses = []);
    new MutationObserver(() => seen.push(menu.className)).observe(menu, {
      attributes: true,
      attributeFilter: ["class"],
    });
  });
  await page.locator(".navbar-toggler").click();
  await expect(page.locator("#site-menu")).toHaveClass(/collapse show/);
  const classes = await page.evaluate(() => (window as unknown as { menuClasses: string[] }).menuClasses);
  expect(classes.some((value) => value.includes("collapsing"))).toBe(false);
});
