/** @jest-environment node */
// Node, not jsdom: the command asks the stand-in, a real local server, with Node's fetch.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { validateContent } from "../plugins/corsi-content/validate";
import { add } from "./add";
import { type ApiFailure, startYouTubeApiServer, type YouTubeApiServer } from "./stand-ins/youtubeApi";

const ROOT = path.join(__dirname, "..");
/** The end-to-end fixture catalog, copied for each test: the command writes into the copy. */
const FIXTURE_DATA = path.join(ROOT, "e2e/fixtures/data");

/** An owner's topic file: comments, blank lines, quoting of their own and Arabic, all to be kept. */
const OWNERS_TOPIC = `# Git, for both editions
title: Git Learning   # the English name
titleAr: تعلّم Git

position: 9
videos:
  # the first course to watch
  - youtubeId: fixVid00099
    title: 'Git in one video'
    titleAr: "Git في فيديو واحد"   # checked

    channel: Fixture Academy
    added: 2026-11-20
# nothing below the videos
`;

/** The day the tests add on: each entry's `added`. */
const TODAY = new Date("2026-11-27T10:00:00Z");

let api: YouTubeApiServer;
let data: string;
let env: NodeJS.ProcessEnv;
const savedDataDir = process.env.CORSI_DATA_DIR;

beforeAll(async () => {
  api = await startYouTubeApiServer();
});
afterAll(async () => {
  await api.close();
  if (savedDataDir === undefined) delete process.env.CORSI_DATA_DIR;
  else process.env.CORSI_DATA_DIR = savedDataDir;
});

beforeEach(() => {
  data = mkdtempSync(path.join(tmpdir(), "corsi-add-test-"));
  cpSync(FIXTURE_DATA, data, { recursive: true });
  writeFileSync(path.join(data, "topics/git.yaml"), OWNERS_TOPIC);
  process.env.CORSI_DATA_DIR = data;
  env = {
    YOUTUBE_API_KEY: "test-key",
    CORSI_YOUTUBE_API_ORIGIN: api.origin,
    OEMBED_URL: `${api.origin}/oembed`,
  };
  api.fail(undefined);
  api.requests.length = 0;
});
afterEach(() => rmSync(data, { recursive: true, force: true }));

/** Every file of the catalog copy with its bytes. */
function snapshot(): Map<string, string> {
  const files = readdirSync(data, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(data, file), readFileSync(file, "latin1")];
    }),
  );
}

const topic = (name: string) => readFileSync(path.join(data, "topics", `${name}.yaml`), "utf8");

/** Runs the command, expecting a refusal: exit code 1, one line, and not a byte changed. */
async function refused(argv: string[], options: Parameters<typeof add>[1] = { env, today: TODAY }) {
  const before = snapshot();
  const { code, lines } = await add(argv, options);
  expect(code).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toContain("\n");
  expect(snapshot()).toEqual(before);
  return lines[0];
}

