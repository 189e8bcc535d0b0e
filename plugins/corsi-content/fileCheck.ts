import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, isNode, type Document } from "yaml";
import type { z } from "zod";
import { type ContentProblem, formatPath } from "./problem";

/** One data file read and checked against its schema, each problem phrased so the owner can find it by eye. */

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

export function lineOf(doc: Document, lines: LineCounter, segments: readonly PropertyKey[]): number | undefined {
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

/** A file as read, whatever its validity: its fields, and the line each path starts on. */
export interface ReadFile {
  raw: unknown;
  lineAt: (segments: readonly PropertyKey[]) => number | undefined;
}

/** Where a file's check writes: its problems, its content when valid, and the line each of its paths starts on. */
export interface FileResults {
  problems: ContentProblem[];
  data: Record<string, unknown>;
  lines: Record<string, ReadFile["lineAt"]>;
}

/** One file against its schema: its content when valid, else every problem in it. */
export function validateFile(
  dataDir: string,
  file: string,
  schema: z.ZodType,
  result: FileResults,
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
