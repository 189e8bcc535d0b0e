/** @jest-environment node */
// Node, not jsdom: the checks use Node's global fetch against a real local server.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { validateContent } from "../plugins/corsi-content/validate";
import { MISSING_THUMBNAIL_ID, startThumbnailServer } from "./stand-ins/thumbnailHost";
import { startYouTubeApiServer } from "./stand-ins/youtubeApi";
import {
  checkLinks,
  collectLinks,
  confirmWithApi,
  exitCode,
  formatReport,
  lineOf,
  markdownReport,
  type CheckOptions,
  type CheckResult,
  type LinkData,
  type VideoLink,
} from "./check-videos";

const ROOT = path.join(__dirname, "..");
/** The end-to-end fixture content: tests never depend on the real catalog. */
const FIXTURE_DATA = path.join(ROOT, "e2e/fixtures/data");
const DEAD_FIXTURE_VIDEO = "fixVid00012";

/** How the stand-in endpoint answers, by video or playlist id; anything not listed is available. */
const STATUS_BY_ID: Record<string, number> = {
  privateVid1: 401,
  embedBlock1: 403,
  deletedVid1: 404,
  PLdeadPlaylist000001: 404,
  deadCourse1: 404,
  rateLimit01: 429,
  [DEAD_FIXTURE_VIDEO]: 404, // a fixture video, for the CLI run against the fixture content
};
const RESET_ID = "resetVideo1"; // the connection drops without an answer
const HANG_ID = "hangVideo01"; // never answers, for the timeout
const SLOW_PREFIX = "slow"; // answers after a short wait, to watch concurrency

let server: Server;
let baseUrl: string;
const requests: URLSearchParams[] = [];
let inFlight = 0;
let maxInFlight = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const query = new URL(req.url ?? "/", "http://localhost").searchParams;
    requests.push(query);
    const target = new URL(query.get("url") ?? "https://www.youtube.com/");
    const id = target.searchParams.get("v") ?? target.searchParams.get("list") ?? "";
    if (id === RESET_ID) return void req.socket.destroy();
    if (id === HANG_ID) return;
    const status = STATUS_BY_ID[id] ?? 200;
    const answer = () => {
      res.writeHead(status, { "Content-Type": status === 200 ? "application/json" : "text/html" });
      res.end(status === 200 ? JSON.stringify({ type: "video", title: id }) : "Not Found");
    };
    if (!id.startsWith(SLOW_PREFIX)) return answer();
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(() => {
      inFlight--;
      answer();
    }, 40);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oembed`;
});

afterAll(async () => {
  server.closeAllConnections(); // the hanging request would otherwise keep close() waiting
  await new Promise((resolve) => server.close(resolve));
});

const options = (overrides: Partial<CheckOptions> = {}): CheckOptions => ({
  baseUrl,
  concurrency: 4,
  timeoutMs: 5000,
  ...overrides,
});

/** Just enough content for the checker; the types keep it in the shape validateContent returns. */
const fixture: LinkData = {
  "topics/front-end.yaml": {
    title: "Front end",
    position: 1,
    videos: [
      { youtubeId: "availableV1", title: "HTML course", playlistId: "PLlivePlaylist000001", added: "2026-11-22" },
      { youtubeId: "privateVid1", title: "CSS course", added: "2026-11-22" },
    ],
  },
  "topics/back-end.yaml": {
    title: "Back end",
    position: 2,
    videos: [
      { youtubeId: "deletedVid1", title: "PHP crash course", playlistId: "PLdeadPlaylist000001", added: "2026-11-22" },
      { youtubeId: RESET_ID, title: "SQL course", added: "2026-11-22" },
    ],
  },
  "top-rated.yaml": {
    en: {
      heading: "Top Rated",
      watchLabel: "Watch Now",
      seeAll: { label: "See all", path: "/Free" },
      courses: [
        {
          title: "Live course",
          instructor: "A",
          description: "B",
          link: "https://www.youtube.com/watch?v=liveCourse1",
        },
        {
          title: "Gone course",
          instructor: "A",
          description: "B",
          link: "https://www.youtube.com/watch?v=deadCourse1&list=PLlivePlaylist000001",
        },
      ],
    },
  },
};

describe("collectLinks", () => {
  it("lists every video, every playlist separately and every top-rated link, with where they are", () => {
    expect(collectLinks(fixture)).toEqual([
      {
        file: "topics/front-end.yaml",
        path: "videos[0]",
        title: "HTML course",
        id: "availableV1",
        url: "https://www.youtube.com/watch?v=availableV1",
      },
      {
        file: "topics/front-end.yaml",
        path: "videos[0].playlistId",
        title: "HTML course",
        id: "PLlivePlaylist000001",
        url: "https://www.youtube.com/playlist?list=PLlivePlaylist000001",
      },
      expect.objectContaining({ file: "topics/front-end.yaml", path: "videos[1]", id: "privateVid1" }),
      expect.objectContaining({ file: "topics/back-end.yaml", path: "videos[0]", id: "deletedVid1" }),
      expect.objectContaining({
        file: "topics/back-end.yaml",
        path: "videos[0].playlistId",
        id: "PLdeadPlaylist000001",
      }),
      expect.objectContaining({ file: "topics/back-end.yaml", path: "videos[1]", id: RESET_ID }),
      {
        file: "top-rated.yaml",
        path: "en.courses[0].link",
        title: "Live course",
        id: "https://www.youtube.com/watch?v=liveCourse1",
        url: "https://www.youtube.com/watch?v=liveCourse1",
      },
      expect.objectContaining({ file: "top-rated.yaml", path: "en.courses[1].link", title: "Gone course" }),
    ]);
  });

  it("finds every video, playlist and top-rated course in the content", () => {
    const { problems, data } = validateContent(FIXTURE_DATA);
    expect(problems).toEqual([]);
    const links = collectLinks(data as unknown as LinkData);
    const videos = links.filter((l) => l.file.startsWith("topics/") && !l.path.endsWith(".playlistId"));
    const playlists = links.filter((l) => l.path.endsWith(".playlistId"));
    const courses = links.filter((l) => l.file === "top-rated.yaml");
    expect([videos.length, playlists.length, courses.length, links.length]).toEqual([49, 1, 4, 54]);
    expect(videos.every((l) => l.url === `https://www.youtube.com/watch?v=${l.id}`)).toBe(true);
    expect(playlists.every((l) => l.url === `https://www.youtube.com/playlist?list=${l.id}`)).toBe(true);
    expect(links).toContainEqual({
      file: "topics/learn-python-arabic.yaml",
      path: "videos[1]",
      title: "المتغيرات والدوال في بايثون",
      id: DEAD_FIXTURE_VIDEO,
      url: `https://www.youtube.com/watch?v=${DEAD_FIXTURE_VIDEO}`,
    });
  });
});