describe("npm run add, with a key", () => {
  it("adds a video at the end of the topic, keeping every other byte of the owner's file", async () => {
    const { code, lines } = await add(["https://youtu.be/fixAdd00001?si=Abc123", "--topic", "git"], {
      env,
      today: TODAY,
    });
    expect(code).toBe(0);
    expect(topic("git")).toBe(
      OWNERS_TOPIC.replace(
        "    added: 2026-11-20\n",
        [
          "    added: 2026-11-20",
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
    expect(validateContent(data).problems).toEqual([]);
    expect(api.requests.map(({ endpoint, params }) => [endpoint, params.get("part")])).toEqual([
      ["videos", "snippet,status"],
    ]);
  });

  it("takes --title and --title-ar, and the language YouTube gives as the text's language (en-US) when no audio's", async () => {
    const { code } = await add(
      ["www.youtube.com/watch?v=fixAdd00002&t=42s&feature=shared", "--topic", "go", "--title", "Docker, fast"],
      { env, today: TODAY },
    );
    expect(code).toBe(0);
    await add(["fixAdd00003", "--topic", "go", "--title-ar", "رست بلا كلمات"], { env, today: TODAY });
    expect(topic("go")).toBe(
      readFileSync(path.join(FIXTURE_DATA, "topics/go.yaml"), "utf8") +
        [
          "  - youtubeId: fixAdd00002",
          "    title: Docker, fast",
          "    channel: Fixture Academy",
          "    language: English",
          "    published: 2021-08-25",
          "    added: 2026-11-27",
          "  - youtubeId: fixAdd00003",
          "    title: Rust without words",
          "    titleAr: رست بلا كلمات",
          "    channel: Fixture Academy",
          "    published: 2022-02-14",
          "    added: 2026-11-27",
          "",
        ].join("\n"),
    );
  });

  it.each([
    ["fixAdd00003", /^YouTube names no language for the video, so 'language' was left out/],
    [
      "fixAdd00004",
      /^YouTube says the video's language is "ja", which Corsi does not list, so 'language' was left out/,
    ],
  ])("leaves the language out of %s and says so", async (id, note) => {
    const { code, lines } = await add([`https://www.youtube.com/shorts/${id}`, "--topic", "go"], { env, today: TODAY });
    expect(code).toBe(0);
    expect(lines[1]).toMatch(note);
    expect(topic("go")).not.toMatch(/language: (?!English)/);
  });

  it("adds a playlist with its first lesson anyone can watch, and the playlist's own title, channel and date", async () => {
    const { code, lines } = await add(
      ["https://www.youtube.com/watch?v=fixAdd00008&list=PLfixtureAdd0001&index=5", "--topic", "kotlin"],
      { env, today: TODAY },
    );
    expect(code).toBe(0);
    // Its first items: private, gone from videos.list, not embeddable; then fixAdd00007, on the list's second page.
    expect(topic("kotlin")).toBe(
      readFileSync(path.join(FIXTURE_DATA, "topics/kotlin.yaml"), "utf8") +
        [
          "  - youtubeId: fixAdd00007",
          "    title: كوتلن من الصفر",
          "    channel: Fixture Academy",
          "    language: Arabic",
          "    playlistId: PLfixtureAdd0001",
          "    published: 2022-09-01",
          "    added: 2026-11-27",
          "",
        ].join("\n"),
    );
    expect(lines).toEqual([
      'Added to data/topics/kotlin.yaml as video 2: "كوتلن من الصفر" (fixAdd00007, playlist PLfixtureAdd0001).',
      "The playlist names no language; 'language' is its first lesson's (ar).",
    ]);
    expect(validateContent(data).problems).toEqual([]);
  });

  it("adds a playlist by its own link, in its own language", async () => {
    const { code } = await add(["https://www.youtube.com/playlist?list=PLfixtureShort01", "--topic", "go"], {
      env,
      today: TODAY,
    });
    expect(code).toBe(0);
    expect(topic("go")).toMatch(
      /- youtubeId: fixSht00001\n {4}title: Go basics\n {4}channel: Fixture Academy\n {4}language: English\n {4}playlistId: PLfixtureShort01\n {4}published: 2020-01-02\n {4}added: 2026-11-27\n$/,
    );
  });

  it("adds a Mix's video alone", async () => {
    const { code } = await add(["https://www.youtube.com/watch?v=fixAdd00002&list=RDfixAdd00002", "--topic", "go"], {
      env,
    });
    expect(code).toBe(0);
    expect(topic("go")).toMatch(/- youtubeId: fixAdd00002\n(?: {4}\w+: .*\n)+$/);
    expect(topic("go")).not.toContain("RDfixAdd00002");
  });
});

describe("npm run add refuses, writing nothing", () => {
  it.each([
    ["fixVid00011"],
    ["https://m.youtube.com/watch?v=fixVid00011&t=5"],
    ["youtu.be/fixVid00011?si=x"],
    ["https://www.youtube-nocookie.com/embed/fixVid00011"],
    ["https://www.youtube.com/shorts/fixVid00011"],
  ])("a video already listed, in any topic, by any link (%s)", async (link) => {
    expect(await refused([link, "--topic", "go"])).toBe(
      'Not added: video fixVid00011 is already listed: data/topics/learn-python-arabic.yaml, video 1 "أساسيات بايثون للمبتدئين"',
    );
    expect(api.requests).toEqual([]);
  });

  it("a playlist already listed", async () => {
    expect(await refused(["https://www.youtube.com/playlist?list=PLfixturePlaylist01", "--topic", "go"])).toBe(
      'Not added: playlist PLfixturePlaylist01 is already listed: data/topics/web-development.yaml, video 4 "HTML & CSS website project"',
    );
  });

  it("a playlist whose first lesson the topic lists", async () => {
    await add(["fixSht00001", "--topic", "go", "--title", "Go basics, lesson 1"], { env, today: TODAY });
    expect(await refused(["https://www.youtube.com/playlist?list=PLfixtureShort01", "--topic", "go"])).toBe(
      'Not added: the playlist\'s first lesson, video fixSht00001, is already listed: data/topics/go.yaml, video 2 "Go basics, lesson 1"',
    );
  });

  it.each([
    ["fixDel00001", /^Not added: YouTube has no public video fixDel00001: it is deleted or private$/],
    [
      "https://www.youtube.com/watch?v=fixAdd00005",
      /^Not added: YouTube has no public video fixAdd00005: it is deleted/,
    ],
    ["fixAdd00006", /^Not added: YouTube does not let video fixAdd00006 be played on other sites/],
    [
      "https://www.youtube.com/playlist?list=PLfixtureNoSuchList",
      /^Not added: YouTube has no public playlist PLfixtureNoSuchList: it is deleted or private$/,
    ],
  ])("a video or playlist nobody can watch (%s)", async (link, message) => {
    expect(await refused([link, "--topic", "go"])).toMatch(message);
  });

  it.each([
    ["hello world", /^Not added: "hello world": this is not a link/],
    ["ftp://www.youtube.com/watch?v=fixAdd00001", /this is not a YouTube link/],
    ["https://vimeo.com/76979871", /^Not added: "https:\/\/vimeo.com\/76979871": this is not a YouTube link/],
    ["https://www.youtube.com/channel/UC8butISFwT-Wl7EV0hUK0BQ", /names no video or playlist/],
    ["https://youtu.be/fixAdd0001", /id is not complete/],
  ])("text that is not a YouTube video's link (%s)", async (link, message) => {
    expect(await refused([link, "--topic", "go"])).toMatch(message);
    expect(api.requests).toEqual([]);
  });

  it("an unknown topic, listing the topics there are", async () => {
    expect(await refused(["fixAdd00001", "--topic", "rust"])).toBe(
      'Not added: there is no topic "rust" in data/topics/: the topics are ' +
        "c, cpp, csharp, git, go, javascript, kotlin, learn-python-arabic, web-development",
    );
  });

  it.each([
    [[], /^Not added: no link given; usage: npm run add -- /],
    [["fixAdd00001"], /^Not added: no --topic given; usage: /],
    [["fixAdd00001", "fixAdd00002", "--topic", "go"], /^Not added: one link at a time; usage: /],
    [["fixAdd00001", "--topic", "go", "--titel", "x"], /^Not added: Unknown option '--titel'/],
  ])("a command it cannot read (%j)", async (argv, message) => {
    expect(await refused(argv)).toMatch(message);
  });

  it.each<[ApiFailure, RegExp]>([
    ["keyInvalid", /^Not added: YouTube refused the key in YOUTUBE_API_KEY \(HTTP 400 keyInvalid\)/],
    ["quotaExceeded", /^Not added: the key's daily YouTube quota is used up \(HTTP 403 quotaExceeded\)/],
    ["serverError", /^Not added: YouTube's API answered with a server error \(HTTP 503 backendError\)/],
    ["hang", /^Not added: YouTube's API did not answer \(timed out after 0.3 s\)/],
    ["malformed", /^Not added: YouTube's answer was not as documented/],
  ])("when YouTube's API says %s", async (failure, message) => {
    api.fail(failure);
    expect(await refused(["fixAdd00001", "--topic", "go"], { env, timeoutMs: 300 })).toMatch(message);
    expect(
      await refused(["PLfixtureShort01".replace(/^/, "youtube.com/playlist?list="), "--topic", "go"], {
        env,
        timeoutMs: 300,
      }),
    ).toMatch(message);
  });

  it("an entry check:content would refuse, with check:content's words", async () => {
    expect(await refused(["fixAdd00002", "--topic", "go", "--title-ar", "  "])).toMatch(
      /^Not added: data\/topics\/go\.yaml: videos\[1\]\.titleAr: expected the video's title in Arabic, not an empty value/,
    );
  });
});

describe("npm run add without a key", () => {
  beforeEach(() => {
    delete env.YOUTUBE_API_KEY;
  });

  it("fills the title and channel from oEmbed and says what it could not fill", async () => {
    const { code, lines } = await add(["https://www.youtube.com/watch?v=fixAdd00001", "--topic", "go"], {
      env,
      today: TODAY,
    });
    expect(code).toBe(0);
    expect(topic("go")).toBe(
      readFileSync(path.join(FIXTURE_DATA, "topics/go.yaml"), "utf8") +
        '  - youtubeId: fixAdd00001\n    title: "Git & GitHub: أساسيات للمبتدئين"\n    channel: Codezilla\n    added: 2026-11-27\n',
    );
    expect(lines[1]).toMatch(
      /^YOUTUBE_API_KEY is not set, so YouTube's oEmbed gave the title and channel only: 'language' and 'published' were left out/,
    );
    expect(api.requests.map(({ endpoint }) => endpoint)).toEqual(["oembed"]);
    expect(api.requests[0].params.get("url")).toBe("https://www.youtube.com/watch?v=fixAdd00001");
  });

  it.each([
    ["fixDel00001", /^Not added: YouTube has no public video fixDel00001: it is deleted or private \(oEmbed: 404\)$/],
    ["fixAdd00005", /^Not added: YouTube has no public video fixAdd00005: it is deleted or private \(oEmbed: 401\)$/],
  ])("refuses a video oEmbed does not know (%s)", async (id, message) => {
    expect(await refused([id, "--topic", "go"])).toMatch(message);
  });

  it("refuses when oEmbed fails", async () => {
    api.fail("serverError");
    expect(await refused(["fixAdd00001", "--topic", "go"])).toBe(
      "Not added: YouTube's oEmbed answered with an error (HTTP 503): try again later",
    );
  });

  it("refuses a playlist: its first lesson needs the Data API", async () => {
    expect(await refused(["https://www.youtube.com/playlist?list=PLfixtureAdd0001", "--topic", "go"])).toMatch(
      /^Not added: a playlist needs a YouTube Data API key in YOUTUBE_API_KEY/,
    );
    expect(api.requests).toEqual([]);
  });
});

describe("the command", () => {
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const run = (args: string[]) =>
    promisify(execFile)(tsx, ["scripts/add.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, CORSI_DATA_DIR: data },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("exits 1 with its one line on stderr when it refuses, 0 when it adds", async () => {
    const before = snapshot();
    const refusal = await run(["https://vimeo.com/76979871", "--topic", "go"]);
    expect(refusal).toMatchObject({ code: 1, stdout: "" });
    expect(refusal.stderr).toMatch(/^Not added: "https:\/\/vimeo.com\/76979871": this is not a YouTube link[^\n]*\n$/);
    expect(snapshot()).toEqual(before);
    const added = await run(["https://youtu.be/fixAdd00002", "--topic", "go"]);
    expect(added).toMatchObject({ code: 0, stderr: "" });
    expect(added.stdout).toMatch(
      /^Added to data\/topics\/go\.yaml as video 2: "Docker in 100 seconds" \(fixAdd00002\)\.\n$/,
    );
  }, 30_000);
});
