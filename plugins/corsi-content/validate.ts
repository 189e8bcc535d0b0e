import { createHash } from "node:crypto";
import { inListedOrder } from "./catalogOrder";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, isNode, type Document } from "yaml";
import type { z } from "zod";
import { CONTENT_FILES, PAID_COURSE_FOLDER, PATH_FOLDER, TOPIC_FOLDER, type Topic } from "./schema";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from "../../src/siteManifest";
import { textsDir } from "./dataDir";
import { slugKey, topicSlug } from "./slug";
import { paidCourseChecks } from "./paidChecks";
import { catalogIndex, pathChecks } from "./pathChecks";
import { addedChecks, topicEntries } from "./addedChecks";
import { toJsonSchema } from "./jsonSchemas";
import { type ContentProblem, formatPath } from "./problem";
import { plural } from "../shared/plural";

export { type ContentProblem, formatPath };

export function formatProblem({ file, path: where, message, line }: ContentProblem): string {
  return `data/${file}: ${where ? `${where}: ` : ""}${message}${line ? ` (line ${line})` : ""}`;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "an empty value";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "string") return value.trim() === "" ? "an empty value" : JSON.stringify(value);
  return String(value);
}

/** The title, name or id of the innermost entry on the path, so the owner can find it by eye. */
function entryLabel(root: unknown, segments: readonly PropertyKey[]): string | undefined {
  const labelOf = (node: unknown) => {
    if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
    const entry = node as Record<string, unknown>;
    const candidate = entry.title ?? entry.name ?? entry.label ?? entry.youtubeId;
    return typeof candidate === "string" ? candidate : undefined;
  };
  // A topic file is one entry: its title names it (the other files' top levels have no title).
  let label = labelOf(root);
  let node: unknown = root;
  for (const segment of segments) {
    if (node === null || typeof node !== "object") break;
    node = (node as Record<PropertyKey, unknown>)[segment];
    label = labelOf(node) ?? label;
  }
  return label;
}

function lineOf(doc: Document, lines: LineCounter, segments: readonly PropertyKey[]): number | undefined {
  for (let depth = segments.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(segments.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return undefined;
}

function messageFor(issue: z.core.$ZodIssue): { message: string; extraPath?: string } {
  const found = "input" in issue ? describe(issue.input) : undefined;
  switch (issue.code) {
    case "unrecognized_keys":
      return {
        extraPath: issue.keys[0],
        message: `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `'${k}'`).join(", ")}: check the spelling, or remove it`,
      };
    case "invalid_type":
      if (issue.input === undefined) return { message: `required field is missing: expected ${issue.message}` };
      return { message: `expected ${issue.message}, found ${found}` };
    case "too_small":
      return { message: `expected ${issue.message}, found ${found === "a list" ? "an empty list" : found}` };
    default:
      return { message: `expected ${issue.message}, found ${found}` };
  }
}

function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== "" && entry !== null)
      .map(([key, entry]) => [key, withoutEmptyValues(entry)]),
  );
}

export interface ContentResult {
  problems: ContentProblem[];
  /** What is not wrong but asks for the owner's attention: a paid course's price checked long ago. */
  warnings: ContentProblem[];
  /** Each valid file's content, by its path in data/ ("site.yaml", "topics/python-learning.yaml"). */
  data: Record<string, unknown>;
  /** The line each path of a file starts on, by the file's path in data/ (a known topic file's, read when asked). */
  lines: Record<string, ReadFile["lineAt"]>;
  /** Each valid topic file's content by its digest (see KnownTopics), for the next check to reuse. */
  validTopics: KnownTopics;
}

/**
 * Topic files an earlier check found valid, each by the digest of its text and of the schema it was checked against:
 * a file whose digest is known is not read again (the build keeps them in Gatsby's cache, so a warm build parses and
 * checks only the topic files that changed). A file checks the same whatever the others hold; what spans files (two
 * topics with one address) is checked on every run, from the contents.
 */
export type KnownTopics = Record<string, unknown>;

/** The digest a topic file is known by: its text, and the topic schema (a changed schema checks every file again). */
function topicDigest(text: string): string {
  topicSchemaText ??= JSON.stringify(toJsonSchema(TOPIC_FOLDER.schema));
  return createHash("sha256").update(topicSchemaText).update("\0").update(text).digest("hex");
}
let topicSchemaText: string | undefined;

/** A file as read, whatever its validity: its fields, and the line each path starts on. */
interface ReadFile {
  raw: unknown;
  lineAt: (segments: readonly PropertyKey[]) => number | undefined;
}

