/** @jest-environment node */
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { LOCALE_LIST, localePath, SITE_URL } from "../../src/siteManifest";
import { alternateLinks, inEveryLocale, sitemapEntry, sitemapPages } from "./sitemap";

const [, TRANSLATED] = LOCALE_LIST;

const everyEdition = (paths: string[]) => LOCALE_LIST.flatMap((locale) => paths.map((p) => localePath(locale, p)));
const BUILT = everyEdition(["/", "/Free", "/Free/python-learning", "/Free/تعلم-بايثون"]);

describe("alternateLinks", () => {
  it("names the page in every edition, its own address included, and the original as x-default", () => {
    const links = alternateLinks(localePath(TRANSLATED, "/Free"), new Set(BUILT));
    expect(links).toEqual([
      ...LOCALE_LIST.map((locale) => ({ lang: locale, url: `${SITE_URL}${localePath(locale, "/Free")}` })),
      { lang: "x-default", url: `${SITE_URL}/Free` },
    ]);
    expect(alternateLinks("/Free", new Set(BUILT))).toEqual(links);
  });

  it("gives the home page's editions as / and /<code>, with no trailing slash", () => {
    const urls = alternateLinks("/", new Set(BUILT)).map((link) => link.url);
    expect(urls).toEqual([`${SITE_URL}/`, `${SITE_URL}/${TRANSLATED}`, `${SITE_URL}/`]);
  });

  it("keeps an address in Arabic script percent-encoded", () => {
    const links = alternateLinks("/Free/تعلم-بايثون", new Set(BUILT));
    expect(links.map((link) => link.url)).toContain(`${SITE_URL}${encodeURI(`/${TRANSLATED}/Free/تعلم-بايثون`)}`);
    expect(links.every((link) => /^[\x21-\x7e]+$/.test(link.url))).toBe(true);
  });

  it("names no edition that was not built, and none at all for a page in one edition only", () => {
    expect(alternateLinks("/Free", new Set(["/Free"]))).toEqual([]);
    expect(alternateLinks("/Paid", new Set(BUILT))).toEqual([]);
  });
});

describe("sitemapPages", () => {
  it("lists the pages in one order, whatever order Gatsby made them in", () => {
    const listed = (paths: string[]) => sitemapPages(paths).map((page) => page.path);
    expect(listed([...BUILT].reverse())).toEqual(listed(BUILT));
    expect(listed(BUILT)).toEqual([...BUILT].sort());
  });
});

describe("inEveryLocale", () => {
  it("puts each path under every edition", () => {
    expect(inEveryLocale(["/User1", "/404"])).toEqual(everyEdition(["/User1", "/404"]));
    expect(inEveryLocale(["/User1"])).toContain(`/${TRANSLATED}/User1`);
  });
});

describe("the sitemap the plugin writes from these entries (the sitemap package)", () => {
  it("carries each URL with its hreflang alternates and x-default", async () => {
    const entries = sitemapPages(BUILT).map(sitemapEntry);
    const stream = new SitemapStream({ hostname: SITE_URL });
    const xml = (await streamToPromise(Readable.from(entries).pipe(stream))).toString();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => url);
    expect(urls).toHaveLength(BUILT.length);
    const arabicTopic = urls.find((url) => url.includes(`<loc>${SITE_URL}/${TRANSLATED}/Free/%D8`));
    expect(arabicTopic).toBeDefined();
    const original = `${SITE_URL}${encodeURI("/Free/تعلم-بايثون")}`;
    for (const locale of LOCALE_LIST) {
      const href = `${SITE_URL}${encodeURI(localePath(locale, "/Free/تعلم-بايثون"))}`;
      expect(arabicTopic).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${href}"/>`);
    }
    expect(arabicTopic).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${original}"/>`);
  });
});
