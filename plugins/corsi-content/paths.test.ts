import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { pathFiles, validateContent } from "./validate";
import { formatProblem } from "./problem";

/** The fixture catalog and its paths, so the owner's own paths never change these tests. */
const DATA_DIR = path.join(__dirname, "../../e2e/fixtures/data");
const PATH = "paths/web-basics.yaml";

type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary YAML

/** The fixtures with the path changed (or another file written as `text`), validated; each problem without its line. */
function problemsAfter(change: (data: Yaml) => void, file = PATH): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "corsi-paths-"));
  try {
    cpSync(DATA_DIR, dir, { recursive: true });
    const full = path.join(dir, file);
    const data = parse(readFileSync(path.join(DATA_DIR, PATH), "utf8")) as Yaml;
    change(data);
    writeFileSync(full, stringify(data));
    return validateContent(dir).problems.map((problem) => formatProblem(problem).replace(/ \(line \d+\)$/, ""));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const STEP_1 = '(in step 1, "Pages and styles")';
const STEP_2 = '(in step 2, "Scripts that answer")';

describe("a learning path", () => {
  it("of the fixtures is found and valid", () => {
    expect(pathFiles(DATA_DIR)).toContain(PATH);
    expect(validateContent(DATA_DIR).problems).toEqual([]);
  });

  it.each<[string, (data: Yaml) => void, string]>([
    [
      "a video no topic lists",
      (d) => (d.steps[0].courses[0].video = "notListed01"),
      `data/paths/web-basics.yaml: steps[0].courses[0].video: expected a video listed in a topic (its YouTube id), found "notListed01": the catalog has no such video ${STEP_1}`,
    ],
    [
      "a playlist course no topic lists",
      (d) => (d.steps[0].courses[1].playlist = "PLnotInTheCatalog"),
      `data/paths/web-basics.yaml: steps[0].courses[1].playlist: expected a playlist course listed in a topic (its playlist id), found "PLnotInTheCatalog": the catalog has no such playlist course ${STEP_1}`,
    ],
    [
      "a paid course that does not exist",
      (d) => (d.steps[1].courses[2].paid = "no-such-course"),
      `data/paths/web-basics.yaml: steps[1].courses[2].paid: expected a paid course's file name in data/paid/, without .yaml, found "no-such-course": the catalog has no such paid course ${STEP_2}`,
    ],
    [
      "a course listed twice",
      (d) => d.steps[1].courses.push({ video: "fixVid00001" }),
      `data/paths/web-basics.yaml: steps[1].courses[3].video: expected a course listed once in a path, but steps[0].courses[0].video is the same course ${STEP_2}`,
    ],
    [
      "a playlist course listed again by its card's video",
      (d) => d.steps[1].courses.push({ video: "fixVid00004" }),
      `data/paths/web-basics.yaml: steps[1].courses[3].video: expected a course listed once in a path, but steps[0].courses[1].playlist is the same course ${STEP_2}`,
    ],
    [
      "a level outside the three",
      (d) => (d.level = "expert"),
      `data/paths/web-basics.yaml: level: expected one of the levels beginner, intermediate, advanced, found "expert" (in "Web basics")`,
    ],
    [
      "a step with no course",
      (d) => (d.steps[0].courses = []),
      `data/paths/web-basics.yaml: steps[0].courses: expected at least one course in each step, found an empty list (in "Pages and styles")`,
    ],
    [
      "a path without its Arabic title",
      (d) => delete d.titleAr,
      `data/paths/web-basics.yaml: titleAr: required field is missing: expected the path's title in Arabic (in "Web basics")`,
    ],
    [
      "a path without its title",
      (d) => delete d.title,
      "data/paths/web-basics.yaml: title: required field is missing: expected a path title",
    ],
    [
      "a step without its Arabic title",
      (d) => delete d.steps[1].titleAr,
      `data/paths/web-basics.yaml: steps[1].titleAr: required field is missing: expected the step's title in Arabic (in "Scripts that answer")`,
    ],
    [
      "an entry naming two courses",
      (d) => (d.steps[0].courses[0].paid = "python-from-zero"),
      `data/paths/web-basics.yaml: steps[0].courses[0].paid: expected one course: exactly one of 'video', 'playlist', 'paid' (found video and paid), found a group of fields (in "Pages and styles")`,
    ],
  ])("refuses %s, naming the file, the step and the entry", (_case, change, expected) => {
    expect(problemsAfter(change)).toEqual([expected]);
  });

  it("reports every problem at once", () => {
    const problems = problemsAfter((d) => {
      d.level = "expert";
      d.steps[0].courses[0].video = "notListed01";
      d.steps[1].courses[2].paid = "gone";
    });
    expect(problems).toHaveLength(3);
  });

  it("refuses a file name that makes no address", () => {
    expect(problemsAfter(() => {}, "paths/Web Basics.yaml")).toEqual([
      `data/paths/Web Basics.yaml: the file's name is the path's address (/Paths/Web Basics): expected lowercase letters, digits and '-' (like web-from-zero.yaml), found "Web Basics.yaml"`,
      // The copy names the same courses: it is a second path, valid apart from its name.
    ]);
  });
});
