import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { coursePages } from "./playlistCourses";
import { FIXTURE_DATA, readTopics } from "./site";
import {
  absoluteUrl,
  FREE_PREVIEW_TOPICS,
  FREE_PREVIEW_VIDEOS,
  learningPathPagePath,
  LOCALE_LIST,
  localePath,
  ROUTE_LIST,
  SITE_URL,
  TOPIC_PAGE_SIZE,
} from "../src/siteManifest";
import { MISSING_THUMBNAIL_ID } from "../scripts/stand-ins/thumbnailHost";

/*
 * What search engines and sharing read: the share image, sitemap.xml with every edition's pages and robots.txt naming
 * it, and /Free's JSON-LD.
 */

const CONTENT_ROUTES = ROUTE_LIST.filter((route) => route.indexed).map((route) => route.path);

test.describe("search engines and sharing", () => {
  // Each page's canonical URL, Open Graph and Twitter card, in each edition: e2e/routes.spec.ts ("every route").
  test("the share image is a 1200 × 630 PNG", async ({ request }) => {
    const response = await request.get("/og-image.png");
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("sitemap.xml lists the indexed pages and every topic, course and path page of each edition, and robots.txt names it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url).sort();
    const topicPages = readTopics().map((topic) => topic.path);
    const long = readTopics().filter((topic) => topic.videos.length > TOPIC_PAGE_SIZE);
    const laterPages = long.map((topic) => `${topic.path}/2`);
    const pathPages = readdirSync(path.join(FIXTURE_DATA, "paths")).map((file) =>
      learningPathPagePath(file.replace(/\.yaml$/, "")),
    );
    const pages = [...CONTENT_ROUTES, ...topicPages, ...laterPages, ...coursePages, ...pathPages];
    const inEachEdition = (route: string) => LOCALE_LIST.map((locale) => localePath(locale, route));
    expect(urls).toEqual(
      pages
        .flatMap(inEachEdition)
        .map((route) => absoluteUrl(route))
        .sort(),
    );
    // Each URL names the page in every edition, and the original as x-default.
    for (const route of pages) {
      for (const edition of inEachEdition(route)) {
        const loc = absoluteUrl(edition).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const entry = new RegExp(`<url><loc>${loc}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? "";
        const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
        expect(links.map(([, lang, href]) => [lang, href])).toEqual([
          ...LOCALE_LIST.map((locale) => [locale, absoluteUrl(localePath(locale, route))]),
          ["x-default", absoluteUrl(route)],
        ]);
      }
    }
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test("/Free carries JSON-LD: an ItemList of its videos, a VideoObject where the thumbnail and date are known", async ({
    page,
    request,
  }) => {
    const shown = readTopics().slice(0, FREE_PREVIEW_TOPICS);
    await page.goto("/Free");
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
    expect(json["@type"]).toBe("ItemList");
    const elements: { url?: string; name?: string; item?: Record<string, string> }[] = json.itemListElement;
    const videos = shown.flatMap((topic) => topic.videos.slice(0, FREE_PREVIEW_VIDEOS));
    expect(elements).toHaveLength(videos.length);
    for (const [index, video] of videos.entries()) {
      const element = elements[index];
      // The fixture's thumbnail server has a picture of every video but MISSING_THUMBNAIL_ID.
      if (video.published && video.youtubeId !== MISSING_THUMBNAIL_ID) {
        const item = element.item!;
        expect(item["@type"]).toBe("VideoObject");
        expect(item.name).toBe(video.title);
        expect(item.uploadDate).toBe(video.published);
        expect(item.embedUrl).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${video.youtubeId}`));
        expect(item.url).toContain(`v=${video.youtubeId}`);
        expect(item.thumbnailUrl).toMatch(new RegExp(`^${SITE_URL}/static/.+\\.webp$`));
        const image = await request.get(item.thumbnailUrl.slice(SITE_URL.length));
        expect(image.headers()["content-type"]).toBe("image/webp");
        expect(image.headers()["cache-control"]).toContain("immutable");
      } else {
        expect(element).toEqual({
          "@type": "ListItem",
          position: index + 1,
          name: video.title,
          url: expect.stringContaining(`v=${video.youtubeId}`),
        });
      }
    }
    const objects = elements.flatMap((element) => (element.item ? [element.item] : []));
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.length).toBeLessThan(videos.length);
  });
});
