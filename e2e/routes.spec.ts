import { expect, test } from "@playwright/test";
import { escapeRegExp, readTexts, ROUTES, UNKNOWN_ROUTE, waitForStart, watchPage } from "./site";
import { LOCALE_LIST, localePath, ROUTE_LIST, SITE_URL, type Locale } from "../src/siteManifest";
import {
  expectEdition,
  expectLinksStayIn,
  mainNav,
  otherEdition,
  routePage,
  TEXTS,
  topicPage,
  topics,
} from "./editions";

/** The letters of a translated edition's own script: its titles are written in them, not copied from the original. */
const OWN_LETTERS: Partial<Record<Locale, RegExp>> = { ar: /[\u0621-\u064a]/ };

test.describe("every route", () => {
  for (const locale of LOCALE_LIST) {
    const { brand } = TEXTS[locale].site;
    // One page of each template: every route of the manifest, a topic page and the 404 page.
    const templates = [
      ...ROUTE_LIST.map((route) => routePage(locale, route.path)),
      topicPage(locale, topics[0]),
      routePage(locale, UNKNOWN_ROUTE),
    ];
    for (const { path: route, original, indexed, title, heading } of templates) {
      test(`${route} answers in its edition's language and direction, with its title, description, sharing cards and heading, and nothing from another origin or against its policy`, async ({
        page,
      }) => {
        const unknown = original === UNKNOWN_ROUTE;
        // A script or style the page's policy blocks is reported as an error (e2e/response-headers.spec.ts checks the
        // policy itself).
        await page.addInitScript(() => {
          document.addEventListener("securitypolicyviolation", (event) =>
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
          );
        });
        const watch = watchPage(page, { allowMissing: unknown ? [route] : [] });
        // Every request is watched from the start; the last ones, a picture's after the scroll, are awaited below.
        const response = await page.goto(encodeURI(route));
        expect(response?.status()).toBe(unknown ? 404 : 200);
        await expectEdition(page, locale);
        await expect(page).toHaveTitle(title);
        const letters = OWN_LETTERS[locale];
        if (letters) expect((await page.title()).slice(0, -` | ${brand}`.length)).toMatch(letters);
        const meta = (selector: string) => page.locator(selector).getAttribute("content");
        const description = await meta('meta[name="description"]');
        expect(description?.length).toBeGreaterThan(10);
        // For search engines and sharing: the canonical address of an indexed page, Open Graph and a Twitter card.
        if (indexed)
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${encodeURI(route)}`);
        else await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        expect(await meta('meta[property="og:title"]')).toBe(await page.title());
        expect(await meta('meta[property="og:description"]')).toBe(description);
        expect(await meta('meta[property="og:image"]')).toBe(`${SITE_URL}/og-image.png`);
        expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
        expect(await meta('meta[name="twitter:image"]')).toBe(`${SITE_URL}/og-image.png`);
        expect(await meta('meta[property="og:image:alt"]')).toMatch(new RegExp(`^${escapeRegExp(brand)}: \\S`));
        expect(await meta('meta[name="twitter:image:alt"]')).toBe(await meta('meta[property="og:image:alt"]'));
        await expect(page.locator("main")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveText(heading);
        await expect(mainNav(page, locale).getByRole("link", { name: brand, exact: true })).toHaveAttribute(
          "href",
          localePath(locale, "/"),
        );
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
        // Once the page has started what it runs, it is still the edition's page.
        await waitForStart(page);
        await expectEdition(page, locale);
        await expect(page.locator("h1")).toHaveText(heading);
        await page.mouse.wheel(0, 5000);
        await page.waitForTimeout(200);
        watch.expectClean();
      });
    }
  }

  // Each page shows the title its edition's data gives it (above): these differ from page to page.
  test("titles differ from page to page in each edition", () => {
    for (const locale of LOCALE_LIST) {
      const titles = ROUTES.map((route) => routePage(locale, route).title.source);
      expect(new Set(titles).size, locale).toBe(ROUTES.length);
    }
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

for (const locale of LOCALE_LIST) {
  const { pages, site } = TEXTS[locale];
  const { path: unknown, title } = routePage(locale, UNKNOWN_ROUTE);
  test(`an unknown address in the ${locale} edition answers 404 with the edition's 404 page, which keeps its address and needs no app`, async ({
    page,
  }) => {
    const appFiles: string[] = [];
    page.on("request", (request) => /\/(app|framework)-\w+\.js$/.test(request.url()) && appFiles.push(request.url()));
    const watch = watchPage(page, { allowMissing: [unknown] });
    const response = await page.goto(unknown, { waitUntil: "load" });
    expect(response?.status()).toBe(404);
    for (const visited of [false, true]) {
      if (visited) {
        // A visitor's first moves, then time for an app to have started (the loader starts one on idle or on these).
        await page.mouse.move(20, 20);
        await page.keyboard.press("Tab");
        await page.waitForTimeout(1500);
      }
      await expectEdition(page, locale);
      await expect(mainNav(page, locale)).toBeVisible();
      // The address the visitor typed stays in the address bar: nothing moves it to the 404 page's own address.
      expect(new URL(page.url()).pathname).toBe(unknown);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("h1")).toHaveText(pages.notFound.heading);
      await expect(page.getByRole("main").getByRole("link", { name: pages.notFound.linkLabel })).toHaveAttribute(
        "href",
        localePath(locale, "/"),
      );
      // A missing page has no counterpart: the link leads to the other edition's home page. Not for search engines.
      await expect(mainNav(page, locale).locator("a.locale-link")).toHaveAttribute(
        "href",
        localePath(otherEdition(locale), "/"),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      await expectLinksStayIn(page, locale);
    }
    // The page is whole without the app, and its menu toggle works from the head script.
    expect(appFiles).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    const toggle = mainNav(page, locale).getByRole("button", { name: site.labels.menu });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    watch.expectClean();
  });

  test(`each route of the ${locale} edition is served at its exact, slash-less URL, with its title in the HTML`, async ({
    request,
  }) => {
    for (const { path: route } of ROUTE_LIST) {
      const { path, title: pageTitle } = routePage(locale, route);
      const response = await request.get(encodeURI(path), { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const served = /<title data-gatsby-head="true">([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(served.replaceAll("&amp;", "&"), path).toMatch(pageTitle);
    }
  });
}
