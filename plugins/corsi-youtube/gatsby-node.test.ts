/** @jest-environment node */
// Node, not jsdom: the plugin reads the API stand-in, a real local server, with Node's fetch.
import type { Node } from "gatsby";
import { startYouTubeApiServer, type YouTubeApiServer } from "../../scripts/stand-ins/youtubeApi";
import { createPages } from "./gatsby-node";

const topic = (id: string, title: string, position: number, videos: object[]) =>
  ({ id, title, position, videos, internal: { type: "Topic" } }) as unknown as Node;

const TOPICS = [
  topic("t2", "Go", 2, [{ youtubeId: "fixVid00090", title: "Go basics", playlistId: "PLfixtureShort01" }]),
  topic("t1", "Web Development", 1, [
    { youtubeId: "fixVid00004", title: "HTML & CSS", playlistId: "PLfixturePlaylist01" },
    { youtubeId: "fixVid00005", title: "Go again", playlistId: "PLfixtureShort01" },
    { youtubeId: "fixVid00006", title: "Gone", playlistId: "PLfixtureNoSuchList" },
    { youtubeId: "fixVid00007", title: "A single video" },
  ]),
];

let api: YouTubeApiServer;
const env = { ...process.env };
beforeEach(async () => {
  api = await startYouTubeApiServer();
  process.env.CORSI_YOUTUBE_API_ORIGIN = api.origin;
  process.env.YOUTUBE_API_KEY = "test-key";
});
afterEach(async () => {
  process.env = { ...env };
  await api.close();
});

/** A course an earlier build made (its node kept between builds), for a playlist no topic lists now. */
const KEPT_COURSE = { id: "course-gone", playlistId: "PLnoLongerListed", internal: { type: "PlaylistCourse" } };

async function run(facts: object[] = []) {
  const nodes: Record<string, unknown>[] = [];
  const deleted: unknown[] = [];
  const pages: { path: string; context: Record<string, unknown> }[] = [];
  const warnings: string[] = [];
  const store = new Map<string, unknown>();
  const args = {
    actions: {
      createNode: async (node: Record<string, unknown>) => void nodes.push(node),
      deleteNode: (node: unknown) => void deleted.push(node),
      createPage: (page: { path: string; context: Record<string, unknown> }) => void pages.push(page),
    },
    cache: {
      get: async (key: string) => store.get(key),
      set: async (key: string, value: unknown) => store.set(key, value),
    },
    getNodesByType: (type: string) => ({ Topic: TOPICS, PlaylistCourse: [KEPT_COURSE], VideoFacts: facts })[type] ?? [],
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => "digest",
    reporter: { info: () => undefined, warn: (line: string) => void warnings.push(line) },
  } as unknown as Parameters<NonNullable<typeof createPages>>[0];
  await createPages!(args, {} as never, () => undefined);
  return { nodes, pages, warnings, deleted };
}

describe("corsi-youtube createPages", () => {
  it("makes one course per playlist, under the first topic that lists it, with pages of 100 lessons in each edition", async () => {
    const { nodes, pages, warnings } = await run();
    expect(nodes.map((node) => [node.playlistId, node.youtubeId, node.topic, node.lessonCount])).toEqual([
      ["PLfixturePlaylist01", "fixVid00004", "t1", 200],
      ["PLfixtureShort01", "fixVid00005", "t1", 3],
    ]);
    expect(nodes[1]).toMatchObject({
      seconds: 545 + 720 + 3630,
      path: "/Free/web-development/course/PLfixtureShort01",
    });
    expect(pages.map(({ path }) => path)).toEqual([
      "/Free/web-development/course/PLfixturePlaylist01",
      "/Free/web-development/course/PLfixturePlaylist01/2",
      "/ar/Free/web-development/course/PLfixturePlaylist01",
      "/ar/Free/web-development/course/PLfixturePlaylist01/2",
      "/Free/web-development/course/PLfixtureShort01",
      "/ar/Free/web-development/course/PLfixtureShort01",
    ]);
    expect(pages[1].context).toEqual({
      locale: "en",
      playlistId: "PLfixturePlaylist01",
      skip: 100,
      limit: 100,
      page: 2,
      pages: 2,
    });
    // The playlist YouTube does not know has no page, and one line says so.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("PLfixtureNoSuchList");
  });

  it("makes no course for an entry YouTube no longer serves, but one for the next entry of its playlist", async () => {
    const hidden = { youtubeId: "fixVid00005", seconds: null, embeddable: true, hidden: true };
    const { nodes } = await run([hidden, { ...hidden, youtubeId: "fixVid00004", hidden: false }]);
    expect(nodes.map((node) => [node.playlistId, node.youtubeId, node.topic])).toEqual([
      ["PLfixturePlaylist01", "fixVid00004", "t1"],
      ["PLfixtureShort01", "fixVid00090", "t2"],
    ]);
  });

  it("deletes the kept node of a course no topic lists any more", async () => {
    const { deleted } = await run();
    expect(deleted).toEqual([KEPT_COURSE]);
  });

  it("without a key makes no course and no page, and never fails", async () => {
    delete process.env.YOUTUBE_API_KEY;
    const { nodes, pages, warnings } = await run();
    expect([nodes, pages]).toEqual([[], []]);
    expect(api.requests).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Courses: YOUTUBE_API_KEY is not set/);
  });
});
