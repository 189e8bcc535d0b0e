import { expect, test } from "@playwright/test";
import { LOCALE_LIST, LOCALES, localePath } from "../src/siteManifest";
import { boxOf, visit } from "./editions";
import { navLinks, pageHeading, readLocaleTexts, waitForStart } from "./site";

for (const locale of LOCALE_LIST) {
  const texts = readLocaleTexts(locale);
  const { mainNav, menu } = texts.site.labels;
  const links = navLinks(locale);
  const home = localePath(locale, "/");
  const [, free, paid] = links;
  const contact = links.find((link) => link.path.endsWith("/Contact"))!;
  const rtl = LOCALES[locale].dir === "rtl";

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

    // The bar reads from the edition's start: the brand first, at the left of an English page and at the right of an
    // Arabic one, the menu toggle at the other end.
    test("at 375 px the brand is the first item of the bar, at the edition's start, and the menu toggle the last", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await visit(page, free.path);
      const nav = page.getByRole("navigation", { name: mainNav });
      const items = await Promise.all(
        [".navbar-brand", "a.locale-link", ".theme-switch", ".navbar-toggler"].map((selector) =>
          boxOf(nav.locator(selector)),
        ),
      );
      const [brand, , , toggle] = items;
      const rightmost = Math.max(...items.map((box) => box.right));
      const leftmost = Math.min(...items.map((box) => box.left));
      if (rtl) {
        expect(brand.right, "brand at the right").toBe(rightmost);
        expect(toggle.left, "toggle at the left").toBe(leftmost);
        expect(brand.center).toBeGreaterThan(375 / 2);
        expect(toggle.center).toBeLessThan(375 / 2);
      } else {
        expect(brand.left, "brand at the left").toBe(leftmost);
        expect(toggle.right, "toggle at the right").toBe(rightmost);
        expect(brand.center).toBeLessThan(375 / 2);
        expect(toggle.center).toBeGreaterThan(375 / 2);
      }
    });

    test("at 1280 px the brand is at the edition's start, before the navigation links, which start from it too", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 700 });
      await visit(page, free.path);
      const nav = page.getByRole("navigation", { name: mainNav });
      const brand = await boxOf(nav.locator(".navbar-brand"));
      const list = await boxOf(nav.locator("ul.navbar-nav"));
      const first = await boxOf(nav.getByRole("link", { name: links[0].label, exact: true }));
      const last = await boxOf(nav.getByRole("link", { name: links[3].label, exact: true }));
      if (rtl) {
        expect(brand.left).toBeGreaterThanOrEqual(list.right);
        expect(brand.center).toBeGreaterThan(1280 / 2);
        expect(first.left, "the first link is the rightmost").toBeGreaterThan(last.right);
      } else {
        expect(brand.right).toBeLessThanOrEqual(list.left);
        expect(brand.center).toBeLessThan(1280 / 2);
        expect(first.right, "the first link is the leftmost").toBeLessThan(last.left);
      }
    });

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