describe("checkLinks and formatReport", () => {
  let results: CheckResult[];
  let sent: URLSearchParams[];

  beforeAll(async () => {
    requests.length = 0;
    results = await checkLinks(collectLinks(fixture), options());
    sent = [...requests];
  });

  it("reports each unavailable link by file, entry, title and id, and the dropped connection as unchecked", () => {
    const lines = formatReport(results).split("\n");
    expect(lines.slice(0, 4)).toEqual([
      'data/topics/back-end.yaml: videos[0] "PHP crash course" (deletedVid1): gone (404)',
      'data/topics/back-end.yaml: videos[0].playlistId "PHP crash course" (PLdeadPlaylist000001): gone (404)',
      'data/top-rated.yaml: en.courses[1].link "Gone course" (https://www.youtube.com/watch?v=deadCourse1&list=PLlivePlaylist000001): gone (404)',
      'data/topics/front-end.yaml: videos[1] "CSS course" (privateVid1): plays on YouTube only (401)',
    ]);
    expect(lines[4]).toMatch(
      /^data\/topics\/back-end\.yaml: videos\[1\] "SQL course" \(resetVideo1\): could not check \(.+\)$/,
    );
    expect(lines[5]).toBe("Checked 8 links: 3 available, 3 gone, 1 playing on YouTube only, 1 could not be checked.");
    expect(lines).toHaveLength(6);
  });

  it("does not report the links that answered 200", () => {
    const report = formatReport(results);
    for (const id of ["availableV1", "(PLlivePlaylist000001)", "liveCourse1"]) expect(report).not.toContain(id);
    expect(results.filter((r) => r.outcome.kind === "available").map((r) => r.link.id)).toEqual([
      "availableV1",
      "PLlivePlaylist000001",
      "https://www.youtube.com/watch?v=liveCourse1",
    ]);
  });

  it("never calls a dropped connection unavailable", () => {
    const reset = results.find((r) => r.link.id === RESET_ID);
    expect(reset?.outcome.kind).toBe("unchecked");
    expect(formatReport(results)).not.toMatch(/resetVideo1.*not available/);
  });

  it("asks the endpoint for JSON about the link itself", () => {
    expect(sent).toHaveLength(8);
    expect(sent.every((q) => q.get("format") === "json")).toBe(true);
    expect(sent.map((q) => q.get("url")).sort()).toEqual(
      collectLinks(fixture)
        .map((l) => l.url)
        .sort(),
    );
  });

  it("treats 403 as unavailable but 429 as unchecked", async () => {
    const links: VideoLink[] = ["embedBlock1", "rateLimit01"].map((id) => ({
      file: "topics/front-end.yaml",
      path: "videos[0]",
      title: id,
      id,
      url: `https://www.youtube.com/watch?v=${id}`,
    }));
    expect((await checkLinks(links, options())).map((r) => r.outcome)).toEqual([
      { kind: "unavailable", status: 403 },
      { kind: "unchecked", reason: "HTTP 429" },
    ]);
  });
});

