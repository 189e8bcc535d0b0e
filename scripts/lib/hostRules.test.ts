/** @jest-environment node */
// Node, not jsdom: Netlify's parsers read files and its redirect engine loads WebAssembly.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  LOCAL_ADMIN_CONTENT_SECURITY_POLICY,
  sha256Source,
} from "../../plugins/corsi-host/csp";
import { ADMIN_RULE, CACHE_IMMUTABLE, CACHE_REVALIDATE } from "../../plugins/corsi-host/hostFiles";
import { writeHeadersFile } from "../../plugins/corsi-host/writeHostFiles";
import { LOCAL_CMS_BACKEND, LOCAL_OEMBED_ORIGIN, YOUTUBE_OEMBED_ORIGIN } from "../../src/siteManifest";
import { headerOverlaps, headersFor, readHeaderRules, servedAddresses } from "./hostRules";

/** The files a production build leaves in public/ (names from a real build; contents only where they matter). */
const BUILD_FILES: Record<string, string> = {
  "index.html": "<script>home()</script>",
  "Free.html": "<script>free()</script>",
  "Free/python-learning.html": "<script>topic()</script>",
  "Free/python-learning/2.html": "<script>topic()</script>",
  "Free/تعلم-بايثون.html": "<script>topic()</script>",
  "pagefind/pagefind.js": "",
  "pagefind/pagefind-worker.js": "",
  "pagefind/wasm.en.pagefind": "",
  "Paid.html": "<script>paid()</script>",
  "Contact.html": "<script>contact()</script>",
  "User1.html": "<script>user1()</script>",
  "404.html": '<head><meta charSet="utf-8"/><script>notFound()</script>',
  "404/index.html": "<script>notFound()</script>",
  // The Arabic edition: every page again under /ar, its 404 page written as ar/404.html.
  "ar.html": "<script>home()</script>",
  "ar/Free.html": "<script>free()</script>",
  "ar/Free/python-learning.html": "<script>topic()</script>",
  "ar/Free/python-learning/2.html": "<script>topic()</script>",
  "ar/Free/تعلم-بايثون.html": "<script>topic()</script>",
  "ar/Paid.html": "<script>paid()</script>",
  "ar/Contact.html": "<script>contact()</script>",
  "ar/User1.html": "<script>user1()</script>",
  "ar/404.html": '<html lang="ar" dir="rtl"><script>notFoundAr()</script>',
  "page-data/ar/Free/page-data.json": "{}",
  "page-data/ar/404/page-data.json": "{}",
  "pagefind/wasm.ar.pagefind": "",
  "admin/index.html": '<script src="cms.js"></script>',
  "admin/cms.js": "",
  "admin/config.yml": "",
  "admin/decap-cms-app.js": "",
  "_gatsby/slices/_gatsby-scripts-1.html": "",
  "~partytown/partytown.js": "",
  "page-data/Free/page-data.json": "{}",
  "page-data/404.html/page-data.json": "{}",
  "page-data/app-data.json": "{}",
  "page-data/sq/d/1234567890.json": "{}",
  "static/d/abc/logo.svg": "",
  "app-6d3878c23b8a06822b88.js": "",
  "app-6d3878c23b8a06822b88.js.map": "",
  "framework-6c59f3bc56b821ace42f.js": "",
  "framework-6c59f3bc56b821ace42f.js.LICENSE.txt": "",
  "component---src-pages-free-tsx-df1f5ff1b7bd8bc1ff53.js": "",
  "styles.2badb86a648c74bdb098.css": "",
  "chunk-map.json": "{}",
  "webpack.stats.json": "{}",
  "favicon.svg": "",
  "og-image.png": "",
  "robots.txt": "",
  "sitemap.xml": "",
  "sitemap-0.xml": "",
  "sitemap-index.xml": "",
};

/**
 * The layout `_headers` had before: the site's policy on `/*` and the editor's on a later `/admin/*`, relying on a
 * later rule replacing an earlier one (Netlify's CLI does; Cloudflare Pages joins the two policies).
 */
