import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { largestPathPages, pathEditMayChange, pathsListSizes } from "./pathPages";
import { changedFiles, pageRoute } from "./publicChanges";

describe("pageRoute", () => {
  it.each([
    ["Paths.html", "/Paths"],
    ["ar/Paths/path-1.html", "/ar/Paths/path-1"],
    ["Paths/path-1/index.html", "/Paths/path-1"],
    ["index.html", "/"],
    ["ar.html", "/ar"],
    ["page-data/Paths/page-data.json", undefined],
  ])("%s is %s", (file, route) => expect(pageRoute(file)).toBe(route));
});

describe("pathEditMayChange", () => {
  it("is /Paths, its further pages and the edited path's page, in both editions, and nothing else", () => {
    const may = ["/Paths", "/ar/Paths", "/Paths/2", "/Paths/path-1", "/ar/Paths/path-1"];
    const not = ["/Paths/path-10", "/ar/Paths/path-2", "/Free", "/ar/Free/synthetic-topic-1", "/", "/ar"];
    expect(may.filter((route) => pathEditMayChange(route, "path-1"))).toEqual(may);
    expect(not.filter((route) => pathEditMayChange(route, "path-1"))).toEqual([]);
  });

  it("is also, once it moves a course in or out, that course's topic's pages and the lists that show its card", () => {
    const reach = { topics: ["synthetic-topic-1"], paid: false };
    const may = ["/Free/synthetic-topic-1", "/ar/Free/synthetic-topic-1/3", "/Free", "/ar/New", "/Topics", "/Topics/2"];
    const not = ["/Free/synthetic-topic-10", "/Free/synthetic-topic-2/2", "/Paid", "/", "/Saved", "/Paths/path-2"];
    expect(may.filter((route) => pathEditMayChange(route, "path-1", reach))).toEqual(may);
    expect(not.filter((route) => pathEditMayChange(route, "path-1", reach))).toEqual([]);
    expect(pathEditMayChange("/ar/Paid/2", "path-1", { topics: [], paid: true })).toBe(true);
  });
});

describe("changedFiles", () => {
  it("lists the files changed, added and removed", () => {
    const before = new Map([
      ["a.html", "1"],
      ["b.html", "2"],
      ["c.html", "3"],
    ]);
    const after = new Map([
      ["a.html", "1"],
      ["b.html", "9"],
      ["d.html", "4"],
    ]);
    expect(changedFiles(before, after).sort()).toEqual(["b.html", "c.html", "d.html"]);
  });
});

describe("the paths' pages' sizes", () => {
  it("are undefined in a build without them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "corsi-path-pages-"));
    try {
      mkdirSync(path.join(dir, "Free"));
      writeFileSync(path.join(dir, "Free.html"), "<html></html>");
      expect(pathsListSizes(dir)).toEqual([undefined, undefined]);
      expect(largestPathPages(dir)).toEqual([undefined, undefined]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are /Paths' and the largest path page's in each edition", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "corsi-path-pages-"));
    try {
      for (const edition of ["", "ar/"]) {
        mkdirSync(path.join(dir, edition, "Paths"), { recursive: true });
        writeFileSync(path.join(dir, `${edition}Paths.html`), "<html>list</html>");
        writeFileSync(path.join(dir, edition, "Paths/path-1.html"), "<html>one</html>");
        writeFileSync(path.join(dir, edition, "Paths/path-2.html"), `<html>${"two ".repeat(100)}</html>`);
      }
      expect(pathsListSizes(dir).map((size) => size?.route)).toEqual(["/Paths", "/ar/Paths"]);
      expect(largestPathPages(dir).map((size) => size?.route)).toEqual(["/Paths/path-2", "/ar/Paths/path-2"]);
      expect(largestPathPages(dir)[0]!.kb).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
