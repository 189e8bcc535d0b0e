/** @jest-environment node */
// Node, not jsdom: the command asks real local servers, with Node's fetch.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { validateContent } from "../plugins/corsi-content/validate";
import { DEAD_FIXTURE_VIDEO, FIXTURE_DATA, oembedStandIn, ROOT } from "./lib/checkVideosTesting";
import { COMMAND_TIMEOUT } from "./lib/commandTesting";
import { collectLinks, type LinkData } from "./lib/videoLinks";
import { MISSING_THUMBNAIL_ID, startThumbnailServer } from "./stand-ins/thumbnailHost";
import { startYouTubeApiServer } from "./stand-ins/youtubeApi";

const oembed = oembedStandIn();

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

  it(
    "writes the dead video's row, with the line its entry starts on, to the --markdown file",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "corsi-report-"));
      const report = path.join(dir, "videos.md");
      try {
        const { code } = await run({ CORSI_OEMBED_ORIGIN: oembed.origin, CORSI_DATA_DIR: FIXTURE_DATA }, [
          "--markdown",
          report,
        ]);
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
    },
    COMMAND_TIMEOUT,
  );

  it(
    "checks the content in CORSI_DATA_DIR against CORSI_OEMBED_ORIGIN and exits 1 for the dead video",
    async () => {
      const thumbnails = await startThumbnailServer();
      try {
        const { code, stdout } = await run({
          CORSI_OEMBED_ORIGIN: oembed.origin,
          CORSI_DATA_DIR: FIXTURE_DATA,
          CORSI_THUMBNAIL_ORIGIN: thumbnails.origin,
        });
        // Every link of the fixture's content, counted as the command counts them.
        const links = collectLinks(validateContent(FIXTURE_DATA).data as unknown as LinkData).length;
        expect(stdout.trim().split("\n")).toEqual([
          `data/topics/learn-python-arabic.yaml: videos[1] "المتغيرات والدوال في بايثون" (${DEAD_FIXTURE_VIDEO}): gone (404)`,
          `Checked ${links} links: ${links - 1} available, 1 gone, 0 playing on YouTube only, 0 could not be checked.`,
          `data/topics/go.yaml: videos[0] "Go in one video" (${MISSING_THUMBNAIL_ID}): no thumbnail, no size of it exists ` +
            "(maxresdefault 404, hq720 404, sddefault 404, hqdefault 404); its card shows the drawn poster",
        ]);
        expect(code).toBe(1);
      } finally {
        thumbnails.server.close();
      }
    },
    COMMAND_TIMEOUT,
  );

  it(
    "against YouTube's stand-in, tells the gone video from the one that plays on YouTube only",
    async () => {
      const api = await startYouTubeApiServer();
      try {
        const { code, stdout } = await run({
          CORSI_OEMBED_ORIGIN: api.origin,
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
    },
    COMMAND_TIMEOUT,
  );

  it(
    "reports a thumbnail host it cannot reach in one line, without changing the exit code",
    async () => {
      // A port that was just free: nothing listens there any more.
      const { server, origin } = await startThumbnailServer();
      await new Promise((resolve) => server.close(resolve));
      const { code, stdout } = await run({
        CORSI_OEMBED_ORIGIN: oembed.origin,
        CORSI_DATA_DIR: FIXTURE_DATA,
        CORSI_THUMBNAIL_ORIGIN: origin,
      });
      const lines = stdout.trim().split("\n");
      expect(lines.filter((line) => line.includes("thumbnail") || line.includes("Thumbnail"))).toEqual([
        `Thumbnails could not be checked: ${origin} (ECONNREFUSED).`,
      ]);
      expect(code).toBe(1);
    },
    COMMAND_TIMEOUT,
  );

  it(
    "prints the content report and exits 1 when the content is invalid",
    async () => {
      const { code, stdout, stderr } = await run({
        CORSI_OEMBED_ORIGIN: oembed.origin,
        CORSI_DATA_DIR: path.join(ROOT, "no-such-dir"),
      });
      expect(stderr).toContain("The content in data/ has 1 problem; nothing was built:");
      expect(stderr).toContain("no topic files");
      expect(stdout).toBe("");
      expect(code).toBe(1);
    },
    COMMAND_TIMEOUT,
  );
});
