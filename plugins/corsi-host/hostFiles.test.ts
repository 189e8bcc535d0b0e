/** @jest-environment node */
import { contentSecurityPolicy, inlineScripts, sha256Source } from "./csp";
import { headersFile, isHashedAsset, NOT_FOUND_PAGE_DATA, redirectsFile, redirectVariants } from "./hostFiles";

describe("inlineScripts", () => {
  it("finds executable inline scripts and skips external scripts and JSON-LD", () => {
    const html =
      '<script>a()</script><script src="/app.js"></script><script type="application/ld+json">{}</script><script id="x">b()</script>';
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
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
    htmlFiles: {
      "index.html": "<script>a()</script>",
      "Free.html": "<script>b()</script>",
      "404/index.html": "<script>c()</script>",
      "admin/index.html": "<script>cms()</script>",
    },
    topLevelFiles: [
      "app-7f61d2aa39f430c1ad61.js",
      "styles.3aa7c2b031c2c2bbb3ce.css",
      "favicon.svg",
      "index.html",
      "_headers",
    ],
    topLevelFolders: ["page-data", "static", "404", "admin"],
  });
  const rulePaths = file.split("\n").filter((line) => line.startsWith("/"));

  it("puts the scripts of every public page, and not the editor's, into the one site policy", () => {
    expect(file).toContain(sha256Source("a()"));
    expect(file).toContain(sha256Source("b()"));
    expect(file).not.toContain(sha256Source("cms()"));
  });

  it("names every route, file and folder once, and sets shared headers on /* only", () => {
    expect(rulePaths).toEqual([
      "/*",
      "/",
      "/Free",
      "/Paid",
      "/Contact",
      "/User1",
      "/app-7f61d2aa39f430c1ad61.js",
      "/styles.3aa7c2b031c2c2bbb3ce.css",
      "/favicon.svg",
      "/index.html",
      "/page-data/*",
      "/static/*",
      "/404",
      "/404/index.html",
      "/admin/*",
    ]);
    expect(file.match(/Strict-Transport-Security/g)).toHaveLength(1);
    expect(
      file.match(/Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256/g),
    ).toHaveLength(rulePaths.length - 2);
  });

  it("caches only hashed assets for a year", () => {
    const rules = Object.fromEntries(file.split("\n\n").map((block) => [block.split("\n")[0], block]));
    expect(rules["/app-7f61d2aa39f430c1ad61.js"]).toContain("Cache-Control: public, max-age=31536000, immutable");
    expect(rules["/static/*"]).toContain("Cache-Control: public, max-age=31536000, immutable");
    expect(rules["/Free"]).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(rules["/page-data/*"]).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(rules["/favicon.svg"]).not.toContain("Cache-Control");
  });

  it("recognises Gatsby's hashed file names only", () => {
    expect(isHashedAsset("framework-cafc2a452a038e4551e0.js")).toBe(true);
    expect(isHashedAsset("app.js")).toBe(false);
    expect(isHashedAsset("sitemap-0.xml")).toBe(false);
  });
});

const PAGES = ["/", "/Free", "/Paid", "/Free/python-learning", "/Free/تعلم-بايثون"];

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
