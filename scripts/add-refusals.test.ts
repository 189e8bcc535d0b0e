/** @jest-environment node */
// Node, not jsdom: the command asks the stand-in, a real local server, with Node's fetch.
import { readFileSync } from "node:fs";
import path from "node:path";
import { add } from "./add";
import { addTestBed, FIXTURE_DATA } from "./addTesting";
import { COMMAND_TIMEOUT } from "./lib/commandTesting";
import type { ApiFailure } from "./stand-ins/youtubeApi";

// What it adds is add.test.ts's; here, each refusal, and what it does without a key.
jest.setTimeout(COMMAND_TIMEOUT);
const { bed, topic, refused } = addTestBed();

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
    expect(bed.api.requests).toEqual([]);
  });

  it("a playlist already listed", async () => {
    expect(await refused(["https://www.youtube.com/playlist?list=PLfixturePlaylist01", "--topic", "go"])).toBe(
      'Not added: playlist PLfixturePlaylist01 is already listed: data/topics/web-development.yaml, video 4 "HTML & CSS website project"',
    );
  });

  it("a playlist whose first lesson the topic lists", async () => {
    await add(["fixSht00001", "--topic", "go", "--title", "Go basics, lesson 1"], { env: bed.env });
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
    expect(bed.api.requests).toEqual([]);
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
    ["hang", /^Not added: YouTube's API did not answer \(timed out after 2 s\)/],
    ["malformed", /^Not added: YouTube's answer was not as documented/],
  ])("when YouTube's API says %s", async (failure, message) => {
    bed.api.fail(failure);
    expect(await refused(["fixAdd00001", "--topic", "go"], { env: bed.env, timeoutMs: 2000 })).toMatch(message);
    expect(
      await refused(["PLfixtureShort01".replace(/^/, "youtube.com/playlist?list="), "--topic", "go"], {
        env: bed.env,
        timeoutMs: 2000,
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
    delete bed.env.YOUTUBE_API_KEY;
  });

  it("fills the title and channel from oEmbed and says what it could not fill", async () => {
    const { code, lines } = await add(["https://www.youtube.com/watch?v=fixAdd00001", "--topic", "go"], {
      env: bed.env,
      today: new Date("2026-11-27T10:00:00Z"),
    });
    expect(code).toBe(0);
    expect(topic("go")).toBe(
      readFileSync(path.join(FIXTURE_DATA, "topics/go.yaml"), "utf8") +
        '  - youtubeId: fixAdd00001\n    title: "Git & GitHub: أساسيات للمبتدئين"\n    channel: Codezilla\n' +
        "    added: 2026-11-27\n",
    );
    expect(lines[1]).toMatch(
      /^YOUTUBE_API_KEY is not set, so YouTube's oEmbed gave the title and channel only: 'language' and 'published' were left out/,
    );
    expect(bed.api.requests.map(({ endpoint }) => endpoint)).toEqual(["oembed"]);
    expect(bed.api.requests[0].params.get("url")).toBe("https://www.youtube.com/watch?v=fixAdd00001");
  });

  it.each([
    ["fixDel00001", /^Not added: YouTube has no public video fixDel00001: it is deleted or private \(oEmbed: 404\)$/],
    // Private, and playing on YouTube only: oEmbed answers 401 for both, and only the Data API tells which.
    [
      "fixAdd00005",
      /^Not added: YouTube's oEmbed does not describe video fixAdd00005 \(401\): it is private, or plays/,
    ],
    ["fixAdd00006", /\(401\): it is private, or plays on YouTube only \(with YOUTUBE_API_KEY set, the command tells/],
  ])("refuses a video oEmbed does not describe (%s)", async (id, message) => {
    expect(await refused([id, "--topic", "go"])).toMatch(message);
  });

  it("refuses when oEmbed fails", async () => {
    bed.api.fail("serverError");
    expect(await refused(["fixAdd00001", "--topic", "go"])).toBe(
      "Not added: YouTube's oEmbed answered with an error (HTTP 503): try again later",
    );
  });

  it("refuses a playlist: its first lesson needs the Data API", async () => {
    expect(await refused(["https://www.youtube.com/playlist?list=PLfixtureAdd0001", "--topic", "go"])).toMatch(
      /^Not added: a playlist needs a YouTube Data API key in YOUTUBE_API_KEY/,
    );
    expect(bed.api.requests).toEqual([]);
  });
});
