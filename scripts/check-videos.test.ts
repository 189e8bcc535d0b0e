/** @jest-environment node */
// Node, not jsdom: the checks use Node's global fetch against a real local server.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startYouTubeApiServer } from "./stand-ins/youtubeApi";
import { checkLinks, type CheckOptions, confirmWithApi, exitCode, formatReport } from "./check-videos";
import { HANG_ID, LINKS_FIXTURE, oembedStandIn, RESET_ID, SLOW_PREFIX } from "./lib/checkVideosTesting";
import { type CheckResult, collectLinks, type VideoLink } from "./lib/videoLinks";

// Which links are checked is lib/videoLinks.test.ts's; the weekly issue's Markdown, lib/videosIssue.test.ts's; the
// command as the owner runs it, check-videos-command.test.ts's.
const oembed = oembedStandIn();

const options = (overrides: Partial<CheckOptions> = {}): CheckOptions => ({
  origin: oembed.origin,
  concurrency: 4,
  timeoutMs: 5000,
  ...overrides,
});

describe("checkLinks and formatReport", () => {
  let results: CheckResult[];
  let sent: URLSearchParams[];

  beforeAll(async () => {
    oembed.requests.length = 0;
    results = await checkLinks(collectLinks(LINKS_FIXTURE), options());
    sent = [...oembed.requests];
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
      collectLinks(LINKS_FIXTURE)
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

    const results = await checkLinks([link], options({ origin: `http://127.0.0.1:${port}` }));
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
    // A second, so the stand-in's answer to the other link arrives in time on a loaded machine (CI runs this beside
    // the site's build).
    const results = await checkLinks([hanging, link], options({ timeoutMs: 1000 }));
    expect(Date.now() - started).toBeLessThan(6000);
    expect(results.map((r) => r.outcome)).toEqual([
      { kind: "unchecked", reason: "timed out after 1 s" },
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
    oembed.maxInFlight = 0;
    const results = await checkLinks(links, options({ concurrency: 3 }));
    expect(oembed.maxInFlight).toBe(3);
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
      expect(api.requests.map(({ params }) => params.get("part"))).toEqual([
        "snippet,contentDetails,status,statistics",
      ]);
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