describe("network failures", () => {
  const link: VideoLink = {
    file: "topics/front-end.yaml",
    path: "videos[0]",
    title: "HTML course",
    id: "availableV1",
    url: "https://www.youtube.com/watch?v=availableV1",
  };

  it("reports a refused connection as could not check, with exit code 2", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const results = await checkLinks([link], options({ baseUrl: `http://127.0.0.1:${port}/oembed` }));
    expect(results[0].outcome).toEqual({ kind: "unchecked", reason: "ECONNREFUSED" });
    expect(formatReport(results)).toBe(
      [
        'data/topics/front-end.yaml: videos[0] "HTML course" (availableV1): could not check (ECONNREFUSED)',
        "Checked 1 link: 0 available, 0 gone, 0 playing on YouTube only, 1 could not be checked.",
      ].join("\n"),
    );
    expect(exitCode(results)).toBe(2);
  });

  it("gives up on a request after the timeout", async () => {
    const hanging = { ...link, id: HANG_ID, url: `https://www.youtube.com/watch?v=${HANG_ID}` };
    const started = Date.now();
    const results = await checkLinks([hanging, link], options({ timeoutMs: 200 }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(results.map((r) => r.outcome)).toEqual([
      { kind: "unchecked", reason: "timed out after 0.2 s" },
      { kind: "available" },
    ]);
  });
});

describe("concurrency", () => {
  it("has at most `concurrency` requests open at once and keeps the links' order", async () => {
    const links: VideoLink[] = Array.from({ length: 9 }, (_, i) => {
      const id = `${SLOW_PREFIX}Video${i}`.padEnd(11, "x");
      return { file: "topics/front-end.yaml", path: `videos[${i}]`, title: id, id, url: `https://y/?v=${id}` };
    });
    maxInFlight = 0;
    const results = await checkLinks(links, options({ concurrency: 3 }));
    expect(maxInFlight).toBe(3);
    expect(results.map((r) => r.link.id)).toEqual(links.map((l) => l.id));
    expect(results.every((r) => r.outcome.kind === "available")).toBe(true);
  });
});

describe("exitCode", () => {
  const result = (outcome: CheckResult["outcome"]): CheckResult => ({
    link: { file: "top-rated.yaml", path: "en.courses[0].link", title: "T", id: "x", url: "x" },
    outcome,
  });
  const available = result({ kind: "available" });
  const unavailable = result({ kind: "unavailable", status: 404 });
  const unchecked = result({ kind: "unchecked", reason: "ENOTFOUND" });
  const youTubeOnly = result({ kind: "youTubeOnly", status: 401 });

  it("is 0 when everything is available, 1 for any unavailable link, else 2 for any unchecked one", () => {
    expect(exitCode([])).toBe(0);
    expect(exitCode([available, youTubeOnly])).toBe(0);
    expect(exitCode([youTubeOnly, unavailable])).toBe(1);
    expect(exitCode([available, available])).toBe(0);
    expect(exitCode([available, unavailable])).toBe(1);
    expect(exitCode([unchecked, unavailable, available])).toBe(1);
    expect(exitCode([available, unchecked])).toBe(2);
  });
});

describe("confirmWithApi", () => {
  const video = (id: string): VideoLink => ({
    file: "topics/a.yaml",
    path: "videos[0]",
    title: id,
    id,
    url: `https://www.youtube.com/watch?v=${id}`,
  });
  const youTubeOnly = (id: string): CheckResult => ({ link: video(id), outcome: { kind: "youTubeOnly", status: 401 } });

  it("calls a 401 gone when videos.list leaves the video out, and keeps it playing on YouTube only when it lists it", async () => {
    const api = await startYouTubeApiServer();
    try {
      // fixAdd00005 is private (left out of videos.list), fixNoEmbed1 may only not be embedded.
      const results = await confirmWithApi([youTubeOnly("fixAdd00005"), youTubeOnly("fixNoEmbed1")], {
        origin: api.origin,
        key: "test-key",
        warn: () => undefined,
      });
      expect(results.map(({ outcome }) => outcome.kind)).toEqual(["unavailable", "youTubeOnly"]);
      expect(api.requests.map(({ params }) => params.get("part"))).toEqual(["contentDetails,status"]);
    } finally {
      await api.close();
    }
  });

  it("changes nothing without a key, or when YouTube fails", async () => {
    const api = await startYouTubeApiServer({ failure: "serverError" });
    const warned: string[] = [];
    try {
      const results = [youTubeOnly("fixAdd00005")];
      expect(await confirmWithApi(results, { origin: api.origin, key: undefined, warn: () => undefined })).toEqual(
        results,
      );
      expect(api.requests).toHaveLength(0);
      expect(
        await confirmWithApi(results, { origin: api.origin, key: "k", warn: (line) => warned.push(line) }),
      ).toEqual(results);
      expect(warned).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});

describe("lineOf", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "corsi-lines-"));
    writeFileSync(
      path.join(dir, "videos.yaml"),
      [
        "sections:",
        "  - title: Front end",
        "    videos:",
        "      - youtubeId: availableV1",
        "        title: HTML course",
        "        playlistId: PLlivePlaylist000001",
        "      - youtubeId: privateVid1",
        "        title: CSS course",
        "",
      ].join("\n"),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds the line where an entry, or one of its fields, starts", () => {
    const file = path.join(dir, "videos.yaml");
    expect(lineOf(file, "sections[0].videos[0]")).toBe(4);
    expect(lineOf(file, "sections[0].videos[0].playlistId")).toBe(6);
    expect(lineOf(file, "sections[0].videos[1]")).toBe(7);
    expect(lineOf(file, "sections[0].videos[2]")).toBeUndefined();
  });
});

