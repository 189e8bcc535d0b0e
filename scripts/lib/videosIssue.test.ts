import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { exitCode } from "../check-videos";
import type { CheckResult, VideoLink } from "./videoLinks";
import { lineOf, markdownReport } from "./videosIssue";

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
