import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { formatProblem } from "./problem";
import { validateContent } from "./validate";

/** For the content check's tests: copies of data/ with one file broken, and what the check says of them. */

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

export type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke at arbitrary YAML

/** The navigation's links, as data/site.yaml lists them: the count a missing Arabic one is reported against. */
export const NAV_LINKS = (parse(readFileSync(path.join(REAL_DATA_DIR, "site.yaml"), "utf8")) as Yaml).en.nav
  .length as number;

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

/** A rule broken: the file of data/, the fault, the change to the file that makes it, and the one problem reported. */
export type BrokenRule = [string, string, (data: Yaml) => void, string];

/** Each rule broken in a copy of data/, reported alone with its file, path and what was expected. */
export function eachReported(rules: BrokenRule[]): void {
  describe.each<BrokenRule>(rules)("%s with %s", (file, _fault, change, expected) => {
    it("is reported with its file, path and what was expected", () => {
      expect(problemsAfter(file, change)).toEqual([expected]);
    });
  });
}
