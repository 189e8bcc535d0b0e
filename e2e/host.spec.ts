import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { coursePages } from "./playlistCourses";
import {
  FIXTURE_DATA,
  waitForStart,
  readTexts,
  readTopics,
  ROUTES,
  UNKNOWN_ROUTE,
  watchPage,
  expectedMissing,
  expectPlayerFocused,
  filledText,
  FIXTURE_SITE,
  titleIn,
} from "./site";
import {
  FREE_PREVIEW_TOPICS,
  FREE_PREVIEW_VIDEOS,
  ROUTES as ROUTES_BY_NAME,
  TOPIC_PAGE_SIZE,
} from "../src/siteManifest";
import { headerOverlaps, readHeaderRules, servedAddresses } from "../scripts/lib/hostRules";
import { absoluteUrl, learningPathPagePath, LOCALE_LIST, localePath, ROUTE_LIST, SITE_URL } from "../src/siteManifest";
import { FIXTURE_BUILD_LOG, MISSING_THUMBNAIL_ID } from "../scripts/stand-ins/thumbnailHost";

const ARABIC_TOPIC = readTopics().find((topic) => /[\u0600-\u06ff]/.test(topic.path)) ?? readTopics()[0];
const LONG_TOPIC = readTopics().find((topic) => topic.videos.length > TOPIC_PAGE_SIZE) ?? readTopics()[0];
/** /Paid's heading: the fixtures hold paid courses. */
const PAID_HEADING = readTexts<{ paid: { listHeading: string } }>("pages.yaml", "en").paid.listHeading;
const CONTENT_ROUTES = ROUTE_LIST.filter((route) => route.indexed).map((route) => route.path);

function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body]) => body);
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The headers every response gets, from the one `/*` rule. */
function expectSharedHeaders(headers: Record<string, string>) {
  expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
}

