import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { loadBudgets, measuredRoutes, measureRoute, overBudget } from "../scripts/measure/pageSizes";
import { YOUTUBE_VIDEOS_WIDGET } from "../src/cms/names";
import { readAdminTexts } from "../plugins/corsi-content/adminTexts";
import { localePath, LOCALE_LIST, pageCodeOf, ROUTES as SITE_ROUTES } from "../src/siteManifest";
import { WORKER_PATH } from "../src/hostedFiles";
import { FIXTURE_SITE, TEXTS_DATA } from "./site";

const budgets = loadBudgets();
// Every route and the largest topic page and course page of each edition, in the build under test.
const ROUTES = measuredRoutes(FIXTURE_SITE);

// Byte budgets of the production build (budgets.json): deterministic, so they belong in the tests. Each page loads what
// its class in src/siteManifest.ts says (docs/decisions/0024-framework-code-only-where-needed.md), and no more.
for (const route of ROUTES) {
  test(`${route} stays within its byte budgets, and loads what its class says`, () => {
    const size = measureRoute(FIXTURE_SITE, route);
    expect(overBudget(size, budgets), "over budget").toEqual([]);
    expect(size.css.gzip).toBeGreaterThan(1000);
    expect(size.code, "the page's class, as built").toBe(pageCodeOf(route));
    const kinds = new Set(size.files.map((file) => file.kind));
    if (size.code !== "app") {
      // No framework at all: the HTML (its CSS inlined), the icon and the web app manifest are the whole first visit.
      const kindsWithout = ["html", "image", "manifest"];
      expect([...kinds].sort()).toEqual(size.code === "tools" ? [...kindsWithout, "on-use-js"] : kindsWithout);
      expect(size.firstLoadGzip, "within 30 KB").toBeLessThanOrEqual(budgets.firstLoadGzip);
      if (size.code === "tools") expect(size.onUseGzip).toBeGreaterThan(500);
      return;
    }
    // The measurement found what a first load needs: HTML, Gatsby's three runtime scripts, the page's chunk, its data.
    expect(size.files.filter((file) => file.kind === "runtime-js")).toHaveLength(3);
    expect(size.siteJsGzip).toBeGreaterThan(1000);
  });
}

// The modules the head script loads at a learner's first press, at their fixed addresses (plugins/corsi-boot/scriptBundles.ts).
for (const file of ["player.js", "notes.js"])
  test(`/${file}, loaded at a learner's first press, stays within its budget`, () => {
    const gzip = gzipSync(readFileSync(path.join(FIXTURE_SITE, file)), { level: 9 }).length;
    expect(gzip).toBeGreaterThan(1000);
    expect(gzip).toBeLessThanOrEqual(budgets.pressModuleGzip);
  });

// What the offline worker fetches for itself once registered: its script and, ahead, each edition's offline page.
test("the offline worker and what it fetches ahead stay within their budget", () => {
  const files = [WORKER_PATH, ...LOCALE_LIST.map((locale) => `${localePath(locale, SITE_ROUTES.offline.path)}.html`)];
  const gzip = files
    .map((file) => gzipSync(readFileSync(path.join(FIXTURE_SITE, file)), { level: 9 }).length)
    .reduce((sum, size) => sum + size, 0);
  expect(gzip).toBeGreaterThan(10_000);
  expect(gzip).toBeLessThanOrEqual(budgets.offlineFetchGzip);
});

test("every class of page is measured, in both editions", () => {
  const codes = ROUTES.map((route) => `${route.startsWith("/ar") ? "ar" : "en"} ${pageCodeOf(route)}`);
  expect(new Set(codes)).toEqual(new Set(["en none", "en tools", "en app", "ar none", "ar tools", "ar app"]));
});

test("the budgets cover a topic page", () => {
  expect(ROUTES.some((route) => route.startsWith("/Free/"))).toBe(true);
});

test("no route ships Bootstrap's JavaScript or a web font", () => {
  for (const route of ROUTES) {
    const { files } = measureRoute(FIXTURE_SITE, route);
    expect(files.map((file) => file.file).join(" ")).not.toMatch(/bootstrap|\.woff2?|fonts/);
  }
});

// The editor's plugin adds a browser hook for Netlify Identity, which this site does not use
// (plugins/corsi-content/gatsby-node.ts leaves it out): a visitor's scripts never mention it.
test("no route ships the editor's sign-in code", () => {
  for (const route of ROUTES) {
    const scripts = measureRoute(FIXTURE_SITE, route).files.filter((file) => file.file.endsWith(".js"));
    for (const { file } of scripts) {
      const found = /netlify-identity-widget|invite_token/.exec(readFileSync(path.join(FIXTURE_SITE, file), "utf8"));
      expect(found?.[0], `${route}: ${file}`).toBeUndefined();
    }
  }
});

// The editor's own module (src/cms/cms.ts) is bundled into /admin's script alone (plugins/corsi-admin/editorFiles.ts).
test("no route ships the editor's YouTube widget, which /admin's script holds", () => {
  const FILL_LABEL = readAdminTexts(TEXTS_DATA).fillButton;
  expect(readFileSync(path.join(FIXTURE_SITE, "admin", "cms.js"), "utf8")).toContain(FILL_LABEL);
  for (const route of ROUTES) {
    const scripts = measureRoute(FIXTURE_SITE, route).files.filter((file) => file.file.endsWith(".js"));
    for (const { file } of scripts) {
      const text = readFileSync(path.join(FIXTURE_SITE, file), "utf8");
      expect(
        [FILL_LABEL, YOUTUBE_VIDEOS_WIDGET].filter((name) => text.includes(name)),
        `${route}: ${file}`,
      ).toEqual([]);
    }
  }
});

// React 18's streaming renderer could leave NUL bytes where Arabic text met its buffer's end (gatsby-ssr.tsx renders
// with the string renderer instead): no page the build writes may hold one.
test("no page holds a NUL byte", () => {
  const pages = readdirSync(FIXTURE_SITE, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(pages.length).toBeGreaterThan(10);
  const withNul = pages.filter((file) => readFileSync(file).includes(0));
  expect(withNul).toEqual([]);
});