describe("the weekly issue and paid courses' prices", () => {
  const stale = {
    file: "paid/react.yaml",
    path: "priceCheckedOn",
    message: "the price was last checked on 2026-01-02, 327 days ago",
    line: 9,
  };

  it("lists a price checked long ago, even when every video can be watched, and keeps the issue open", () => {
    const results = [
      { link: { file: "topics/a.yaml", path: "videos[0]", title: "A", url: "u" }, outcome: { kind: "available" } },
    ] as const;
    const report = markdownReport(results as unknown as CheckResult[], () => 1, [stale]);
    expect(report).toContain("- data/paid/react.yaml: priceCheckedOn: the price was last checked on 2026-01-02");
    expect(exitCode(results as unknown as CheckResult[], 1)).toBe(1);
    expect(exitCode(results as unknown as CheckResult[], 0)).toBe(0);
  });
});

describe("markdownReport", () => {
  const link = (id: string, title: string): VideoLink => ({
    file: "free-courses.yaml",
    path: "sections[0].videos[1]",
    title,
    id,
    url: `https://www.youtube.com/watch?v=${id}`,
  });

  it("gives each unavailable link a row with its file, line, entry, title, link and answer, then how to fix it", () => {
    const report = markdownReport(
      [
        { link: link("availableV1", "HTML course"), outcome: { kind: "available" } },
        { link: link("deletedVid1", "CSS | layout course"), outcome: { kind: "unavailable", status: 404 } },
        { link: link("resetVideo1", "SQL course"), outcome: { kind: "unchecked", reason: "ECONNRESET" } },
        { link: link("noEmbedVid1", "Go on YouTube"), outcome: { kind: "youTubeOnly", status: 401 } },
      ],
      () => 7,
    );
    const rows = report.split("\n").filter((line) => line.startsWith("| `"));
    expect(rows).toEqual([
      "| `data/free-courses.yaml` | 7 | `sections[0].videos[1]` | CSS \\| layout course | https://www.youtube.com/watch?v=deletedVid1 | 404 |",
    ]);
    expect(report).toContain("YouTube says this link is gone (deleted or made private)");
    // The videos that play on YouTube only, apart, after what to fix.
    expect(report.indexOf("**Videos that play on YouTube only**")).toBeGreaterThan(report.indexOf("**How to fix"));
    expect(report).toContain(
      "- `data/free-courses.yaml` line 7: Go on YouTube (https://www.youtube.com/watch?v=noEmbedVid1)",
    );
    expect(report).toContain("**How to fix each one**");
    expect(report).toContain("`youtubeId` is the part after `watch?v=`");
    expect(report).not.toContain("availableV1");
    expect(report).not.toContain("resetVideo1");
  });

  it("says so when every link can be watched", () => {
    expect(markdownReport([{ link: link("availableV1", "HTML"), outcome: { kind: "available" } }], () => 1)).toBe(
      "Every one of the 1 links can be watched.\n",
    );
  });
});