const OLD_LAYOUT = `/*
  Content-Security-Policy: default-src 'self'; script-src 'self'
  X-Content-Type-Options: nosniff
  Cross-Origin-Opener-Policy: same-origin

/Free
  Cache-Control: public, max-age=0, must-revalidate

/app-6d3878c23b8a06822b88.js
  Cache-Control: public, max-age=31536000, immutable

/admin/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'
  X-Robots-Tag: noindex
`;

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "corsi-host-rules-"));
  for (const [file, text] of Object.entries(BUILD_FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  writeHeadersFile(dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the generated _headers, read by Netlify's parser", () => {
  it("gives every address the build serves each header from one rule only", async () => {
    const rules = await readHeaderRules(path.join(dir, "_headers"));
    const addresses = servedAddresses(dir);
    expect(addresses).toEqual(
      expect.arrayContaining(["/", "/Free", "/admin/", "/no-such-page", "/favicon.svg", "/ar", "/ar/no-such-page"]),
    );
    expect(headerOverlaps(rules, addresses)).toEqual([]);
  });

  it("would have failed on the old layout, naming the address, the header and both rules", async () => {
    const file = path.join(dir, "old_headers");
    writeFileSync(file, OLD_LAYOUT);
    const problems = headerOverlaps(await readHeaderRules(file), servedAddresses(dir));
    expect(problems).toContain("/admin/: Content-Security-Policy from /* and /admin/*");
    expect(problems).toContain("/admin/config.yml: Content-Security-Policy from /* and /admin/*");
    expect(problems.every((line) => line.includes("Content-Security-Policy from /* and /admin/*"))).toBe(true);
  });

  it("reports a second rule for a header whatever its case, and not two rules that set different headers", async () => {
    const file = path.join(dir, "case_headers");
    writeFileSync(
      file,
      "/*\n  X-Robots-Tag: none\n\n/Free\n  x-robots-tag: noindex\n\n/Paid\n  Cache-Control: no-cache\n",
    );
    expect(headerOverlaps(await readHeaderRules(file), ["/Free", "/Paid", "/free/"])).toEqual([
      "/Free: X-Robots-Tag from /* and /Free",
      "/free/: X-Robots-Tag from /* and /Free",
    ]);
  });

  it("sends the site's policy with documents, the editor's on /admin only, and no http: origin anywhere", async () => {
    const rules = await readHeaderRules(path.join(dir, "_headers"));
    for (const address of [
      "/",
      "/index.html",
      "/Free",
      "/Free.html",
      "/Free/python-learning",
      "/Free/python-learning/2",
      "/404",
      "/404.html",
      "/ar",
      "/ar.html",
      "/ar/Free",
      "/ar/Free/python-learning",
      "/ar/Free/python-learning/2",
      "/ar/Free/تعلم-بايثون",
      encodeURI("/ar/Free/تعلم-بايثون"),
      "/ar/Paid",
      "/ar/Contact",
      "/ar/User1",
      "/ar/404",
      "/ar/404.html",
    ]) {
      const headers = headersFor(rules, address);
      expect(headers["Content-Security-Policy"]).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-`);
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    }
    for (const address of ["/admin", "/admin/", "/admin/config.yml"]) {
      const headers = headersFor(rules, address);
      expect(headers["Content-Security-Policy"]).toBe(ADMIN_CONTENT_SECURITY_POLICY);
      // The sign-in popup hands its token back through window.opener.
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
      expect(headers["X-Robots-Tag"]).toBe("noindex");
    }
    expect(ADMIN_CONTENT_SECURITY_POLICY).not.toContain("http:");
    expect(rules.filter((rule) => Object.values(rule.values).join(" ").includes("http:"))).toEqual([]);
  });

  it("lets the editor alone ask YouTube's oEmbed: /admin's connect-src names it, the public pages' only 'self'", async () => {
    const rules = await readHeaderRules(path.join(dir, "_headers"));
    const connectSrc = (address: string) => {
      const policy = headersFor(rules, address)["Content-Security-Policy"];
      return policy?.split("; ").find((directive) => directive.startsWith("connect-src"));
    };
    expect(connectSrc("/admin/")).toBe(`connect-src 'self' https://api.github.com ${YOUTUBE_OEMBED_ORIGIN}`);
    for (const address of ["/", "/Free", "/Free/python-learning", "/ar/Free", "/Saved"])
      expect([address, connectSrc(address)]).toEqual([address, "connect-src 'self'"]);
  });

  it("sends no document policy with scripts, styles, images, data or the search index, which keep their caching", async () => {
    const rules = await readHeaderRules(path.join(dir, "_headers"));
    const cached = {
      "/app-6d3878c23b8a06822b88.js": CACHE_IMMUTABLE,
      "/framework-6c59f3bc56b821ace42f.js": CACHE_IMMUTABLE,
      "/component---src-pages-free-tsx-df1f5ff1b7bd8bc1ff53.js": CACHE_IMMUTABLE,
      "/styles.2badb86a648c74bdb098.css": CACHE_IMMUTABLE,
      "/static/d/abc/logo.svg": CACHE_IMMUTABLE,
      "/page-data/Free/page-data.json": CACHE_REVALIDATE,
      "/page-data/ar/Free/page-data.json": CACHE_REVALIDATE,
      "/page-data/app-data.json": CACHE_REVALIDATE,
      "/page-data/sq/d/1234567890.json": CACHE_REVALIDATE,
      "/pagefind/pagefind.js": CACHE_REVALIDATE,
      "/pagefind/wasm.ar.pagefind": CACHE_REVALIDATE,
      "/favicon.svg": undefined,
      "/og-image.png": undefined,
      "/sitemap.xml": undefined,
      "/robots.txt": undefined,
    };
    for (const [address, cacheControl] of Object.entries(cached)) {
      const headers = headersFor(rules, address);
      expect({ address, csp: headers["Content-Security-Policy"], coop: headers["Cross-Origin-Opener-Policy"] }).toEqual(
        {
          address,
          csp: undefined,
          coop: undefined,
        },
      );
      expect({ address, cache: headers["Cache-Control"] }).toEqual({ address, cache: cacheControl });
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("gives an unknown address the shared headers, and the 404 page that answers it carries the site's policy", async () => {
    const rules = await readHeaderRules(path.join(dir, "_headers"));
    const headers = headersFor(rules, "/no-such-page");
    expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    // No `_headers` rule can name it without also naming /admin/: the page sets the policy itself.
    expect(headers["Content-Security-Policy"]).toBeUndefined();
    const page = readFileSync(path.join(dir, "404.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(page)?.[1];
    const sitePolicy = headersFor(rules, "/404.html")["Content-Security-Policy"];
    expect(meta).toBe(sitePolicy.replace("; frame-ancestors 'none'", ""));
    expect(meta).toContain(sha256Source("notFound()"));
  });

  it("gives an unknown address under /ar/ the site's policy with the Arabic 404 page, from one rule", async () => {
    const rules = await readHeaderRules(path.join(dir, "_headers"));
    for (const address of ["/ar/no-such-page", "/ar/Free/no-such-page", "/AR/no-such-page"]) {
      const headers = headersFor(rules, address);
      expect(headers["Content-Security-Policy"]).toBe(headersFor(rules, "/Free")["Content-Security-Policy"]);
      expect(headers["Content-Security-Policy"]).toContain(sha256Source("notFoundAr()"));
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
      expect(headers["X-Frame-Options"]).toBe("DENY");
    }
  });

  it("lets a local host replace the editor's policy through configuration, the way Netlify documents it", async () => {
    const rules = await readHeaderRules(path.join(dir, "_headers"), [
      { for: ADMIN_RULE, values: { "Content-Security-Policy": LOCAL_ADMIN_CONTENT_SECURITY_POLICY } },
    ]);
    for (const local of [LOCAL_CMS_BACKEND, LOCAL_OEMBED_ORIGIN]) {
      expect(headersFor(rules, "/admin/")["Content-Security-Policy"]).toContain(local);
      expect(headersFor(rules, "/Free")["Content-Security-Policy"]).not.toContain(local);
    }
  });
});
