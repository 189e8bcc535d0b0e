/** @jest-environment node */
import type { ResolverContext } from "../shared/nodeModel";
import { COURSE_LEVEL_TYPE, courseLevelNodeId, courseLevelOf, sourceCourseLevels } from "./courseLevels";

const CHECKED = Symbol.for("corsi.checkedContent");

interface LevelNode {
  id: string;
  youtubeId: string;
  level: string | null;
  internal: { contentDigest: string };
}

/** The nodes a build keeps (stateful: they stay until deleted), and which the last sourceCourseLevels made or deleted. */
function store() {
  const nodes = new Map<string, LevelNode>();
  let made: string[] = [];
  let deleted: string[] = [];
  const actions = {
    createNode: (node: LevelNode) => void (nodes.set(node.id, node), made.push(node.id)),
    deleteNode: (node: LevelNode) => void (nodes.delete(node.id), deleted.push(node.id)),
  };
  return {
    nodes,
    build(data: Record<string, unknown>) {
      (globalThis as Record<symbol, unknown>)[CHECKED] = { data };
      made = [];
      deleted = [];
      const source = sourceCourseLevels as unknown as (args: object) => void;
      source({
        actions,
        createContentDigest: (value: unknown) => JSON.stringify(value),
        getNode: (id: string) => nodes.get(id),
        getNodesByType: () => [...nodes.values()],
      });
      return { made, deleted };
    },
  };
}

const topic = {
  title: "Web",
  videos: [
    { youtubeId: "vidInPaths1", title: "a" },
    { youtubeId: "vidOwnLevel", title: "b", level: "advanced" },
    { youtubeId: "vidLesson01", title: "c", playlistId: "PLcourse" },
    { youtubeId: "vidAlone001", title: "d" },
  ],
};
const path = (level: string, courses: object[]) => ({ title: level, level, steps: [{ title: "s", courses }] });

afterEach(() => delete (globalThis as Record<symbol, unknown>)[CHECKED]);

describe("sourceCourseLevels", () => {
  it("gives every listed video a node: the lowest level of the paths that hold it, by video or playlist, else none", () => {
    const site = store();
    site.build({
      "topics/web.yaml": topic,
      "paths/a.yaml": path("advanced", [{ video: "vidInPaths1" }, { video: "vidOwnLevel" }]),
      "paths/b.yaml": path("beginner", [{ video: "vidInPaths1" }, { playlist: "PLcourse" }]),
    });
    expect([...site.nodes.keys()]).toEqual(topic.videos.map(({ youtubeId }) => courseLevelNodeId(youtubeId)));
    expect([...site.nodes.values()].map(({ level }) => level)).toEqual(["beginner", "advanced", "beginner", null]);
  });

  it("makes again only the nodes whose level an edit changed, and deletes those of videos no longer listed", () => {
    const site = store();
    site.build({
      "topics/web.yaml": topic,
      "paths/a.yaml": path("beginner", [{ video: "vidInPaths1" }, { video: "vidAlone001" }]),
    });
    const renamed = { ...path("beginner", [{ video: "vidInPaths1" }]), title: "Renamed" };
    expect(site.build({ "topics/web.yaml": topic, "paths/a.yaml": renamed })).toEqual({
      made: [courseLevelNodeId("vidAlone001")],
      deleted: [],
    });
    expect(site.nodes.get(courseLevelNodeId("vidAlone001"))?.level).toBeNull();
    const shorter = { ...topic, videos: topic.videos.slice(0, 3) };
    expect(site.build({ "topics/web.yaml": shorter, "paths/a.yaml": renamed })).toEqual({
      made: [],
      deleted: [courseLevelNodeId("vidAlone001")],
    });
  });
});

describe("courseLevelOf", () => {
  const context = (nodes: Record<string, { level: string | null }>) =>
    ({
      nodeModel: {
        getNodeById: ({ id, type }: { id: string; type: string }) =>
          (type === COURSE_LEVEL_TYPE ? nodes[id] : null) ?? null,
      },
    }) as unknown as ResolverContext;

  it("is the entry's own level first, else its node's, else none", () => {
    const nodes = { [courseLevelNodeId("vidInPaths1")]: { level: "beginner" } };
    expect(courseLevelOf({ youtubeId: "vidInPaths1", level: "advanced" }, context(nodes))).toBe("advanced");
    expect(courseLevelOf({ youtubeId: "vidInPaths1" }, context(nodes))).toBe("beginner");
    expect(courseLevelOf({ youtubeId: "vidAlone001" }, context(nodes))).toBeUndefined();
  });
});
