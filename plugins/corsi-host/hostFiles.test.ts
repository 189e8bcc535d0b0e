/** @jest-environment node */
import { contentSecurityPolicy, inlineScripts, inlineScriptSources, sha256Source } from "./csp";
import { isHashedAsset } from "../../src/hostedFiles";
import {
  headersFile,
  isFlattenedPage,
  isServedPage,
  NOT_FOUND_PAGE_DATA,
  notFoundFile,
  notFoundPageData,
  notFoundPath,
  redirectsFile,
  redirectVariants,
  servesDocuments,
  withPolicyMeta,
} from "./hostFiles";
import { localePath, TRANSLATED_LOCALES } from "../../src/siteManifest";

describe("inlineScripts", () => {
  it("finds executable inline scripts and skips external scripts and JSON-LD", () => {
    const html =
      '<script>a()</script><script src="/app.js"></script><script type="application/ld+json">{}</script><script id="x">b()</script>';
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
  });

  it("counts the speculation rules among what the policy must allow, but not among the scripts", () => {
    const rules = '{"prefetch":[{"where":{"href_matches":"/*"}}]}';
    const html = `<script>a()</script><script type="speculationrules">${rules}</script><script type="application/json">{}</script>`;
    expect(inlineScripts(html)).toEqual(["a()"]);
    expect(inlineScriptSources(html)).toEqual(["a()", rules]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows each inline script by hash, once, and never unsafe-inline for scripts", () => {
    const policy = contentSecurityPolicy([sha256Source("a()"), sha256Source("a()")]);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
    );
  });
});

