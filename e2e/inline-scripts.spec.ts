import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "acorn";
import { expect, test } from "@playwright/test";
import { inlineScripts, inlineSpeculationRules } from "../plugins/corsi-host/csp";
import { htmlPath, ROUTES } from "../scripts/measure/pageSizes";
import { HEAD_SCRIPT, KEPT_PAGES_SCRIPT, PATH_SCRIPT, PLAYLIST_COURSE_SCRIPT } from "../plugins/corsi-boot/headScript";
import { SPECULATION_RULES_JSON } from "../plugins/corsi-boot/speculationRules";
import {
  isPlaylistCoursePagePath,
  pageCodeOf,
  pathInDefaultLocale,
  ROUTES as ROUTES_BY_NAME,
  showsPathProgress,
} from "../src/siteManifest";
import { FIXTURE_SITE } from "./site";

// The site's inline scripts are TypeScript functions serialised at build (plugins/corsi-boot/inline/serialise.ts); the browsers the
// site supports run ES2017, and a newer construct in a function's source would reach the page as it is.
for (const route of ROUTES) {
  test(`${route}: every inline script is ES2017`, () => {
    const scripts = inlineScripts(readFileSync(path.join(FIXTURE_SITE, htmlPath(route)), "utf8"));
    expect(scripts[0]).toBe(HEAD_SCRIPT);
    for (const script of scripts) expect(() => parse(script, { ecmaVersion: 2017 }), script).not.toThrow();
  });
}

// The Content-Security-Policy allows each inline script by its hash, one policy for the whole site: so no page may have
// an inline script of its own, or the policy (sent with every page) would grow with each page the catalog adds. Every
// page has the head script; a kind of page may add its own, the same on every page of that kind: a course page the
// course script, /Paths and a path's page the paths' script, the offline page its list of kept pages, a page that runs Gatsby's app (/Saved) Gatsby's two (its chunk map and build hash, in the template).
test("no page of either edition has an inline script but the head script, and its kind's own", () => {
  const pages = (readdirSync(FIXTURE_SITE, { recursive: true }) as string[]).filter(
    (file) => file.endsWith(".html") && !/^(admin|_gatsby|page-data)\//.test(file),
  );
  expect(pages.length).toBeGreaterThan(ROUTES.length * 2);
  const scriptsOf = (file: string) => inlineScripts(readFileSync(path.join(FIXTURE_SITE, file), "utf8"));
  const appScripts = scriptsOf(htmlPath(ROUTES_BY_NAME.saved.path)).slice(1);
  expect(appScripts, "Gatsby's chunk map and build hash").toHaveLength(2);
  const coursePages = pages.filter((file) => isPlaylistCoursePagePath(`/${file.replace(/\.html$/, "")}`));
  expect(coursePages.length).toBeGreaterThanOrEqual(4);
  const pathPages = pages.filter((file) => showsPathProgress(`/${file.replace(/\.html$/, "")}`));
  expect(pathPages.length).toBeGreaterThanOrEqual(4);
  for (const file of pages) {
    const address = `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
    const own = [
      ...(coursePages.includes(file) ? [PLAYLIST_COURSE_SCRIPT] : []),
      ...(pathPages.includes(file) ? [PATH_SCRIPT] : []),
      ...(pathInDefaultLocale(address) === ROUTES_BY_NAME.offline.path ? [KEPT_PAGES_SCRIPT] : []),
      ...(pageCodeOf(address) === "app" ? appScripts : []),
    ];
    expect(scriptsOf(file), file).toEqual([HEAD_SCRIPT, ...own]);
  }
});

// The speculation rules are the same JSON on every page: one more hash in the policy, not one a page.
test("every page carries the same speculation rules, the ones speculationRules.ts writes", () => {
  for (const route of ROUTES) {
    const rules = inlineSpeculationRules(readFileSync(path.join(FIXTURE_SITE, htmlPath(route)), "utf8"));
    expect(rules, route).toEqual([SPECULATION_RULES_JSON]);
  }
});