test.describe("response headers", () => {
  test("the build under test ran as the host runs it: NETLIFY set, the site's adapter, the host's cache stored", () => {
    // Gatsby's reporter wraps long lines to the terminal's width.
    const log = readFileSync(FIXTURE_BUILD_LOG, "utf8").replace(/\s*\n\s*/g, " ");
    expect(log).toContain("Using corsi-host adapter");
    expect(log).not.toContain("gatsby-adapter-netlify");
    expect(log).toContain("[corsi-host] stored .cache and public in the host's cache");
  });

  test("every address this build serves gets each header from one rule only (Netlify's parser)", async () => {
    const rules = await readHeaderRules(path.join(FIXTURE_SITE, "_headers"));
    expect(headerOverlaps(rules, servedAddresses(FIXTURE_SITE))).toEqual([]);
  });

  test(`${UNKNOWN_ROUTE} gets the 404 page with the shared headers, and the page carries the site's policy`, async ({
    request,
  }) => {
    const response = await request.get(UNKNOWN_ROUTE);
    expect(response.status()).toBe(404);
    expectSharedHeaders(response.headers());
    // No `_headers` rule names it without also naming /admin/ (plugins/corsi-host/hostFiles.ts, withPolicyMeta).
    expect(response.headers()["content-security-policy"]).toBeUndefined();
    const html = await response.text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? "";
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf("<script"));
    const pagePolicy = (await request.get("/Free")).headers()["content-security-policy"];
    expect(policy).toBe(pagePolicy.replace("; frame-ancestors 'none'", ""));
    for (const script of executableInlineScripts(html)) expect(policy, script.slice(0, 60)).toContain(sha256(script));
  });

  test("an unknown address under /ar/ gets the Arabic 404 page, status 404, with the site's policy", async ({
    request,
  }) => {
    for (const address of ["/ar/no-such-page", "/ar/Free/no-such-page"]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      expect(html, address).toContain('<html lang="ar" dir="rtl">');
      const headers = response.headers();
      expectSharedHeaders(headers);
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      const scripts = executableInlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(headers["content-security-policy"]).toContain(sha256(script));
    }
    const data = await request.get("/page-data/ar/no-such-page/page-data.json", { maxRedirects: 0 });
    expect(((await data.json()) as { path: string }).path).toBe("/ar/404");
  });

  // Each route, a topic page with Arabic letters in its address and a topic's second page, in every edition.
  for (const route of [
    ...ROUTES.filter((address) => address !== UNKNOWN_ROUTE),
    ARABIC_TOPIC.path,
    `${LONG_TOPIC.path}/2`,
  ]) {
    test(`${route} is served in each edition with the security headers, and a CSP that differs only by allowing exactly its inline scripts`, async ({
      request,
    }) => {
      const others = new Map<string, string>();
      for (const locale of LOCALE_LIST) {
        const address = localePath(locale, route);
        const response = await request.get(encodeURI(address), { maxRedirects: 0 });
        expect(response.status(), address).toBe(200);
        const headers = response.headers();
        expectSharedHeaders(headers);
        expect(headers["cross-origin-opener-policy"], address).toBe("same-origin");
        expect(headers["cache-control"], address).toBe("public, max-age=0, must-revalidate");

        const csp = headers["content-security-policy"];
        const directives = Object.fromEntries(csp.split("; ").map((directive) => [directive.split(" ")[0], directive]));
        expect(directives["frame-src"]).toBe("frame-src https://www.youtube-nocookie.com");
        expect(directives["frame-ancestors"]).toBe("frame-ancestors 'none'");
        expect(directives["base-uri"]).toBe("base-uri 'self'");
        expect(directives["form-action"]).toBe("form-action 'none'");
        expect(directives["object-src"]).toBe("object-src 'none'");
        expect(directives["default-src"]).toBe("default-src 'self'");
        expect(directives["script-src"]).not.toContain("unsafe-inline");
        expect(csp).not.toMatch(/https?:\/\/(?!www\.youtube-nocookie\.com)/);
        // Every directive but the scripts' is the same in every edition.
        const rest = Object.entries(directives)
          .filter(([name]) => name !== "script-src")
          .map(([, directive]) => directive)
          .sort()
          .join("; ");
        others.set(locale, rest);

        const scripts = executableInlineScripts(await response.text());
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts)
          expect(directives["script-src"], `${address}: ${script.slice(0, 60)}`).toContain(sha256(script));
      }
      expect(new Set(others.values()).size, "the policies but for their scripts").toBe(1);
    });
  }

  test("a topic page's document carries the policies; its scripts, data, thumbnails and icon do not, but keep nosniff", async ({
    page,
  }) => {
    const responses: { path: string; type: string; headers: Record<string, string> }[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.hostname === "127.0.0.1")
        responses.push({ path: url.pathname, type: response.request().resourceType(), headers: response.headers() });
    });
    await page.goto(readTopics()[0].path);
    await waitForStart(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByLabel("Search courses").fill("c");
    await expect(page.locator(".search-results li").first()).toBeVisible();
    const types = new Set(responses.map(({ type }) => type));
    // The tools' script, then Pagefind's files (fetch); no app, so no page-data requests (xhr).
    for (const type of ["document", "script", "fetch", "image"]) expect(types, type).toContain(type);
    for (const { path, type, headers } of responses) {
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      const document = type === "document";
      expect(headers["content-security-policy"] !== undefined, `${path}: a policy`).toBe(document);
      expect(headers["cross-origin-opener-policy"], path).toBe(document ? "same-origin" : undefined);
    }
  });

  test("hashed assets are cached for a year; HTML and page-data are always revalidated", async ({ request, page }) => {
    // /Saved runs Gatsby's app: its script files are in the page once it has started.
    await page.goto(ROUTES_BY_NAME.saved.path);
    await waitForStart(page);
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((elements) => elements.map((e) => e.getAttribute("src")));
    expect(scripts.length).toBeGreaterThan(2);
    for (const src of scripts) {
      expect((await request.get(src as string)).headers()["cache-control"], src as string).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    for (const path of [...ROUTES.slice(0, 5), "/page-data/Free/page-data.json"]) {
      expect((await request.get(path)).headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    }
  });
});