describe("headersFile", () => {
  const file = headersFile({
    htmlFiles: [
      "index.html",
      "Free.html",
      "404/index.html",
      "ar.html",
      "ar/Free.html",
      "ar/404.html",
      "admin/index.html",
    ],
    scriptHashes: ["a()", '{"rules":1}', "b()", "f()"].map(sha256Source),
    topLevelFiles: [
      "app-7f61d2aa39f430c1ad61.js",
      "styles.3aa7c2b031c2c2bbb3ce.css",
      "favicon.svg",
      "feed.xml",
      "sw.js",
      "index.html",
      "ar.html",
      "_headers",
    ],
    topLevelFolders: ["page-data", "static", "404", "ar", "admin"],
  });
  const rulePaths = file.split("\n").filter((line) => line.startsWith("/"));

  it("allows the public pages' scripts in the one site policy", () => {
    expect(file).toContain(sha256Source("a()"));
    expect(file).toContain(sha256Source("b()"));
    expect(file).toContain(sha256Source("f()"));
    expect(file).toContain(sha256Source('{"rules":1}'));
  });

  /** The site's routes, as the built site below has them (ROUTES' order). */
  const ROUTE_PATHS = ["/", "/Free", "/Paid", "/Contact", "/User1", "/Saved", "/Paths", "/New", "/Offline"];

  it("names every route, file and folder once, and sets shared headers on /* only", () => {
    expect(rulePaths).toEqual([
      "/*",
      ...ROUTE_PATHS,
      "/app-7f61d2aa39f430c1ad61.js",
      "/styles.3aa7c2b031c2c2bbb3ce.css",
      // favicon.svg: neither a document nor cached for a year, so no rule but /* names it.
      "/feed.xml",
      "/sw.js",
      "/index.html",
      "/page-data/*",
      "/static/*",
      "/404",
      "/404/index.html",
      // The Arabic edition, its home page (ar.html) and its 404 page included.
      "/ar/*",
      // Every feed's type: /feed.xml, /ar/feed.xml, each topic's /Free/<topic>/feed.xml.
      "/*/feed.xml",
      "/admin/*",
    ]);
    expect(file.match(/Strict-Transport-Security/g)).toHaveLength(1);
  });

  it("serves the feeds as Atom in UTF-8 by one rule, the top one revalidated as its folder rules revalidate the others", () => {
    const rules = Object.fromEntries(file.split("\n\n").map((block) => [block.split("\n")[0], block]));
    expect(rules["/feed.xml"]).toBe("/feed.xml\n  Cache-Control: public, max-age=0, must-revalidate");
    expect(rules["/*/feed.xml"]).toBe("/*/feed.xml\n  Content-Type: application/atom+xml; charset=utf-8");
  });

  it("serves the offline worker never from an HTTP cache, under the site's policy, which lets it be the site's worker", () => {
    const rules = Object.fromEntries(file.split("\n\n").map((block) => [block.split("\n")[0], block]));
    expect(rules["/sw.js"]).toContain("Cache-Control: no-cache");
    expect(rules["/sw.js"]).toContain("Content-Security-Policy: default-src 'self'");
    expect(rules["/sw.js"]).not.toContain("Cross-Origin-Opener-Policy");
    expect(rules["/Free"]).toContain("worker-src 'self'");
  });

  it("sends the site's policy and the opener policy with documents only, never with a script, style, image or data", () => {
    const rules = Object.fromEntries(file.split("\n\n").map((block) => [block.split("\n")[0], block]));
    const withPolicy = rulePaths.filter((path) => rules[path].includes("Content-Security-Policy: default-src"));
    expect(withPolicy).toEqual([
      ...ROUTE_PATHS,
      "/sw.js",
      "/index.html",
      "/404",
      "/404/index.html",
      "/ar/*",
      "/admin/*",
    ]);
    expect(rulePaths.filter((path) => rules[path].includes("Cross-Origin-Opener-Policy"))).toEqual(
      withPolicy.filter((path) => path !== "/sw.js"),
    );
    for (const asset of [
      "/app-7f61d2aa39f430c1ad61.js",
      "/styles.3aa7c2b031c2c2bbb3ce.css",
      "/page-data/*",
      "/static/*",
    ])
      expect(rules[asset]).not.toMatch(/Content-Security-Policy|Cross-Origin-Opener-Policy/);
  });

  it("knows a path that answers documents from one that answers files", () => {
    const site = {
      htmlFiles: ["Free/python.html", "ar.html"],
      scriptHashes: [],
      topLevelFiles: [],
      topLevelFolders: [],
    };
    expect(
      ["/", "/Free", "/ar.html", "/Free/*", "/page-data/*", "/pagefind/*", "/app-1.js", "/favicon.svg"].filter((path) =>
        servesDocuments(path, site),
      ),
    ).toEqual(["/", "/Free", "/ar.html", "/Free/*"]);
  });

  it("caches only hashed assets for a year", () => {
    const rules = Object.fromEntries(file.split("\n\n").map((block) => [block.split("\n")[0], block]));
    expect(rules["/app-7f61d2aa39f430c1ad61.js"]).toContain("Cache-Control: public, max-age=31536000, immutable");
    expect(rules["/static/*"]).toContain("Cache-Control: public, max-age=31536000, immutable");
    expect(rules["/Free"]).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(rules["/page-data/*"]).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(rules["/favicon.svg"]).toBeUndefined();
  });

  it("recognises Gatsby's hashed file names only", () => {
    expect(isHashedAsset("framework-cafc2a452a038e4551e0.js")).toBe(true);
    expect(isHashedAsset("app.js")).toBe(false);
    expect(isHashedAsset("sitemap-0.xml")).toBe(false);
  });
});

describe("withPolicyMeta", () => {
  const policy = contentSecurityPolicy([sha256Source("a()")]);
  const page = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>a()</script></head></html>';

  it("puts the policy before every script, without what a <meta> policy cannot carry", () => {
    const html = withPolicyMeta(page, policy);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
    expect(meta?.[1]).toContain(sha256Source("a()"));
    expect(meta?.[1]).toContain("object-src 'none'");
    expect(meta?.[1]).not.toContain("frame-ancestors");
    expect(html.indexOf("<meta http-equiv")).toBe(
      html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length,
    );
    expect(html.indexOf("<meta http-equiv")).toBeLessThan(html.indexOf("<script>"));
  });

  it("replaces the policy it wrote before, and refuses a page without a charset to put it after", () => {
    const twice = withPolicyMeta(withPolicyMeta(page, "default-src 'none'"), policy);
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(twice).toContain(sha256Source("a()"));
    expect(() => withPolicyMeta("<html><head></head></html>", policy)).toThrow(/charset/);
  });
});

const PAGES = ["/", "/Free", "/Paid", "/Free/python-learning", "/Free/تعلم-بايثون"];

/** What Gatsby builds once the Arabic edition exists: every page again under /ar, its 404 page included. */
const [AR] = TRANSLATED_LOCALES;
const BILINGUAL_PAGES = [
  ...PAGES,
  "/404",
  "/404.html",
  "/dev-404-page",
  ...PAGES.map((page) => localePath(AR, page)),
  localePath(AR, "/404"),
];

