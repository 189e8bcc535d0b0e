import { problemsAfter, rawProblems, type Yaml } from "./contentTesting";

/* data/names.yaml as `npm run check:content` reads it: each refusal names the file and the entry, and says why. */

const entryNamed = (data: Yaml, name: string) =>
  (data.names as { name: string; spellings: string[] }[]).find((entry) => entry.name === name) as Yaml;

describe("data/names.yaml", () => {
  it("is accepted as the project writes it", () => {
    expect(problemsAfter("names.yaml", () => undefined)).toEqual([]);
  });

  it("refuses a spelling listed under two names, naming both", () => {
    const problems = problemsAfter("names.yaml", (data) => entryNamed(data, "SQL").spellings.push("بايثون"));
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/names\.yaml: names\[\d+\]\.spellings\[3\]: .*under one name only, but Python has it/,
      ),
    ]);
    // Written another way that search reads as the same (hamza, case): still the same spelling.
    expect(
      problemsAfter("names.yaml", (data) => entryNamed(data, "Java").spellings.push("أس كيو إل")).join("\n"),
    ).toMatch(/Java.*SQL|SQL.*Java/);
    expect(problemsAfter("names.yaml", (data) => entryNamed(data, "Java").spellings.push("python"))).toEqual([
      expect.stringMatching(/names\[\d+\]\.spellings\[1\]: .*but Python has it too/),
    ]);
    // Within one name, spellings that search reads alike may both be listed (people write both), but not twice.
    expect(problemsAfter("names.yaml", (data) => entryNamed(data, "SQL").spellings.push("اس كيو إل"))).toEqual([]);
    expect(problemsAfter("names.yaml", (data) => entryNamed(data, "SQL").spellings.push("سيكوال"))).toEqual([
      expect.stringMatching(/names\[\d+\]\.spellings\[3\]: .*each spelling once, but SQL lists it twice/),
    ]);
  });

  it("reads spellings as search does: two names cannot share Node.js, written Node JS", () => {
    const problems = rawProblems(
      "names.yaml",
      [
        "names:",
        "  - name: Node.js",
        "    spellings: [نود جي إس]",
        "  - name: Deno",
        "    spellings: [Node JS, ...]",
      ].join("\n"),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^data\/names\.yaml: names\[1\]\.spellings\[0\]: .*but Node\.js has it too/),
      expect.stringMatching(/^data\/names\.yaml: names\[1\]\.spellings\[1\]: .*a spelling search can read/),
    ]);
  });

  it("refuses an empty spelling and a name without one, all at once", () => {
    const problems = rawProblems(
      "names.yaml",
      [
        "names:",
        "  - name: Python",
        "    spellings:",
        '      - ""',
        "  - name: Go",
        "    spellings: []",
        "  - name: Rust",
      ].join("\n"),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^data\/names\.yaml: names\[0\]\.spellings\[0\]: .*a spelling, not an empty value/),
      expect.stringMatching(/^data\/names\.yaml: names\[1\]\.spellings: .*at least one other spelling/),
      expect.stringMatching(/^data\/names\.yaml: names\[2\]\.spellings: .*a list of spellings/),
    ]);
  });
});
