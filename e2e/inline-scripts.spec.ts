import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "acorn";
import { expect, test } from "@playwright/test";
import { inlineScripts } from "../plugins/corsi-host/csp";
import { htmlPath, ROUTES } from "../scripts/sizes";

const PUBLIC = path.join(__dirname, "..", "public");

// The site's inline scripts are TypeScript functions serialised at build (src/inline/serialise.ts); the browsers the
// site supports run ES2017, and a newer construct in a function's source would reach the page as it is.
for (const route of ROUTES) {
  test(`${route}: every inline script is ES2017`, () => {
    const scripts = inlineScripts(readFileSync(path.join(PUBLIC, htmlPath(route)), "utf8"));
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const script of scripts) expect(() => parse(script, { ecmaVersion: 2017 }), script).not.toThrow();
  });
}
