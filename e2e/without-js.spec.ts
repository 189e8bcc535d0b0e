import { expect, test } from "@playwright/test";
import { FREE_PREVIEW_TOPICS, FREE_PREVIEW_VIDEOS, LOCALE_LIST, localePath, ROUTE_LIST } from "../src/siteManifest";
import * as editions from "./editions";
import { escapeRegExp, navLinks, readTexts, titleIn, UNKNOWN_ROUTE } from "./site";

/**
 * Without JavaScript every page is whole, in its edition: the menu's links in view, no Play button (a card links to
 * YouTube instead), no poster waiting for a press. The controls that have code are the head script's and the catalog
 * tools' specs'; their absence without JavaScript is theirs too (e2e/catalog.spec.ts, e2e/theme.spec.ts).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

for (const locale of LOCALE_LIST) {
  const { site, pages } = editions.TEXTS[locale];
  const addresses = [
    ...[...ROUTE_LIST.map((route) => route.path), UNKNOWN_ROUTE].map((route) => localePath(locale, route)),
    editions.topicPage(locale, editions.webDevelopment).path,
    editions.topicPage(locale, editions.arabicTitled).path,
    editions.topicPage(locale, editions.longTopic, 2).path,
  ];

  test(`(${locale}) every page stays in its edition, shows all its content with the menu links in view at 375 px, and no player`, async ({
    page,
  }) => {
    for (const address of addresses) {
      await editions.visit(page, address);
      await editions.expectEdition(page, locale);
      const nav = editions.mainNav(page, locale);
      for (const { label } of site.nav)
        await expect(nav.getByRole("link", { name: label, exact: true }), address).toBeVisible();
      await expect(nav.getByRole("button", { name: site.labels.menu }), address).toBeHidden();
      await expect(
        page.getByRole("button", { name: new RegExp(`^${escapeRegExp(site.labels.play.split("{")[0])}`) }),
        address,
      ).toHaveCount(0);
      for (const poster of await page.locator(".player-poster").all()) await expect(poster, address).toBeHidden();
      await expect(page.locator("h1"), address).toHaveCount(1);
    }
  });

  test(`(${locale}) Home, Free, a topic page and Contact are complete, and every video links to YouTube with the edition's label`, async ({
    page,
  }) => {
    const topRated = readTexts<{ heading: string; watchLabel: string }>("top-rated.yaml", locale);
    await editions.visit(page, localePath(locale, "/"));
    await expect(
      page
        .getByRole("region", { name: topRated.heading })
        .getByRole("link", { name: new RegExp(`^${escapeRegExp(topRated.watchLabel)}`) }),
    ).toHaveCount(4);

    const watchLabel = new RegExp(`^${escapeRegExp(pages.free.watchLabel)}`);
    const previewed = editions.topics
      .slice(0, FREE_PREVIEW_TOPICS)
      .flatMap((topic) => topic.videos.slice(0, FREE_PREVIEW_VIDEOS));
    await editions.visit(page, localePath(locale, "/Free"));
    const links = page.getByRole("link", { name: watchLabel });
    await expect(links).toHaveCount(previewed.length);
    await expect(links.first()).toBeVisible();
    await expect(links.first()).toHaveAttribute(
      "href",
      new RegExp(`^https://www\\.youtube\\.com/watch\\?v=${previewed[0].youtubeId}`),
    );
    await expect(links.first()).toHaveAccessibleName(new RegExp(escapeRegExp(titleIn(previewed[0], locale))));

    await editions.visit(page, editions.topicPage(locale, editions.webDevelopment).path);
    await expect(page.getByRole("link", { name: watchLabel })).toHaveCount(editions.webDevelopment.videos.length);
    const contact = navLinks(locale).find((link) => link.path === localePath(locale, "/Contact"));
    if (!contact) throw new Error("The navigation bar links Contact");
    await editions.mainNav(page, locale).getByRole("link", { name: contact.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === localePath(locale, "/Contact"));
    await expect(page.locator("h1")).toHaveText(pages.contact.heading ?? pages.contact.title);
  });
}
