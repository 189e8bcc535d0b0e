import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * What the project's comments, documents and JSON files name: files, sections of Markdown documents, links; read for
 * scripts/commentPaths.test.ts, which holds every mention to something that exists.
 */

export const ROOT = path.join(__dirname, "..", "..");

/** The repository's files, as git lists them (tracked and new, not ignored). */
export const FILES = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file !== "" && existsSync(path.join(ROOT, file)));

export const SCRIPT = /\.(ts|tsx|js|mjs|cjs)$/;
export const HASH_COMMENTS = /(\.ya?ml|\.toml|^\.ci\/run)$/;

/** The comments of one file: TypeScript's own scanner for code, `#` lines for YAML, TOML and shell, // and /* in SCSS. */
export function commentsOf(file: string): string[] {
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
 * with or without folders (sizes.ts, gatsby/cache-dir/static-entry.js). Not a pattern's tail (*.test.ts, <feature>.spec.ts).
 */
export const FOLDERS = "src|plugins|scripts|e2e|docs|data|static|schemas|__mocks__|\\.ci|\\.github";
export const SEGMENT = "[\\w.\\u0600-\\u06FF-]";
export const PATH_MENTION = new RegExp(
  `(?<![\\w@/.:*>-])(?:(?:\\.{1,2}/)+${SEGMENT}[\\w./\\u0600-\\u06FF-]*|(?:${FOLDERS})/[\\w./\\u0600-\\u06FF-]*|(?:${SEGMENT}+/)*[\\w.-]+\\.(?:tsx?|mjs|cjs|js|json|ya?ml|scss|md|toml))(?![\\w/*{<-])`,
  "g",
);

/** A package's own file, named in a comment as "gatsby-react-router-scroll's scroll-handler.js". */
export const PACKAGE_FILE = /([\w@/.-]+)'s ([\w.-]+\.(?:js|ts|json))/g;

export function exists(mention: string, file: string): boolean {
  const name = mention.replace(/[.,:;)]+$/, "");
  // What builds and runs write, which a fresh clone does not have yet.
  if (/^(public|\.cache|\.bench|test-results)\//.test(name)) return true;
  // The owner's guide names content files by example; the fixtures' catalog holds each of them.
  if (name.startsWith("data/") && existsSync(path.join(ROOT, "e2e", "fixtures", name))) return true;
  // From the root, the commenting file's folder, data/ (a content file by its path there) or a package.
  const bases = [ROOT, path.dirname(path.join(ROOT, file)), path.join(ROOT, "data"), path.join(ROOT, "node_modules")];
  if (bases.some((base) => existsSync(path.join(base, name)))) return true;
  // A bare file name: some file of the project has it.
  return !name.includes("/") && FILES.some((tracked) => path.basename(tracked) === name);
}

/** Every mention of a missing file in `comments` (from `file`). */
export function missingIn(comments: readonly string[], file: string): string[] {
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

/** The Markdown documents whose mentions and links are checked: the README and everything under docs/. */
export const MARKDOWN = FILES.filter((file) => file === "README.md" || /^docs\/.*\.md$/.test(file));

/** The JSON files whose string values are read as text (package-lock.json is npm's, its paths inside packages). */
export const JSON_FILES = FILES.filter((file) => file.endsWith(".json") && path.basename(file) !== "package-lock.json");

/** Every string value (not key) of a parsed JSON document. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A Markdown heading's anchor as GitHub makes it: lower case, punctuation dropped but - and _, each space a -. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The headings of a Markdown text, outside fenced code. */
export function headingsOf(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").flatMap((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    return heading ? [heading[1]] : [];
  });
}

/** The anchors of a Markdown file's headings, a repeated one numbered as GitHub numbers it (-1, -2, …). */
export function anchorsOf(markdownFile: string): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    headingsOf(readFileSync(markdownFile, "utf8")).map((heading) => {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return count === 0 ? base : `${base}-${count}`;
    }),
  );
}

/** The Markdown file a reference names, from the root or the referring file's folder ("README" is README.md). */
export function markdownFileOf(name: string, file: string): string | undefined {
  const named = name === "README" ? "README.md" : name;
  return [ROOT, path.dirname(path.join(ROOT, file))]
    .map((base) => path.join(base, named))
    .find((candidate) => existsSync(candidate) && candidate.endsWith(".md"));
}

/** Whether `section` (a heading's text or its anchor) names a heading of the Markdown file `name`. */
export function hasSection(name: string, section: string, file: string): boolean {
  const target = markdownFileOf(name, file);
  return target !== undefined && anchorsOf(target).has(slug(section));
}

/**
 * A reference to a section of a Markdown file: its name, then the heading in quotes (README, "Two commands";
 * docs/hosting.md, "What the host serves"; the README's "Stack"), the README's Stack section, or an anchor
 * (README.md#routes, docs/hosting.md#what-the-host-runs).
 */
export const MD_NAME = "(?<![\\w/.-])((?:[\\w.-]+/)*[\\w.-]+\\.md|README)";
export const QUOTED_SECTION = new RegExp(`${MD_NAME}(?:'s)?,?\\s+["\u201c]([^"\u201d]{1,120})["\u201d]`, "g");
export const NAMED_SECTION = /README's (\w+) section/g;
export const ANCHORED_SECTION = new RegExp(`${MD_NAME}#([\\w-]+)`, "g");

/** One line of text from a comment or a paragraph: comment markers at line starts dropped, line breaks spaces. */
export function asOneLine(text: string): string {
  return text.replace(/\s*\n[ \t]*(?:\*(?!\/)|\/\/|#+)?[ \t]*/g, " ");
}

/** Every reference in `texts` (from `file`) to a section that its file does not have. */
export function brokenSectionsIn(texts: readonly string[], file: string): string[] {
  return texts.flatMap((text) => {
    const line = asOneLine(text).replace(/\]\([^)]*\)/g, "]");
    return [
      ...[...line.matchAll(QUOTED_SECTION)].filter(([, name, heading]) => !hasSection(name, heading, file)),
      ...[...line.matchAll(NAMED_SECTION)].filter(([, heading]) => !hasSection("README", heading, file)),
      ...[...line.matchAll(ANCHORED_SECTION)].filter(([, name, anchor]) => !hasSection(name, anchor, file)),
    ].map(([reference]) => reference);
  });
}

/** Every link of a Markdown text (from `file`) to a file that does not exist or a heading its file does not have. */
export function brokenLinksIn(markdown: string, file: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z][\w+.-]*:/i.test(target))
    .filter((target) => {
      const [linked, anchor] = target.split("#");
      const resolved = linked === "" ? path.join(ROOT, file) : path.join(path.dirname(path.join(ROOT, file)), linked);
      if (!existsSync(resolved)) return true;
      return anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor);
    });
}

/** The decisions were one file; they are one record each in docs/decisions/ now, and nothing may name the old file. */
export const OLD_DECISIONS = new RegExp(`\\b${["decisions", "md"].join("\\.")}\\b`);

/** The text files of the project: every file git lists that is not binary. */
export function textOf(file: string): string | undefined {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return text.includes("\u0000") || text.includes("\ufffd") ? undefined : text;
}
