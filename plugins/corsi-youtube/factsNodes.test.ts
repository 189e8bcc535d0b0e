/** @jest-environment node */
// Node, not jsdom: the plugin reads the API stand-in, a real local server, with Node's fetch.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startYouTubeApiServer, type YouTubeApiServer } from "../../scripts/stand-ins/youtubeApi";
import { factsNodeId } from "../shared/nodeTypes";
import { sourceNodes } from "./gatsby-node";

/** The end-to-end fixture catalog, with a video YouTube no longer serves (fixGone0001). */
const FIXTURE_DATA = path.join(__dirname, "../../e2e/fixtures/data");
const API_ANSWERS = path.join(__dirname, "../../e2e/fixtures/youtube-api");

/** The stand-in's answers with one video's views changed, in a folder of their own. */
function withViews(youtubeId: string, viewCount: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "corsi-views-"));
  const videos = JSON.parse(readFileSync(path.join(API_ANSWERS, "videos.json"), "utf8")) as {
    id: string;
    statistics?: { viewCount?: string };
  }[];
  for (const video of videos) if (video.id === youtubeId) video.statistics = { ...video.statistics, viewCount };
  writeFileSync(path.join(folder, "videos.json"), JSON.stringify(videos));
  return folder;
}

// Each test reads the whole fixture catalog's facts from the stand-in, and one reads them three times: on a machine
// busy with the rest of `npm test`, more than Jest's 5 s.
jest.setTimeout(30_000);

let api: YouTubeApiServer;
const env = { ...process.env };
beforeEach(async () => {
  api = await startYouTubeApiServer();
  Object.assign(process.env, {
    CORSI_DATA_DIR: FIXTURE_DATA,
    CORSI_YOUTUBE_API_ORIGIN: api.origin,
    YOUTUBE_API_KEY: "test-key",
  });
});
afterEach(async () => {
  process.env = { ...env };
  await api.close();
});

/** Facts nodes an earlier build made (kept between builds): one of a video no topic lists now, one listed. */
const KEPT = [
  { id: factsNodeId("fixNoLonger"), youtubeId: "fixNoLonger", internal: { type: "VideoFacts" } },
  { id: factsNodeId("fixNoEmbed1"), youtubeId: "fixNoEmbed1", internal: { type: "VideoFacts" } },
];

async function source() {
  const nodes: Record<string, unknown>[] = [];
  const deleted: unknown[] = [];
  const warnings: string[] = [];
  const store = new Map<string, unknown>();
  const args = {
    actions: {
      createNode: (node: Record<string, unknown>) => void nodes.push(node),
      deleteNode: (node: unknown) => void deleted.push(node),
    },
    cache: {
      get: async (key: string) => store.get(key),
      set: async (key: string, value: unknown) => store.set(key, value),
    },
    getNodesByType: (type: string) => (type === "VideoFacts" ? KEPT : []),
    createContentDigest: (fields: object) => JSON.stringify(fields),
    reporter: { info: () => undefined, warn: (line: string) => void warnings.push(line) },
  } as unknown as Parameters<NonNullable<typeof sourceNodes>>[0];
  await sourceNodes!(args, {} as never, () => undefined);
  return { nodes, deleted, warnings };
}

describe("corsi-youtube sourceNodes: the videos' facts", () => {
  it("makes a node for each video YouTube told something of, under an id any plugin finds by the video's id", async () => {
    const { nodes } = await source();
    const byId = new Map(nodes.map((node) => [node.youtubeId, node]));
    expect(byId.get("fixNoEmbed1")).toMatchObject({
      id: "VideoFacts fixNoEmbed1",
      seconds: 1500,
      embeddable: false,
      hidden: false,
      internal: { type: "VideoFacts" },
    });
    expect(byId.get("fixGone0001")).toMatchObject({ seconds: null, embeddable: true, hidden: true });
  });

  it("keeps what a card shows: the day, the spoken language by Corsi's name, the captions, the views as shown", async () => {
    const { nodes } = await source();
    const byId = new Map(nodes.map((node) => [node.youtubeId, node]));
    expect(byId.get("fixVid00001")).toMatchObject({
      published: "2019-03-10",
      audioLanguage: "Arabic",
      captions: true,
      views: 1_200_000,
    });
    expect(byId.get("fixVid00009")).toMatchObject({ audioLanguage: "English", captions: true, views: 987 });
    // "zxx" (no spoken language) has no name in Corsi: none shown.
    expect(byId.get("fixVid00010")).toMatchObject({ audioLanguage: null, captions: false, views: 12 });
  });

  it("makes the same node when the views change by less than a card shows, and a new one when they show more", async () => {
    const digestOf = async (viewCount: string) => {
      await api.close();
      api = await startYouTubeApiServer({ folder: withViews("fixVid00001", viewCount) });
      process.env.CORSI_YOUTUBE_API_ORIGIN = api.origin;
      const { nodes } = await source();
      return (nodes.find((node) => node.youtubeId === "fixVid00001")?.internal as { contentDigest: string })
        .contentDigest;
    };
    const today = await digestOf("1234567");
    expect(await digestOf("1240001")).toBe(today);
    expect(await digestOf("1260000")).not.toBe(today);
  });

  it("names the video it leaves out with its file and line, and the learning path's step that lists it", async () => {
    const { warnings } = await source();
    expect(warnings).toEqual([
      'Video facts: YouTube no longer serves 1 video, left out of the site until removed from data/:\n  - data/topics/c.yaml line 12: fixGone0001 "A C video YouTube no longer serves"',
      expect.stringMatching(
        /^Learning paths: YouTube no longer serves 1 course they list, left out of them:\n {2}- data\/paths\/web-basics\.yaml: step \d+ ".*": video fixGone0001$/,
      ),
    ]);
  });

  it("deletes a kept node it did not make again", async () => {
    const { deleted } = await source();
    expect(deleted).toEqual([KEPT[0]]);
  });
});