/** One file against its schema: its content when valid, else every problem in it. */
function validateFile(
  dataDir: string,
  file: string,
  schema: z.ZodType,
  result: ContentResult,
  text?: string,
): ReadFile | undefined {
  const fullPath = path.join(dataDir, file);
  if (text === undefined && !existsSync(fullPath)) {
    result.problems.push({ file, path: "", message: "the file is missing: expected it in data/" });
    return undefined;
  }
  const lines = new LineCounter();
  const doc = parseDocument(text ?? readFileSync(fullPath, "utf8"), { lineCounter: lines, prettyErrors: true });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      result.problems.push({
        file,
        path: "",
        message: `the YAML cannot be read: ${error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")}`,
        line: error.linePos?.[0].line,
      });
    }
    return undefined;
  }
  // The CMS writes a cleared optional field as "" or null: both mean "left out".
  const raw: unknown = withoutEmptyValues(doc.toJS());
  const read: ReadFile = { raw, lineAt: (segments) => lineOf(doc, lines, segments) };
  result.lines[file] = read.lineAt;
  const parsed = schema.safeParse(raw, { reportInput: true });
  if (parsed.success) {
    result.data[file] = parsed.data;
    return read;
  }
  for (const issue of parsed.error.issues) {
    const { message, extraPath } = messageFor(issue);
    const segments = extraPath ? [...issue.path, extraPath] : issue.path;
    const label = entryLabel(raw, issue.path);
    result.problems.push({
      file,
      path: formatPath(segments),
      message: label ? `${message} (in "${label}")` : message,
      line: lineOf(doc, lines, segments),
    });
  }
  return read;
}

/** The .yaml files of a folder of data/, in name order (the build orders topics by their position). */
function folderFiles(dataDir: string, name: string): string[] {
  const folder = path.join(dataDir, name);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => `${name}/${file}`);
}

export const topicFiles = (dataDir: string) => folderFiles(dataDir, TOPIC_FOLDER.folder);

/** The paid courses' files, data/paid/*.yaml: none when the folder is missing or empty. */
export const paidFiles = (dataDir: string) => folderFiles(dataDir, PAID_COURSE_FOLDER.folder);

/** The learning paths' files, data/paths/*.yaml: none when the folder is missing or empty. */
export const pathFiles = (dataDir: string) => folderFiles(dataDir, PATH_FOLDER.folder);

/** Two topics may not share an address: the second names the first. */
function checkTopicAddresses(result: ContentResult, files: string[]): void {
  const fileBySlug = new Map<string, string>();
  for (const file of files) {
    const topic = result.data[file] as Topic | undefined;
    if (!topic) continue;
    const slug = topicSlug(topic);
    const first = fileBySlug.get(slugKey(slug));
    if (first === undefined) fileBySlug.set(slugKey(slug), file);
    else
      result.problems.push({
        file,
        path: topic.slug === undefined ? "title" : "slug",
        message: `expected an address no other topic has, but data/${first} also gets /Free/${slug}: change the title or give one of them a different 'slug' (in "${topic.title}")`,
      });
  }
}

/**
 * A translated list has one entry for each entry of the English list (a navigation link, a feature card), since the
 * entries' other fields (addresses, icons) are written once, in the English block.
 */
function checkListLengths(result: ContentResult, file: string): void {
  const content = result.data[file] as Record<string, unknown> | undefined;
  if (content === undefined) return;
  const walk = (original: unknown, translated: unknown, segments: PropertyKey[]) => {
    if (Array.isArray(original) && Array.isArray(translated)) {
      if (original.length !== translated.length)
        result.problems.push({
          file,
          path: formatPath(segments),
          message: `expected ${original.length} entries, one for each in ${formatPath([DEFAULT_LOCALE, ...segments.slice(1)])}, found ${translated.length}`,
        });
      translated.forEach((entry, i) => walk(original[i], entry, [...segments, i]));
    } else if (original && translated && typeof original === "object" && typeof translated === "object") {
      for (const [key, entry] of Object.entries(translated))
        walk((original as Record<string, unknown>)[key], entry, [...segments, key]);
    }
  };
  for (const locale of TRANSLATED_LOCALES) walk(content[DEFAULT_LOCALE], content[locale], [locale]);
}

/**
 * The catalog in `dataDir` (topics/, paid/) and the interface texts in `texts` (the project's data/ unless told), on the
 * day `today` (a paid course's price checked after it is an error, long before it a warning).
 */
