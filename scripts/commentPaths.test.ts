/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  brokenLinksIn,
  brokenSectionsIn,
  commentsOf,
  FILES,
  headingsOf,
  JSON_FILES,
  MARKDOWN,
  missingIn,
  OLD_DECISIONS,
  PATH_MENTION,
  ROOT,
  slug,
  stringsOf,
  textOf,
} from "./lib/mentions";

describe("comments", () => {
  it("name only files that exist", () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES.flatMap((file) => missingIn(commentsOf(file), file).map((mention) => `${file}: ${mention}`))).toEqual(
      [],
    );
  });

  it("name only sections that exist", () => {
    expect(
      FILES.flatMap((file) => brokenSectionsIn(commentsOf(file), file).map((reference) => `${file}: ${reference}`)),
    ).toEqual([]);
  });

  it("are read for every kind of mention the check above relies on", () => {
    const comment =
      "// src/content/schema.ts, plugins/corsi-boot/, ./inline/serialise.ts (inline/appLoader.ts), sizes.ts, and " +
      "gatsby-react-router-scroll's scroll-handler.js.";
    expect(comment.match(PATH_MENTION)).toEqual([
      "src/content/schema.ts",
      "plugins/corsi-boot/",
      "./inline/serialise.ts",
      "inline/appLoader.ts",
      "sizes.ts",
      "scroll-handler.js",
    ]);
    expect(missingIn([comment], "plugins/corsi-boot/headScript.ts")).toEqual(["src/content/schema.ts"]);
    expect(missingIn([comment], "gatsby-config.ts")).toEqual([
      "src/content/schema.ts",
      "./inline/serialise.ts",
      "inline/appLoader.ts",
    ]);
    expect(commentsOf("scripts/lib/mentions.ts").length).toBeGreaterThan(5);
  });
});

describe("documents and JSON files", () => {
  it("name only files that exist", () => {
    const mentions = [
      ...MARKDOWN.flatMap((file) =>
        missingIn([readFileSync(path.join(ROOT, file), "utf8")], file).map((m) => [file, m]),
      ),
      ...JSON_FILES.flatMap((file) =>
        missingIn(stringsOf(JSON.parse(readFileSync(path.join(ROOT, file), "utf8"))), file).map((m) => [file, m]),
      ),
    ];
    expect(MARKDOWN).toContain("README.md");
    expect(JSON_FILES).toContain("budgets.json");
    expect(mentions.map(([file, mention]) => `${file}: ${mention}`)).toEqual([]);
  });

  it("name only sections that exist", () => {
    const references = [
      ...MARKDOWN.flatMap((file) =>
        brokenSectionsIn([readFileSync(path.join(ROOT, file), "utf8")], file).map((r) => `${file}: ${r}`),
      ),
      ...JSON_FILES.flatMap((file) =>
        brokenSectionsIn(stringsOf(JSON.parse(readFileSync(path.join(ROOT, file), "utf8"))), file).map(
          (r) => `${file}: ${r}`,
        ),
      ),
    ];
    expect(references).toEqual([]);
  });

  it("link only to files and headings that exist", () => {
    expect(
      MARKDOWN.flatMap((file) =>
        brokenLinksIn(readFileSync(path.join(ROOT, file), "utf8"), file).map((link) => `${file}: ${link}`),
      ),
    ).toEqual([]);
  });

  it("no longer send anyone to the one file the decisions were", () => {
    expect(FILES.filter((file) => OLD_DECISIONS.test(textOf(file) ?? ""))).toEqual([]);
  });

  it("are read for every kind of mention and reference the checks above rely on", () => {
    const oldDecisions = ["docs/decisions", "md"].join(".");
    const markdown =
      "See [the host](hosting.md#what-the-host-serves), [a heading it lacks](hosting.md#no-such-heading), " +
      "[a file](nowhere.md), [this file](#routes) and ![a picture](../docs/screenshots/free-phone-light.png); README,\n" +
      '"Two commands", the README\'s Stack section, README, "Editing in a browser", README.md#routes,\n' +
      'README.md#scripts, docs/hosting.md, "What the host runs", docs/nowhere.md, e2e/<feature>.spec.ts and ' +
      oldDecisions;
    expect(brokenLinksIn(markdown, "docs/performance.md")).toEqual([
      "hosting.md#no-such-heading",
      "nowhere.md",
      "#routes",
    ]);
    expect(brokenLinksIn(markdown, "README.md")).toEqual([
      "hosting.md#what-the-host-serves",
      "hosting.md#no-such-heading",
      "nowhere.md",
      // Beside the repository, not in it (the screenshots a run makes into /screenshots/ are not the docs' own).
      "../docs/screenshots/free-phone-light.png",
    ]);
    expect(brokenSectionsIn([markdown], "docs/performance.md")).toEqual([
      'README, "Editing in a browser"',
      "README.md#scripts",
    ]);
    expect(missingIn([markdown], "docs/performance.md")).toEqual(["nowhere.md", "docs/nowhere.md", oldDecisions]);
    expect(OLD_DECISIONS.test(markdown)).toBe(true);
    expect(OLD_DECISIONS.test("docs/decisions/README.md, docs/decisions/0010-the-host-adapter.md")).toBe(false);

    const comment =
      '/**\n * Why: docs/hosting.md, "What the host\n * serves"; README, "Stack"; README, "Scripts".\n */';
    expect(brokenSectionsIn([comment], "src/siteManifest.ts")).toEqual(['README, "Scripts"']);

    const json = JSON.parse(
      '{ "$comment": "docs/nowhere.md, then README, \\"Routes\\" and README, \\"Nowhere\\"", "n": 1, "files": ["budgets.json"] }',
    ) as unknown;
    expect(stringsOf(json)).toEqual(['docs/nowhere.md, then README, "Routes" and README, "Nowhere"', "budgets.json"]);
    expect(missingIn(stringsOf(json), "budgets.json")).toEqual(["docs/nowhere.md"]);
    expect(brokenSectionsIn(stringsOf(json), "budgets.json")).toEqual(['README, "Nowhere"']);

    expect(slug("The host's build: one adapter")).toBe("the-hosts-build-one-adapter");
    expect(slug("Why `npm run build` starts clean")).toBe("why-npm-run-build-starts-clean");
    expect(headingsOf("# A\n```\n# not a heading\n```\n## B ##")).toEqual(["A", "B"]);
  });
});
