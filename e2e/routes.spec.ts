import { expect, test } from "@playwright/test";
import { readTexts, ROUTES, templateRoutes, UNKNOWN_ROUTE, watchPage } from "./site";
import { LOCALE_LIST, localePath, pathInDefaultLocale, ROUTE_LIST } from "../src/siteManifest";

const pages = readTexts<Record<string, { title: string; description: string }>>("pages.yaml", "en");

test.describe("every route", () => {
  for (const locale of LOCALE_LIST) {
    const { brand, labels } = readTexts<{ brand: string; labels: { mainNav: string } }>("site.yaml", locale);
    for (const route of templateRoutes().map((path) => localePath(locale, path))) {
      test(`${route} has its own title, description, language, one main and one h1, and nothing from another origin`, async ({
        page,
      }) => {
        const watch = watchPage(page, { allowMissing: pathInDefaultLocale(route) === UNKNOWN_ROUTE ? [route] : [] });
        await page.goto(encodeURI(route), { waitUntil: "networkidle" });
        await expect(page).toHaveTitle(new RegExp(`\\| ${brand}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length).toBeGreaterThan(10);
        await expect(page.locator("main")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(
          page.getByRole("navigation", { name: labels.mainNav }).getByRole("link", { name: brand }),
        ).toHaveAttribute("href", localePath(locale, "/"));
        // Private until play: no player, no early connection, every picture from the site itself, even after a scroll.
        await expect(page.locator("iframe")).toHaveCount(0);
        await expect(page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0);
        const origin = new URL(page.url()).origin;
        const sources = await page
          .locator("img")
          .evaluateAll((images) =>
            images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
          );
        for (const source of sources) expect(new URL(source).origin).toBe(origin);
        await page.mouse.wheel(0, 5000);
        await page.waitForTimeout(200);
        watch.expectClean();
      });
    }
  }

  test("titles differ from page to page", async ({ page }) => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(route);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(ROUTES.length);
  });
});

test("Home shows the hero, ten named logo tiles, four features, four top-rated courses and the footer", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All in One Place");
  await expect(page.getByText("All free and Paid Programing courses in one Place", { exact: true })).toBeVisible();
  const tiles = page.getByRole("list", { name: "Technologies covered" }).getByRole("img");
  await expect(tiles).toHaveCount(10);
  for (const name of ["HTML5", "CSS3", "JavaScript", "Java", "AngularJS", "Bootstrap", "Python", "Flutter"]) {
    await expect(tiles.filter({ has: page.locator(`xpath=self::*[@aria-label="${name}"]`) })).toHaveCount(1);
  }
  const features = page.getByRole("region", { name: "What are We Performing ?" });
  await expect(features.getByRole("heading", { level: 3 })).toHaveText([
    "Easy Learning",
    "Fast Access",
    "Free Learning",
    "Best Videos",
  ]);
  await expect(features.locator("svg")).toHaveCount(4);

  const topRated = page.getByRole("region", { name: "Top Rated" });
  await expect(topRated.getByRole("heading", { level: 3 })).toHaveText([
    "Intro In HTML & CSS",
    "Intro To Python",
    "JavaScript Essentials",
    "Flutter basics",
  ]);
  await expect(topRated.getByText("Elzero Web School")).toBeVisible();
  const watch = topRated.getByRole("link", { name: /^Watch Now/ });
  await expect(watch).toHaveCount(4);
  for (const link of await watch.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}&list=PL/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(page.getByRole("link", { name: "See All Videos" })).toHaveAttribute("href", "/Free");
  await expect(page.getByRole("contentinfo")).toContainText("© 2024 Corsi. All rights reserved.");
  await expect(page.getByRole("contentinfo")).toContainText("Code & design by the Corsi team");
});

// With no paid course (today's data/), /Paid is the owner's message verbatim: src/sections/PaidPage.test.tsx. The fixtures
// hold paid courses (e2e/paid.spec.ts), listed above the invitation to authors.
test("Paid lists the paid courses, then the invitation with a link to Contact, and the footer", async ({ page }) => {
  const paid = readTexts<{ paid: { listHeading: string; inviteHeading: string; linkLabel: string } }>(
    "pages.yaml",
    "en",
  ).paid;
  await page.goto("/Paid");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(paid.listHeading);
  await expect(page.getByRole("heading", { level: 2, name: paid.inviteHeading })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: paid.linkLabel })).toHaveAttribute("href", "/Contact");
  await expect(page.getByRole("contentinfo")).toContainText("2024");
});

test("Contact lists phone, e-mail and WhatsApp as working links, each with an icon", async ({ page }) => {
  await page.goto("/Contact");
  const entries = page.getByRole("main").getByRole("listitem");
  await expect(entries).toHaveCount(3);
  await expect(page.getByRole("link", { name: /Phone/ })).toHaveAttribute("href", "tel:+201000000000");
  await expect(page.getByRole("link", { name: /E-mail/ })).toHaveAttribute("href", "mailto:hello@example.com");
  const whatsapp = page.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute("href", "https://wa.me/201000000000");
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("main").getByText("+20 100 000 0000")).toHaveCount(2);
  for (const entry of await entries.all()) await expect(entry.locator("svg")).toHaveCount(1);
});

test("/User1 shows the navigation bar and nothing else, and asks not to be indexed", async ({ page }) => {
  await page.goto("/User1");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // Only the screen-reader heading: nothing a sighted visitor sees.
  await expect(page.getByRole("main").locator(":scope > :not(.visually-hidden)")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("an unknown path answers 404 with the navigation bar and a way home", async ({ page }) => {
  const response = await page.goto("/courses/missing");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("main").getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
});

test("each route is served at its exact, slash-less URL", async ({ request }) => {
  for (const { path: route } of ROUTE_LIST) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
    expect(await response.text()).toContain(
      `<title data-gatsby-head="true">${pages[routeKey(route)].title} | Corsi</title>`,
    );
  }
});

function routeKey(route: string): string {
  return route === "/" ? "home" : route.slice(1).toLowerCase();
}