export function validateContent(
  dataDir: string,
  { texts = textsDir(), today = new Date(), known = {} }: { texts?: string; today?: Date; known?: KnownTopics } = {},
): ContentResult {
  const result: ContentResult = { problems: [], warnings: [], data: {}, lines: {}, validTopics: {} };
  for (const { file, schema, translated } of CONTENT_FILES) {
    validateFile(texts, file, schema, result);
    if (translated) checkListLengths(result, file);
  }
  const topics = topicFiles(dataDir);
  if (topics.length === 0)
    result.problems.push({
      file: `${TOPIC_FOLDER.folder}/`,
      path: "",
      message: "no topic files: expected at least one .yaml file in data/topics/",
    });
  const readTopics: unknown[] = [];
  for (const file of topics) {
    const text = readFileSync(path.join(dataDir, file), "utf8");
    const digest = topicDigest(text);
    if (Object.hasOwn(known, digest)) {
      result.data[file] = known[digest];
      // Parsed only if a line is asked for (a video YouTube no longer serves is named with its line), and then once.
      let parsed: { doc: Document; lines: LineCounter } | undefined;
      result.lines[file] = (segments) => {
        if (!parsed) {
          const lines = new LineCounter();
          parsed = { doc: parseDocument(text, { lineCounter: lines }), lines };
        }
        return lineOf(parsed.doc, parsed.lines, segments);
      };
      readTopics.push(known[digest]);
    } else {
      const read = validateFile(dataDir, file, TOPIC_FOLDER.schema, result, text);
      readTopics.push(read?.raw);
      if (read) {
        const problems = addedChecks(file, topicEntries(read.raw), read.lineAt, today);
        result.problems.push(...problems);
        // Not kept as known: the day it names may come, and the file then checks again.
        if (problems.length > 0) delete result.data[file];
      }
    }
    if (result.data[file] !== undefined) result.validTopics[digest] = result.data[file];
  }
  checkTopicAddresses(result, topics);
  const topicNames = topics.map((file) => path.basename(file, ".yaml"));
  const paid = paidFiles(dataDir);
  for (const file of paid) {
    const read = validateFile(dataDir, file, PAID_COURSE_FOLDER.schema, result);
    if (!read) continue;
    const { problems, warnings } = paidCourseChecks({ dataDir, file, ...read, topicNames, today });
    result.problems.push(...problems, ...addedChecks(file, [{ segments: [], fields: read.raw }], read.lineAt, today));
    result.warnings.push(...warnings);
  }
  // A path names courses of the catalog: checked against the topics as read (a topic's own problem is reported once, at
  // the topic, not again at every path naming its videos) and the paid courses' file names. Without a topic that could
  // be read, the videos are unknown, and the paths' videos are not checked until it can.
  const catalog =
    topics.length === 0 || readTopics.includes(undefined)
      ? undefined
      : catalogIndex(
          readTopics.filter((topic) => topic !== undefined),
          paid.map((file) => path.basename(file, ".yaml")),
        );
  for (const file of pathFiles(dataDir)) {
    const read = validateFile(dataDir, file, PATH_FOLDER.schema, result);
    if (read && catalog) result.problems.push(...pathChecks({ file, ...read, catalog }));
  }
  return result;
}

/** A listed video, where the owner finds it: `data/topics/go.yaml` and its entry's line. */
export interface ListedVideo {
  youtubeId: string;
  title: string;
  file: string;
  /** Its entry's line, found only when asked: a topic file the build already knew is not parsed again for it. */
  line(): number | undefined;
}

/**
 * Every video of the valid topics, once each, in the order the site lists them (topics by position, then title; each
 * topic's videos as its file lists them).
 */
export function listedVideos({ data, lines }: Pick<ContentResult, "data" | "lines">): ListedVideo[] {
  const topics = Object.entries(data)
    .filter(([file]) => file.startsWith(`${TOPIC_FOLDER.folder}/`))
    .map(([file, topic]) => ({ ...(topic as Topic), file }));
  return inListedOrder(topics).map(({ topic: { file }, video: { youtubeId, title }, index }) => ({
    youtubeId,
    title,
    file: `data/${file}`,
    line: () => lines[file]?.(["videos", index]),
  }));
}

/** The warnings, one a line, each naming its file: printed by the build and by check:content, not stopping either. */
export function warningsReport(warnings: ContentProblem[]): string {
  return [
    `The content in data/ has ${plural(warnings.length, "warning")}:`,
    ...warnings.map((w) => `  - ${formatProblem(w)}`),
  ].join("\n");
}

export function contentReport(problems: ContentProblem[]): string {
  return [
    `The content in data/ has ${plural(problems.length, "problem")}; nothing was built:`,
    ...problems.map((p) => `  - ${formatProblem(p)}`),
  ].join("\n");
}
