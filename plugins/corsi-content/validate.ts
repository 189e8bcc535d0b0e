import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, type Document } from "yaml";
import { CONTENT_FILES, PAID_COURSE_FOLDER, PATH_FOLDER, TOPIC_FOLDER, type Topic } from "./schema";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from "../../src/siteManifest";
import { textsDir } from "./dataDir";
import { slugKey, topicSlug } from "./slug";
import { paidCourseChecks } from "./paidChecks";
import { catalogReferences, pathChecks } from "./pathChecks";
import { addedChecks, topicEntries } from "./addedChecks";
import { toJsonSchema } from "./jsonSchemas";
import { type ContentProblem, formatPath } from "./problem";
import { type FileResults, lineOf, type ReadFile, validateFile } from "./fileCheck";

export interface ContentResult extends FileResults {
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
  for (const { file, schema, translated, optional } of CONTENT_FILES) {
    if (optional && !existsSync(path.join(texts, file))) continue;
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
      : catalogReferences(
          readTopics.filter((topic) => topic !== undefined),
          paid.map((file) => path.basename(file, ".yaml")),
        );
  for (const file of pathFiles(dataDir)) {
    const read = validateFile(dataDir, file, PATH_FOLDER.schema, result);
    if (read && catalog) result.problems.push(...pathChecks({ file, ...read, catalog }));
  }
  return result;
}