test("case and slash variants of each route redirect with 301 to the canonical URL", async ({ request }) => {
  const cases: [string, string][] = [
    ["/free", "/Free"],
    ["/FREE", "/Free"],
    ["/Free/", "/Free"],
    ["/paid/", "/Paid"],
    ["/CONTACT", "/Contact"],
    ["/user1", "/User1"],
    ["/admin", "/admin/"],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
  const missing = await request.get("/Freebies", { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Page not found");
});

test("the Arabic pages get the same case and slash redirects", async ({ request }) => {
  const cases: [string, string][] = [
    ["/ar/", "/ar"],
    ["/AR", "/ar"],
    ["/ar/free", "/ar/Free"],
    ["/AR/FREE/", "/ar/Free"],
    ["/ar/Free/", "/ar/Free"],
    ["/ar/contact", "/ar/Contact"],
    ["/ar/user1/", "/ar/User1"],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
});

test("the Arabic 404 page answers 404 and stays the Arabic 404 page at the visitor's address, with no error", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const address = "/ar/Free/no-such-page";
  const watch = watchPage(page, { allowMissing: [address] });
  const response = await page.goto(address, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  await page.mouse.move(20, 20);
  await page.waitForTimeout(1000);
  // Gatsby's app would move a translation's 404 page to its own address (/ar/404): that page has no app.
  expect(decodeURI(new URL(page.url()).pathname)).toBe(address);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("h1")).toHaveCount(1);
  watch.expectClean();
});

test("the data of an unknown page is the 404 page's, and a known page's data is its own", async ({ request }) => {
  for (const address of ["/Freebies", "/courses/python"]) {
    const data = await request.get(`/page-data${address}/page-data.json`, { maxRedirects: 0 });
    expect(data.status(), address).toBe(200);
    expect(((await data.json()) as { path: string }).path, address).toBe("/404.html");
  }
  const free = await request.get("/page-data/Free/page-data.json");
  expect(((await free.json()) as { path: string }).path).toBe("/Free");
});

for (const locale of LOCALE_LIST) {
  const { play } = readTexts<{ labels: { play: string } }>("site.yaml", locale).labels;
  test(`no page of the ${locale} edition reports a CSP violation or an error while playing a video`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    // Every route's page, in each edition, is checked for violations in e2e/routes.spec.ts; here, a page while it plays
    // and a topic page with Arabic letters in its address.
    for (const route of ["/Free", ARABIC_TOPIC.path]) {
      const address = localePath(locale, route);
      const watch = watchPage(page, { allowMissing: expectedMissing(route).map((path) => localePath(locale, path)) });
      await page.goto(encodeURI(address), { waitUntil: "networkidle" });
      await waitForStart(page);
      if (route === "/Free") {
        const first = readTopics()[0].videos[0];
        const title = titleIn(first, locale);
        await page.getByRole("button", { name: filledText(play, { title }) }).click();
        await expect(page.locator(`iframe[title="${title}"]`)).toBeVisible();
        await page.waitForTimeout(300);
        watch.thirdParty.length = 0; // the embed itself was asked for by the visitor
      }
      watch.expectClean();
      page.removeAllListeners("console");
      page.removeAllListeners("request");
      page.removeAllListeners("response");
    }
  });
}

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

test("with the app's files blocked, pages stay complete and navigable, and every control still works", async ({
  page,
}) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All in One Place");
  // The head script works the controls (plugins/corsi-boot/headScript.ts lists them).
  await page.getByRole("button", { name: /^Colour theme: / }).click();
  await expect(page.getByRole("button", { name: /^Colour theme: / })).toHaveAccessibleName("Colour theme: Light");
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.getByRole("button", { name: "Menu" }).click();
  await nav.getByRole("link", { name: "Free courses" }).click();
  await expect(page).toHaveURL(/\/Free$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  const previewed = readTopics().slice(0, FREE_PREVIEW_TOPICS);
  await expect(page.getByRole("link", { name: /^Watch on YouTube/ })).toHaveCount(
    previewed.flatMap((topic) => topic.videos.slice(0, FREE_PREVIEW_VIDEOS)).length,
  );
  // Search and the language filter load their code at their first use; once it fails, they give way.
  await page.getByLabel("Search courses").focus();
  for (const appOnly of await page.locator(".js-only").all()) await expect(appOnly).toBeHidden();
  const video = readTopics()[0].videos[0];
  await page.getByRole("button", { name: `Play: ${video.title}` }).click();
  await expectPlayerFocused(page, video.title);
  await expect(page.getByText(/Unexpected Application Error|Loading chunk/)).toHaveCount(0);
  await nav.getByRole("link", { name: "Paid courses" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID_HEADING);
});
