import { digestsBy, type KeyedTopic, topicKeys } from "./topicKeys";

const node = (digest: string, fields: Record<string, unknown> = {}) => ({
  internal: { contentDigest: digest },
  ...fields,
});

const topics: KeyedTopic[] = [
  { id: "web", ...node("web-1"), videos: [{ youtubeId: "a" }, { youtubeId: "b", playlistId: "PL1" }] },
  { id: "go", ...node("go-1"), videos: [{ youtubeId: "c" }] },
];
const facts = [node("facts-a", { youtubeId: "a" }), node("facts-c", { youtubeId: "c" })];
const thumbnails = [node("thumb-a", { youtubeId: "a" }), node("thumb-b", { youtubeId: "b" })];
const courses = [node("course-1", { playlistId: "PL1" })];

function keys(
  overrides: Partial<{ topics: KeyedTopic[]; thumbnails: typeof thumbnails; courses: typeof courses; shared: string }>,
) {
  return topicKeys(
    overrides.topics ?? topics,
    digestsBy([...facts, ...(overrides.thumbnails ?? thumbnails)], "youtubeId"),
    digestsBy(overrides.courses ?? courses, "playlistId"),
    overrides.shared ?? "pages-1",
  );
}

/** The topics whose key differs from the unchanged inputs'. */
const changedBy = (overrides: Parameters<typeof keys>[0]) => {
  const before = keys({});
  const after = keys(overrides);
  return [...after].filter(([id, key]) => before.get(id) !== key).map(([id]) => id);
};

describe("the keys of /Saved's catalog parts", () => {
  it("are the same for the same inputs", () => {
    expect(changedBy({})).toEqual([]);
  });

  it("change for the topic whose file changed, and only it", () => {
    expect(changedBy({ topics: [{ ...topics[0], ...node("web-2") }, topics[1]] })).toEqual(["web"]);
  });

  it("change for the topic of a video whose thumbnail arrived, or whose course's lessons changed", () => {
    expect(changedBy({ thumbnails: [...thumbnails, node("thumb-c", { youtubeId: "c" })] })).toEqual(["go"]);
    expect(changedBy({ courses: [node("course-2", { playlistId: "PL1" })] })).toEqual(["web"]);
  });

  it("change for every topic when what they share changes (data/pages.yaml's words, the query, the code)", () => {
    expect(changedBy({ shared: "pages-2" })).toEqual(["web", "go"]);
  });

  it("change when a video moves to another topic, though neither digest would say where it went", () => {
    const moved: KeyedTopic[] = [
      { ...topics[0], videos: [{ youtubeId: "a" }] },
      { ...topics[1], videos: [{ youtubeId: "c" }, { youtubeId: "b", playlistId: "PL1" }] },
    ];
    expect(changedBy({ topics: moved })).toEqual(["web", "go"]);
  });
});
