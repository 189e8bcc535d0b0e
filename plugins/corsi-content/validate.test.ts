import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type * as YamlModule from "yaml";
import { parseDocument } from "yaml";
import { validateContent } from "./validate";
import { contentReport, formatProblem } from "./problem";
import { listedVideos } from "./catalogOrder";
import { contentCopy, DATA_DIR, problemsAfter, rawProblems, REAL_DATA_DIR } from "./contentTesting";

// The parser itself, counted: a known topic file must not be parsed again to list its videos.
jest.mock("yaml", () => {
  const actual = jest.requireActual<typeof YamlModule>("yaml");
  return { ...actual, parseDocument: jest.fn(actual.parseDocument) };
});
const parsing = jest.mocked(parseDocument);

describe("the content", () => {
  it("of the site is valid", () => {
    expect(validateContent(REAL_DATA_DIR).problems).toEqual([]);
  });

  it("of the test fixtures is valid", () => {
    expect(validateContent(DATA_DIR).problems).toEqual([]);
  });
});

describe("reporting", () => {
  it("lists every problem in every file at once", () => {
    const problems = [
      ...problemsAfter("topics/web-development.yaml", (d) => {
        d.videos[0].youtubeId = "bad";
        d.videos[1].youtubeId = "bad2";
        d.position = 0;
      }),
    ];
    expect(problems).toHaveLength(3);
  });

  it("names the file and line of a YAML syntax error", () => {
    expect(rawProblems("home.yaml", "en:\n  hero:\n    headline: [All in One\n")).toEqual([
      expect.stringMatching(/^data\/home\.yaml: the YAML cannot be read: .+ \(line \d+\)$/),
    ]);
  });

  it("reports a missing file", () => {
    const dir = contentCopy();
    rmSync(path.join(dir, "logos.yaml"));
    expect(validateContent(dir, { texts: dir }).problems.map(formatProblem)).toEqual([
      "data/logos.yaml: the file is missing: expected it in data/",
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("reports a catalog without topic files", () => {
    const dir = contentCopy();
    rmSync(path.join(dir, "topics"), { recursive: true });
    expect(validateContent(dir, { texts: dir }).problems.map(formatProblem)).toEqual([
      "data/topics/: no topic files: expected at least one .yaml file in data/topics/",
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives the line of each problem and a headline that says nothing was built", () => {
    const report = contentReport([
      { file: "site.yaml", path: "en.contact.email", message: "expected an e-mail address", line: 18 },
    ]);
    expect(report).toBe(
      "The content in data/ has 1 problem; nothing was built:\n  - data/site.yaml: en.contact.email: expected an e-mail address (line 18)",
    );
  });
});

describe("a check that knows the last one's valid topic files", () => {
  it("reuses an unchanged file's content without reading it again, and checks a changed file afresh", () => {
    const dir = contentCopy();
    try {
      const first = validateContent(dir, { texts: dir });
      expect(first.problems).toEqual([]);
      const file = "topics/c.yaml";
      const [digest] = Object.entries(first.validTopics).find(([, content]) => content === first.data[file]) ?? [];
      expect(digest).toBeDefined();
      // What the earlier check kept is what this one hands on, unread: a marker in its place shows it was not parsed.
      const marker = { title: "kept from the last check", videos: [] };
      const known = { ...first.validTopics, [digest!]: marker };
      expect(validateContent(dir, { texts: dir, known }).data[file]).toBe(marker);
      // A changed file is read and checked again, whatever was known.
      const broken = readFileSync(path.join(dir, file), "utf8").replace(/youtubeId: \S+/, "youtubeId: not-an-id");
      writeFileSync(path.join(dir, file), broken);
      const again = validateContent(dir, { texts: dir, known });
      expect(again.problems.map(formatProblem).join("\n")).toContain(`data/${file}: videos[0].youtubeId`);
      expect(Object.values(again.validTopics)).not.toContain(marker);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lists the videos of known files without parsing them; a line asked for parses its file once", () => {
    const first = validateContent(DATA_DIR, { texts: REAL_DATA_DIR });
    const known = validateContent(DATA_DIR, { texts: REAL_DATA_DIR, known: first.validTopics });
    parsing.mockClear(); // the interface texts are parsed on every check
    const videos = listedVideos(known);
    expect(videos.length).toBeGreaterThan(10);
    expect(parsing).not.toHaveBeenCalled();
    const lines = videos.filter(({ file }) => file === "data/topics/c.yaml").map((video) => video.line());
    expect(lines.length).toBeGreaterThan(1);
    expect(parsing).toHaveBeenCalledTimes(1);
    // The lines a check that parsed every file gives.
    expect(lines).toEqual(
      listedVideos(first)
        .filter(({ file }) => file === "data/topics/c.yaml")
        .map((video) => video.line()),
    );
    expect(lines.every((line, i) => line !== undefined && (i === 0 || line > lines[i - 1]!))).toBe(true);
  });
});
