import { expect, test } from "@playwright/test";
import { readTexts, waitForApp } from "./site";

/** /Paid's heading: the fixtures hold paid courses. */
const PAID_HEADING = readTexts<{ paid: { listHeading: string } }>("pages.yaml", "en").paid.listHeading;

const LINKS = [
  ["Home", "/"],
  ["Free courses", "/Free"],
  ["Paid courses", "/Paid"],
  ["Contact", "/Contact"],
] as const;

test("at 992 px the links show expanded and the toggle is hidden", async ({ page }) => {
  await page.setViewportSize({ width: 992, height: 700 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, href] of LINKS)
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  for (const [name] of LINKS) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Menu" })).toBeHidden();
});

test("at 991 px the links collapse behind a toggle that opens and closes them", async ({ page }) => {
  await page.setViewportSize({ width: 991, height: 700 });
  await page.goto("/Paid");
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = nav.getByRole("button", { name: "Menu" });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toHaveAttribute("aria-controls", "site-menu");
  await expect(nav.getByRole("link", { name: "Free courses" })).toBeHidden();

  // The first press usually comes before the app has loaded: the head script works the toggle (e2e/first-press.spec.ts).
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Free courses" })).toBeVisible();
  await expect(page.locator("#site-menu")).toHaveClass(/collapse show/);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Free courses" })).toBeHidden();
});

test("the keyboard opens the menu and following a link closes it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/");
  await waitForApp(page);
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  // Once open: a press that lands on another link while the menu still grows follows that link (and closes the menu).
  await expect(page.locator("#site-menu")).toHaveClass(/collapse show/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/Contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#site-menu")).not.toHaveClass(/show/);
});

test("the menu opens and closes in 300 ms, and at once under reduced motion", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/");
  await waitForApp(page);
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
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.locator("#site-menu")).toHaveClass(/collapse show/);
  const classes = await page.evaluate(() => (window as unknown as { menuClasses: string[] }).menuClasses);
  expect(classes.some((value) => value.includes("collapsing"))).toBe(false);
});

for (const [name, href] of LINKS) {
  test(`on ${href} the "${name}" link is marked as the current page`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(href);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("list").locator('[aria-current="page"]')).toHaveCount(1);
  });
}

test("navigating between pages through the bar works in the browser", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/");
  await waitForApp(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Free courses" }).click();
  await expect(page).toHaveURL(/\/Free$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free courses");
  await nav.getByRole("link", { name: "Paid courses" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID_HEADING);
  await nav.getByRole("link", { name: "Corsi" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All in One Place");
});
