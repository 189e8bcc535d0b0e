import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "acorn";
import { expect, test } from "@playwright/test";
import { inlineScripts } from "../plugins/corsi-host/csp";
import { htmlPath, ROUTES } from "../scripts/measure/pageSizes";
import { PLAYLIST_COURSE_SCRIPT } from "../plugins/corsi-boot/headScript";
import { isPlaylistCoursePagePath } from "../src/siteManifest";

const PUBLIC = path.join(__dirname, "..", "public");

// The site's inline scripts are TypeScript functions serialised at build (plugins/corsi-boot/inline/serialise.ts); the browsers the
// site supports run ES2017, and a newer construct in a function's source would reach the page as it is.
for (const route of ROUTES) {
  test(`${route}: every inline script is ES2017`, () => {
    const scripts = inlineScripts(readFileSync(path.join(PUBLIC, htmlPath(route)), "utf8"));
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(() => parse(script, { ecmaVersion: 2017 }), script).not.toThrow();
  });
}

// The Content-Security-Policy allows each inline script by its hash, one policy for the whole site: so no page may have
// an inline script of its own, or the policy (sent with every page) would grow with each page the catalog adds. The
// one exception is a kind of page's: every course page carries the course script, and only course pages.
test("no page of either edition has an inline script but the home page's, and the course pages' own", () => {
  const pages = (readdirSync(PUBLIC, { recursive: true }) as string[]).filter(
    (file) => file.endsWith(".html") && !/^(admin|_gatsby|page-data)\//.test(file),
  );
  expect(pages.length).toBeGreaterThan(ROUTES.length * 2);
  const scriptsOf = (file: string) => inlineScripts(readFileSync(path.join(PUBLIC, file), "utf8"));
  const home = new Set(scriptsOf("index.html"));
  const coursePages = pages.filter((file) => isPlaylistCoursePagePath(`/${file.replace(/\.html$/, "")}`));
  expect(coursePages.length).toBeGreaterThanOrEqual(4);
  for (const file of pages) {
    const own = scriptsOf(file).filter((script) => !home.has(script));
    expect(own, file).toEqual(coursePages.includes(file) ? [PLAYLIST_COURSE_SCRIPT] : []);
  }
});
