/** @jest-environment node */
// Node, not jsdom: the command asks the stand-in, a real local server, with Node's fetch.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { validateContent } from "../plugins/corsi-content/validate";
import { add } from "./add";
import { addTestBed, FIXTURE_DATA, OWNERS_TOPIC, ROOT } from "./addTesting";
import { COMMAND_TIMEOUT } from "./lib/commandTesting";

// What it refuses, writing nothing, is add-refusals.test.ts's.
const { bed, snapshot, topic } = addTestBed();

/** The day the tests add on: each entry's `added`. */
const TODAY = new Date("2026-11-27T10:00:00Z");

/** The fixture topic's file with these entries' lines after its own (the text opens with a line break). */
const withEntries = (name: string, entries: string) =>
  readFileSync(path.join(FIXTURE_DATA, `topics/${name}.yaml`), "utf8") + entries.slice(1);

/** `npm run add` with these arguments, against YouTube's stand-in, on TODAY. */
// A minute for each request to the stand-in, which shares a loaded CI machine with the site's build.
const addToday = (args: string[]) => add(args, { env: bed.env, today: TODAY, timeoutMs: 60_000 });

describe("npm run add, with a key", () => {
  it("adds a video at the end of the topic, keeping every other byte of the owner's file", async () => {
    const { code, lines } = await addToday(["https://youtu.be/fixAdd00001?si=Abc123", "--topic", "git"]);
    expect(code).toBe(0);
    expect(topic("git")).toBe(
      OWNERS_TOPIC.replace(
        "    channel: Fixture Academy\n",
        [
          "    channel: Fixture Academy",
          "  - youtubeId: fixAdd00001",
          '    title: "Git & GitHub: أساسيات للمبتدئين"',
          "    channel: Codezilla",
          "    language: Arabic",
          "    published: 2023-05-04",
          "    added: 2026-11-27",
          "",
        ].join("\n"),
      ),
    );
    expect(lines).toEqual([
      'Added to data/topics/git.yaml as video 2: "Git & GitHub: أساسيات للمبتدئين" (fixAdd00001).',
    ]);
    // check:content accepts the result.
    expect(validateContent(bed.data).problems).toEqual([]);
    expect(bed.api.requests.map(({ endpoint, params }) => [endpoint, params.get("part")])).toEqual([
      ["videos", "snippet,status"],
    ]);
  });

  it("takes --title and --title-ar, and the language YouTube gives as the text's language (en-US) when no audio's", async () => {
    const { code } = await addToday([
      "www.youtube.com/watch?v=fixAdd00002&t=42s&feature=shared",
      "--topic",
      "go",
      "--title",
      "Docker, fast",
    ]);
    expect(code).toBe(0);
    expect(await addToday(["fixAdd00003", "--topic", "go", "--title-ar", "رست بلا كلمات"])).toEqual({
      code: 0,
      lines: expect.arrayContaining([expect.stringMatching(/^Added to data\/topics\/go\.yaml as video 3/)]),
    });
    expect(topic("go")).toBe(
      withEntries(
        "go",
        `
  - youtubeId: fixAdd00002
    title: Docker, fast
    channel: Fixture Academy
    language: English
    published: 2021-08-25
    added: 2026-11-27
  - youtubeId: fixAdd00003
    title: Rust without words
    titleAr: رست بلا كلمات
    channel: Fixture Academy
    published: 2022-02-14
    added: 2026-11-27
`,
      ),
    );
  });

  it.each([
    ["fixAdd00003", /^YouTube names no language for the video, so 'language' was left out/],
    [
      "fixAdd00004",
      /^YouTube says the video's language is "ja", which Corsi does not list, so 'language' was left out/,
    ],
  ])("leaves the language out of %s and says so", async (id, note) => {
    const { code, lines } = await addToday([`https://www.youtube.com/shorts/${id}`, "--topic", "go"]);
    expect(code).toBe(0);
    expect(lines[1]).toMatch(note);
    expect(topic("go")).not.toMatch(/language: (?!English)/);
  });

  it("adds a video that plays on YouTube only, and says so", async () => {
    const { code, lines } = await addToday(["https://www.youtube.com/watch?v=fixAdd00006", "--topic", "kotlin"]);
    expect(code).toBe(0);
    expect(topic("kotlin")).toMatch(
      /- youtubeId: fixAdd00006\n {4}title: "Kotlin 0: A lesson that may not be embedded"\n/,
    );
    expect(lines).toEqual([
      'Added to data/topics/kotlin.yaml as video 2: "Kotlin 0: A lesson that may not be embedded" (fixAdd00006).',
      "It will play on YouTube only: its owner does not let other sites embed it, so its card has the Watch on " +
        "YouTube link and no player.",
    ]);
    expect(validateContent(bed.data).problems).toEqual([]);
  });

  it("adds a playlist with its first lesson anyone can watch, and the playlist's own title, channel and date", async () => {
    const { code, lines } = await addToday([
      "https://www.youtube.com/watch?v=fixAdd00008&list=PLfixtureAdd0001&index=5",
      "--topic",
      "kotlin",
    ]);
    expect(code).toBe(0);
    // Its first items: private, gone from videos.list, not embeddable; then fixAdd00007, on the list's second page.
    expect(topic("kotlin")).toBe(
      withEntries(
        "kotlin",
        `
  - youtubeId: fixAdd00007
    title: كوتلن من الصفر
    channel: Fixture Academy
    language: Arabic
    playlistId: PLfixtureAdd0001
    published: 2022-09-01
    added: 2026-11-27
`,
      ),
    );
    expect(lines).toEqual([
      'Added to data/topics/kotlin.yaml as video 2: "كوتلن من الصفر" (fixAdd00007, playlist PLfixtureAdd0001).',
      "The playlist names no language; 'language' is its first lesson's (ar).",
    ]);
    expect(validateContent(bed.data).problems).toEqual([]);
  });

  it("adds a playlist by its own link, in its own language", async () => {
    const { code } = await addToday(["https://www.youtube.com/playlist?list=PLfixtureShort01", "--topic", "go"]);
    expect(code).toBe(0);
    expect(topic("go")).toMatch(
      /- youtubeId: fixSht00001\n {4}title: Go basics\n {4}channel: Fixture Academy\n {4}language: English\n {4}playlistId: PLfixtureShort01\n {4}published: 2020-01-02\n {4}added: 2026-11-27\n$/,
    );
  });

  it("adds a Mix's video alone", async () => {
    const { code } = await addToday([
      "https://www.youtube.com/watch?v=fixAdd00002&list=RDfixAdd00002",
      "--topic",
      "go",
    ]);
    expect(code).toBe(0);
    expect(topic("go")).toMatch(/- youtubeId: fixAdd00002\n(?: {4}\w+: .*\n)+$/);
    expect(topic("go")).not.toContain("RDfixAdd00002");
  });
});

describe("the command", () => {
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const run = (args: string[]) =>
    promisify(execFile)(tsx, ["scripts/add.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, ...bed.env, CORSI_DATA_DIR: bed.data },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it(
    "exits 1 with its one line on stderr when it refuses, 0 when it adds",
    async () => {
      const before = snapshot();
      const refusal = await run(["https://vimeo.com/76979871", "--topic", "go"]);
      expect(refusal).toMatchObject({ code: 1, stdout: "" });
      expect(refusal.stderr).toMatch(
        /^Not added: "https:\/\/vimeo.com\/76979871": this is not a YouTube link[^\n]*\n$/,
      );
      expect(snapshot()).toEqual(before);
      const added = await run(["https://youtu.be/fixAdd00002", "--topic", "go"]);
      expect(added).toMatchObject({ code: 0, stderr: "" });
      expect(added.stdout).toMatch(
        /^Added to data\/topics\/go\.yaml as video 2: "Docker in 100 seconds" \(fixAdd00002\)\.\n$/,
      );
    },
    COMMAND_TIMEOUT,
  );
});