describe("the command", () => {
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const run = async (env: Record<string, string>, args: string[] = []) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(tsx, ["scripts/check-videos.ts", ...args], {
        cwd: ROOT,
        env: { ...process.env, ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  };

  it("writes the dead video's row, with the line its entry starts on, to the --markdown file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "corsi-report-"));
    const report = path.join(dir, "videos.md");
    try {
      const { code } = await run({ OEMBED_URL: baseUrl, CORSI_DATA_DIR: FIXTURE_DATA }, ["--markdown", report]);
      expect(code).toBe(1);
      const text = readFileSync(path.join(FIXTURE_DATA, "topics/learn-python-arabic.yaml"), "utf8");
      const line = text.split("\n").findIndex((l) => l.includes(`youtubeId: ${DEAD_FIXTURE_VIDEO}`)) + 1;
      expect(line).toBeGreaterThan(0);
      expect(readFileSync(report, "utf8")).toContain(
        `| \`data/topics/learn-python-arabic.yaml\` | ${line} | \`videos[1]\` | المتغيرات والدوال في بايثون | https://www.youtube.com/watch?v=${DEAD_FIXTURE_VIDEO} | 404 |`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("checks the content in CORSI_DATA_DIR against OEMBED_URL and exits 1 for the dead video", async () => {
    const thumbnails = await startThumbnailServer();
    try {
      const { code, stdout } = await run({
        OEMBED_URL: baseUrl,
        CORSI_DATA_DIR: FIXTURE_DATA,
        CORSI_THUMBNAIL_ORIGIN: thumbnails.origin,
      });
      expect(stdout.trim().split("\n")).toEqual([
        `data/topics/learn-python-arabic.yaml: videos[1] "المتغيرات والدوال في بايثون" (${DEAD_FIXTURE_VIDEO}): gone (404)`,
        "Checked 54 links: 53 available, 1 gone, 0 playing on YouTube only, 0 could not be checked.",
        `data/topics/go.yaml: videos[0] "Go in one video" (${MISSING_THUMBNAIL_ID}): no thumbnail, no size of it exists ` +
          "(maxresdefault 404, hq720 404, sddefault 404, hqdefault 404); its card shows the drawn poster",
      ]);
      expect(code).toBe(1);
    } finally {
      thumbnails.server.close();
    }
  }, 30_000);

  it("against YouTube's stand-in, tells the gone video from the one that plays on YouTube only", async () => {
    const api = await startYouTubeApiServer();
    try {
      const { code, stdout } = await run({
        OEMBED_URL: `${api.origin}/oembed`,
        CORSI_DATA_DIR: FIXTURE_DATA,
        CORSI_YOUTUBE_API_ORIGIN: api.origin,
        YOUTUBE_API_KEY: "test-key",
        CORSI_THUMBNAIL_ORIGIN: "http://127.0.0.1:9",
      });
      const lines = stdout.trim().split("\n");
      expect(lines.filter((line) => line.startsWith("data/topics/"))).toEqual([
        'data/topics/c.yaml: videos[2] "A C video YouTube no longer serves" (fixGone0001): gone (404)',
        'data/topics/csharp.yaml: videos[2] "C# async on YouTube only" (fixNoEmbed1): plays on YouTube only (401)',
      ]);
      expect(code).toBe(1);
    } finally {
      await api.close();
    }
  }, 30_000);

  it("reports a thumbnail host it cannot reach in one line, without changing the exit code", async () => {
    // A port that was just free: nothing listens there any more.
    const { server, origin } = await startThumbnailServer();
    await new Promise((resolve) => server.close(resolve));
    const { code, stdout } = await run({
      OEMBED_URL: baseUrl,
      CORSI_DATA_DIR: FIXTURE_DATA,
      CORSI_THUMBNAIL_ORIGIN: origin,
    });
    const lines = stdout.trim().split("\n");
    expect(lines.filter((line) => line.includes("thumbnail") || line.includes("Thumbnail"))).toEqual([
      `Thumbnails could not be checked: ${origin} (ECONNREFUSED).`,
    ]);
    expect(code).toBe(1);
  }, 30_000);

  it("prints the content report and exits 1 when the content is invalid", async () => {
    const { code, stdout, stderr } = await run({ OEMBED_URL: baseUrl, CORSI_DATA_DIR: path.join(ROOT, "no-such-dir") });
    expect(stderr).toContain("The content in data/ has 1 problem; nothing was built:");
    expect(stderr).toContain("no topic files");
    expect(stdout).toBe("");
    expect(code).toBe(1);
  }, 30_000);
});
