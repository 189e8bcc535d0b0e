import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  waitForStart,
  readTexts,
  readTopics,
  ROUTES,
  UNKNOWN_ROUTE,
  watchPage,
  expectedMissing,
  filledText,
  FIXTURE_SITE,
  titleIn,
} from "./site";
import { LOCALE_LIST, localePath, ROUTES as ROUTES_BY_NAME, TOPIC_PAGE_SIZE } from "../src/siteManifest";
import { headerOverlaps, readHeaderRules, servedAddresses } from "../scripts/lib/hostRules";
import { FIXTURE_BUILD_LOG } from "../scripts/stand-ins/thumbnailHost";

/*
 * What the host sends with each response, as the build's _headers has it: the security headers, each from one rule, a
 * content security policy that allows exactly a page's inline scripts, and caching; and that no page breaks its policy.
 */

const ARABIC_TOPIC = readTopics().find((topic) => /[\u0600-\u06ff]/.test(topic.path)) ?? readTopics()[0];
const LONG_TOPIC = readTopics().find((topic) => topic.videos.length > TOPIC_PAGE_SIZE) ?? readTopics()[0];

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
