import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  counterpartPath,
  localeOfPath,
  localePath,
  NOT_FOUND_ROUTE,
  pathInDefaultLocale,
  posterTone,
  POSTER_TONES,
  ROUTE_LIST,
} from "./siteManifest";

const ROOT = path.join(__dirname, "..");

describe("the site manifest", () => {
  it("names a page file that exists for every route, and every page file has its route", () => {
    const named = [...ROUTE_LIST.map((route) => route.page), NOT_FOUND_ROUTE.page];
    for (const page of named) expect(existsSync(path.join(ROOT, page))).toBe(true);
    const pageFiles = readdirSync(path.join(ROOT, "src/pages")).map((file) => `src/pages/${file}`);
    expect(pageFiles.sort()).toEqual([...named].sort());
  });

  it("gives each route one address, without a trailing slash", () => {
    const paths = ROUTE_LIST.map((route) => route.path);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    for (const p of paths) expect(p === "/" || !p.endsWith("/")).toBe(true);
  });

  it("cycles through every poster tone", () => {
    const used = Array.from({ length: POSTER_TONES.length * 2 }, (_, index) => posterTone(index));
    expect(new Set(used).size).toBe(POSTER_TONES.length);
    expect(posterTone(POSTER_TONES.length)).toBe(0);
  });

  it("puts the Arabic edition under /ar and finds each page's counterpart", () => {
    expect(localePath("ar", "/")).toBe("/ar");
    expect(localePath("ar", "/Free/python")).toBe("/ar/Free/python");
    expect(localePath("en", "/Paid")).toBe("/Paid");
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/ar/Free")).toBe("ar");
    expect(localeOfPath("/arabic-course")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
    expect(pathInDefaultLocale("/ar")).toBe("/");
    expect(pathInDefaultLocale("/ar/Contact")).toBe("/Contact");
    expect(counterpartPath("/Free/go/2", "ar")).toBe("/ar/Free/go/2");
    expect(counterpartPath("/ar/Free/go/2", "en")).toBe("/Free/go/2");
    expect(counterpartPath("/ar", "en")).toBe("/");
  });
});
