/** @jest-environment node */
// Node, not jsdom: the plugin reads the API stand-in, a real local server, with Node's fetch.
import path from "node:path";
import { startYouTubeApiServer, type YouTubeApiServer } from "../../scripts/stand-ins/youtubeApi";
import { factsNodeId } from "../shared/nodeTypes";
import { sourceNodes } from "./gatsby-node";

/** The end-to-end fixture catalog, with a video YouTube no longer serves (fixGone0001). */
const FIXTURE_DATA = path.join(__dirname, "../../e2e/fixtures/data");

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
    // Listed, but with nothing to say of it: no node.
    expect([...byId.values()].every((node) => node.seconds !== null || node.hidden || !node.embeddable)).toBe(true);
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
