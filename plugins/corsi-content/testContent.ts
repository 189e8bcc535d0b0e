import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { formatProblem } from "./problem";
import { validateContent } from "./validate";

/*
 * Content to break in a test: a throwaway copy of the site's interface texts and the fixture catalog, one file of it
 * changed, and the check's problems as the owner reads them.
 */

export type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke at arbitrary YAML

/** The fixture catalog, so adding or reordering the real videos never changes these tests. */
export const DATA_DIR = path.join(__dirname, "../../e2e/fixtures/data");
export const REAL_DATA_DIR = path.join(__dirname, "../../data");

/**
 * A throwaway folder with the site's interface texts and the fixture catalog, to break one file of either. Without the
 * paths, which would also name a broken topic's videos (paths.test.ts checks them).
 */
export function contentCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "corsi-data-"));
  const notPaths = (source: string) => !source.includes("/paths");
  cpSync(REAL_DATA_DIR, dir, { recursive: true, filter: (source) => !source.includes("/topics") && notPaths(source) });
  cpSync(DATA_DIR, dir, { recursive: true, filter: notPaths });
  return dir;
}

/** A copy of the real data/ with one change applied, validated. */
export function problemsAfter(file: string, change: (data: Yaml) => void): string[] {
  const dir = contentCopy();
  try {
    const data = parse(readFileSync(path.join(dir, file), "utf8")) as Yaml;
    change(data);
    writeFileSync(path.join(dir, file), stringify(data));
    return validateContent(dir, { texts: dir })
      .problems.map(formatProblem)
      .map((line) => line.replace(/ \(line \d+\)$/, ""));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function rawProblems(file: string, text: string): string[] {
  const dir = contentCopy();
  try {
    writeFileSync(path.join(dir, file), text);
    return validateContent(dir, { texts: dir }).problems.map(formatProblem);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
