/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.join(__dirname, "..");

/** The repository's files, as git lists them (tracked and new, not ignored). */
const FILES = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file !== "" && existsSync(path.join(ROOT, file)));

const SCRIPT = /\.(ts|tsx|js|mjs|cjs)$/;
const HASH_COMMENTS = /(\.ya?ml|\.toml|^\.ci\/run)$/;

/** The comments of one file: TypeScript's own scanner for code, `#` lines for YAML, TOML and shell, // and /* in SCSS. */
function commentsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  if (SCRIPT.test(file)) {
    // Parsed, not only scanned: a regular expression literal would derail a scanner on its own.
    const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    const comments = new Map<number, string>();
    const visit = (node: ts.Node) => {
      for (const range of [
        ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
      ])
        comments.set(range.pos, text.slice(range.pos, range.end));
      node.getChildren(source).forEach(visit);
    };
    visit(source);
    return [...comments.values()];
  }
  if (HASH_COMMENTS.test(file)) return text.split("\n").flatMap((line) => line.match(/(?:^|\s)#.*$/) ?? []);
  if (file.endsWith(".scss")) return text.match(/\/\/.*$|\/\*[\s\S]*?\*\//gm) ?? [];
  return [];
}

/**
 * What reads as a file of this project in a comment: a relative path (../plugins/corsi-boot/headScript.ts), a path under one of the
 * project's folders (src/content/text.ts, plugins/corsi-boot/, e2e/fixtures/data), or a name with a known extension,
 * with or without folders (sizes.ts, gatsby/cache-dir/static-entry.js).
 */
const FOLDERS = "src|plugins|scripts|e2e|docs|data|static|schemas|__mocks__|\\.ci|\\.github";
const SEGMENT = "[\\w.\\u0600-\\u06FF-]";
const PATH_MENTION = new RegExp(
  `(?<![\\w@/.:-])(?:(?:\\.{1,2}/)+${SEGMENT}[\\w./\\u0600-\\u06FF-]*|(?:${FOLDERS})/[\\w./\\u0600-\\u06FF-]*|(?:${SEGMENT}+/)*[\\w.-]+\\.(?:tsx?|mjs|cjs|js|json|ya?ml|scss|md|toml))(?![\\w/*{<-])`,
  "g",
);

/** A package's own file, named in a comment as "gatsby-plugin-decap-cms's gatsby-browser.js". */
const PACKAGE_FILE = /([\w@/.-]+)'s ([\w.-]+\.(?:js|ts|json))/g;

function exists(mention: string, file: string): boolean {
  const name = mention.replace(/[.,:;)]+$/, "");
  // What builds and runs write, which a fresh clone does not have yet.
  if (/^(public|\.cache|\.bench|test-results)\//.test(name)) return true;
  // From the root, the commenting file's folder, data/ (a content file by its path there) or a package.
  const bases = [ROOT, path.dirname(path.join(ROOT, file)), path.join(ROOT, "data"), path.join(ROOT, "node_modules")];
  if (bases.some((base) => existsSync(path.join(base, name)))) return true;
  // A bare file name: some file of the project has it.
  return !name.includes("/") && FILES.some((tracked) => path.basename(tracked) === name);
}

/** Every mention of a missing file in `comments` (from `file`). */
function missingIn(comments: readonly string[], file: string): string[] {
  return comments.flatMap((comment) => {
    const packageFiles = new Set(
      [...comment.matchAll(PACKAGE_FILE)]
        .filter(([, pkg, name]) => existsSync(path.join(ROOT, "node_modules", pkg, name)))
        .map(([, , name]) => name),
    );
    return (comment.match(PATH_MENTION) ?? []).filter(
      (mention) => !packageFiles.has(mention) && !exists(mention, file),
    );
  });
}

describe("comments", () => {
  it("name only files that exist", () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES.flatMap((file) => missingIn(commentsOf(file), file).map((mention) => `${file}: ${mention}`))).toEqual(
      [],
    );
  });

  it("are read for every kind of mention the check above relies on", () => {
    const comment =
      "// src/content/schema.ts, plugins/corsi-boot/, ./inline/serialise.ts (inline/appLoader.ts), sizes.ts, and " +
      "gatsby-plugin-decap-cms's gatsby-browser.js.";
    expect(comment.match(PATH_MENTION)).toEqual([
      "src/content/schema.ts",
      "plugins/corsi-boot/",
      "./inline/serialise.ts",
      "inline/appLoader.ts",
      "sizes.ts",
      "gatsby-browser.js",
    ]);
    expect(missingIn([comment], "plugins/corsi-boot/headScript.ts")).toEqual(["src/content/schema.ts"]);
    expect(missingIn([comment], "gatsby-config.ts")).toEqual([
      "src/content/schema.ts",
      "./inline/serialise.ts",
      "inline/appLoader.ts",
    ]);
    expect(commentsOf("scripts/commentPaths.test.ts").length).toBeGreaterThan(5);
  });
});
