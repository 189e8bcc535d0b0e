import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import type { LearningPath } from "../../plugins/corsi-content/schema/path";
import { formatProblem } from "../../plugins/corsi-content/problem";
import { validateContent } from "../../plugins/corsi-content/validate";
import { syntheticPaidCourses, syntheticTopics, writeFolder } from "./syntheticCatalog";
import { catalogOfFiles, editedPath, syntheticPaths } from "./syntheticPaths";

/** A small synthetic catalog: 300 videos in 6 topics, 12 of them playlists, and 8 paid courses. */
const topics = syntheticTopics(300, 6, 12);
const paid = syntheticPaidCourses(8, 6);
const catalog = catalogOfFiles(topics, paid);

/** The catalog and these paths validated as the build does: each problem, formatted. */
function problems(paths: Record<string, string>, catalogFiles = { topics, paid }): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "corsi-synthetic-paths-"));
  try {
    writeFolder(path.join(dir, "topics"), catalogFiles.topics);
    writeFolder(path.join(dir, "paid"), catalogFiles.paid);
    writeFolder(path.join(dir, "paths"), paths);
    // The paid courses' prices were checked on 2026-11-01: a day the checks do not find in the future.
    return validateContent(dir, { today: new Date("2026-11-27") }).problems.map(formatProblem);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const read = (paths: Record<string, string>) => Object.values(paths).map((text) => parse(text) as LearningPath);
const coursesOf = (learningPath: LearningPath) => learningPath.steps.flatMap((step) => step.courses);

describe("syntheticPaths", () => {
  const paths = syntheticPaths(12, 20, catalog);

  it("writes paths the build accepts, over videos, playlists and paid courses", () => {
    expect(problems(paths)).toEqual([]);
    const kinds = new Set(read(paths).flatMap(coursesOf).flatMap(Object.keys));
    expect([...kinds].sort()).toEqual(["paid", "playlist", "video"]);
  });

  it("names them path-1 … path-N, positions 1..N, levels in turn, 3 to 5 steps titled in both languages", () => {
    expect(Object.keys(paths)).toEqual(Array.from({ length: 12 }, (_, i) => `path-${i + 1}.yaml`));
    const all = read(paths);
    expect(all.map((p) => p.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(all.slice(0, 4).map((p) => p.level)).toEqual(["beginner", "intermediate", "advanced", "beginner"]);
    expect(new Set(all.map((p) => p.steps.length))).toEqual(new Set([3, 4, 5]));
    for (const learningPath of all) {
      expect(learningPath.titleAr).toMatch(/\p{Script=Arabic}/u);
      for (const step of learningPath.steps) expect(step.titleAr).toMatch(/\p{Script=Arabic}/u);
    }
  });

  it("gives each path about C courses, C on average, none twice in a path", () => {
    const counts = read(paths).map((p) => coursesOf(p).length);
    expect(Math.min(...counts)).toBe(18);
    expect(Math.max(...counts)).toBe(22);
    expect(counts.slice(0, 10).reduce((sum, n) => sum + n, 0)).toBe(200);
    for (const learningPath of read(paths)) {
      const ids = coursesOf(learningPath).map((course) => JSON.stringify(course));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("draws videos only from a catalog of videos only, and is the same on every call", () => {
    const videosOnly = { topics: syntheticTopics(300, 6), paid: {} };
    const paths = syntheticPaths(5, 20, catalogOfFiles(videosOnly.topics));
    expect(problems(paths, videosOnly)).toEqual([]);
    expect(new Set(read(paths).flatMap(coursesOf).flatMap(Object.keys))).toEqual(new Set(["video"]));
    expect(syntheticPaths(5, 20, catalogOfFiles(videosOnly.topics))).toEqual(paths);
  });

  it("throws when the catalog has fewer courses than a path, or given no number of courses", () => {
    expect(() => syntheticPaths(1, 30, catalogOfFiles(syntheticTopics(20, 2)))).toThrow(/needs more than/);
    expect(() => syntheticPaths(200, NaN, catalog)).toThrow("found 200:NaN");
  });
});

describe("editedPath", () => {
  it("renames the first step and swaps its first course for a video the path does not list, still valid", () => {
    const paths = syntheticPaths(12, 20, catalog);
    const before = parse(paths["path-1.yaml"]) as LearningPath;
    const after = parse(editedPath(paths["path-1.yaml"], catalog)) as LearningPath;
    expect(problems({ ...paths, "path-1.yaml": editedPath(paths["path-1.yaml"], catalog) })).toEqual([]);
    expect(after.steps[0].title).not.toBe(before.steps[0].title);
    expect(after.steps[0].titleAr).not.toBe(before.steps[0].titleAr);
    expect(after.steps[0].courses[0]).not.toEqual(before.steps[0].courses[0]);
    expect(after.steps[0].courses.slice(1)).toEqual(before.steps[0].courses.slice(1));
    expect(after.steps.slice(1)).toEqual(before.steps.slice(1));
    expect({ ...after, steps: [] }).toEqual({ ...before, steps: [] });
  });
});