describe("each edition's 404 page", () => {
  it("is /404 (404.html) for the original and /ar/404 (ar/404.html) for the Arabic edition", () => {
    expect([notFoundPath("en"), notFoundFile("en"), notFoundPageData("en")]).toEqual([
      "/404",
      "/404.html",
      NOT_FOUND_PAGE_DATA,
    ]);
    expect([notFoundPath(AR), notFoundFile(AR), notFoundPageData(AR)]).toEqual([
      `/${AR}/404`,
      `/${AR}/404.html`,
      `/page-data/${AR}/404/page-data.json`,
    ]);
  });

  it("is no address of the site; only a translation's is written as a file named after it", () => {
    expect(BILINGUAL_PAGES.filter((page) => !isServedPage(page))).toEqual([
      "/404",
      "/404.html",
      "/dev-404-page",
      `/${AR}/404`,
    ]);
    expect(BILINGUAL_PAGES.filter((page) => !isFlattenedPage(page))).toEqual(["/404", "/404.html", "/dev-404-page"]);
  });
});

describe("redirects of the Arabic edition", () => {
  const lines = redirectsFile(BILINGUAL_PAGES).split("\n");
  const rules = lines.filter((line) => line && !line.startsWith("#"));

  it("sends the case and slash variants of every Arabic page to it, as for the original", () => {
    expect(lines).toContain(`/${AR}/free  /${AR}/Free  301`);
    expect(lines).toContain(`/${AR.toUpperCase()}/FREE/  /${AR}/Free  301`);
    expect(lines).toContain(`/${AR}/  /${AR}  301`);
    expect(lines).toContain(`/${AR}/free/python-learning  /${AR}/Free/python-learning  301`);
    const arabic = encodeURI(`/${AR}/Free/تعلم-بايثون`);
    expect(lines).toContain(`${encodeURI(`/${AR}/free/تعلم-بايثون`)}  ${arabic}  301`);
  });

  it("gives no 404 page variants of its own", () => {
    expect(rules.filter((rule) => /^\/(\w+\/)?404/i.test(rule))).toEqual([]);
  });

  it("answers an unknown Arabic address with the Arabic 404 page, before the original's catch-all", () => {
    expect(rules.slice(-4)).toEqual([
      `/page-data/${AR}/*  /page-data/${AR}/404/page-data.json  200`,
      `/page-data/*  ${NOT_FOUND_PAGE_DATA}  200`,
      `/${AR}/*  /${AR}/404.html  404`,
      "/*  /404.html  404",
    ]);
  });

  it("has no Arabic fallback while the build has no Arabic 404 page", () => {
    expect(redirectsFile(PAGES)).not.toContain(`/${AR}/*`);
  });
});

describe("redirects", () => {
  it("sends case and slash variants to the canonical route, never the route itself", () => {
    expect(redirectVariants("/Free")).toEqual(["/free", "/free/", "/FREE", "/FREE/", "/Free/"]);
  });

  it("forces no rule, so none can catch a canonical address, and ends with the 404 fallback", () => {
    const lines = redirectsFile(PAGES).split("\n");
    expect(lines).toContain("/Free/  /Free  301");
    expect(lines).toContain("/free  /Free  301");
    expect(lines.filter((line) => line.includes("!"))).toEqual([]);
    expect(lines.filter((line) => line.startsWith("/  ") || line.startsWith("/Free  "))).toEqual([]);
    expect(lines.filter((line) => line && !line.startsWith("#")).at(-1)).toBe("/*  /404.html  404");
  });

  it("sends a topic page's case variants to it, percent-encoded as they arrive", () => {
    const lines = redirectsFile(PAGES).split("\n");
    expect(lines).toContain("/free/python-learning  /Free/python-learning  301");
    const arabic = encodeURI("/Free/تعلم-بايثون");
    expect(lines).toContain(`${encodeURI("/free/تعلم-بايثون")}  ${arabic}  301`);
    expect(lines).toContain(`${arabic}/  ${arabic}  301`);
  });

  it("answers the data of an unknown page with the 404 page's, before the 404 fallback", () => {
    const rules = redirectsFile(PAGES)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules.slice(-2)).toEqual([`/page-data/*  ${NOT_FOUND_PAGE_DATA}  200`, "/*  /404.html  404"]);
  });
});
