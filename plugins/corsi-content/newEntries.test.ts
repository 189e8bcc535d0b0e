import { catalogIndex } from "./catalogIndex";
import { newestEntries } from "./newEntries";
import type { PaidNode, TopicNode } from "./nodes";

/** The newest entries of these topics and courses, as the site orders and serves them (catalogIndex). */
function newest(
  topics: { node: TopicNode; fileName: string }[],
  courses: PaidNode[],
  hidden: (youtubeId: string) => boolean,
  limit: number,
) {
  const index = catalogIndex({ topics, paid: courses, hidden });
  return newestEntries(index.topics, index.paid, limit);
}

const video = (youtubeId: string, added?: string) => ({ youtubeId, title: youtubeId, added });
const topic = (id: string, position: number, videos: ReturnType<typeof video>[]) => ({
  node: { id, title: id, position, videos } as TopicNode,
  fileName: id,
});
const paid = (slug: string, added: string | undefined, topicName: string) =>
  ({ id: slug, slug, title: slug, added, topic: topicName }) as unknown as PaidNode;

describe("newestEntries", () => {
  const topics = [
    topic("go", 2, [video("go-1", "2026-11-20"), video("go-2", "2026-11-25"), video("shared", "2026-11-26")]),
    topic("c", 1, [video("c-1", "2026-11-25"), video("shared", "2026-11-26"), video("c-gone", "2026-11-27")]),
  ];
  const courses = [paid("b-course", "2026-11-25", "go"), paid("a-course", "2026-11-25", "c")];
  const entries = newest(topics, courses, (id) => id === "c-gone", 10);
  const ids = entries.map((entry) => entry.video?.youtubeId ?? entry.paid?.slug);

  it("lists the newest first; within a day the catalog's last first, then the paid courses by file name", () => {
    expect(ids).toEqual(["shared", "go-2", "c-1", "a-course", "b-course", "go-1"]);
  });

  it("counts a video listed in two topics once, in the first topic, and leaves out what YouTube no longer serves", () => {
    expect(entries[0].topic?.id).toBe("c");
    expect(ids).not.toContain("c-gone");
    expect(entries.find((entry) => entry.paid?.slug === "b-course")?.topic?.id).toBe("go");
  });

  it("stops at the limit, and reads a day js-yaml gave as a Date", () => {
    expect(newest(topics, courses, () => false, 2).map((entry) => entry.added)).toEqual(["2026-11-27", "2026-11-26"]);
    const dated = [
      topic("x", 1, [{ youtubeId: "x-1", title: "x", added: new Date("2026-11-21") as unknown as string }]),
    ];
    expect(newest(dated, [], () => false, 1)[0].added).toBe("2026-11-21");
  });

  // `added` is optional (the schema's addedDay): an entry without it is not new, whatever else is dated.
  it("leaves out every entry without a day, videos and paid courses alike, and keeps the dated ones in order", () => {
    const mixed = [
      topic("go", 1, [video("go-1", "2026-11-20"), video("go-undated"), video("go-2", "2026-11-25")]),
      topic("c", 2, [video("c-undated"), video("c-1", "2026-11-22")]),
    ];
    const mixedPaid = [paid("dated", "2026-11-21", "go"), paid("undated", undefined, "c")];
    const listed = newest(mixed, mixedPaid, () => false, 10).map((e) => e.video?.youtubeId ?? e.paid?.slug);
    expect(listed).toEqual(["go-2", "c-1", "dated", "go-1"]);
  });

  it("gives no entry at all when no entry has a day", () => {
    const undated = [topic("go", 1, [video("go-1"), video("go-2")]), topic("c", 2, [video("c-1")])];
    expect(newest(undated, [paid("course", undefined, "go")], () => false, 50)).toEqual([]);
  });

  it("counts a video listed undated in its first topic once, as the catalog does, and not again in the next", () => {
    const twice = [topic("a", 1, [video("shared")]), topic("b", 2, [video("shared", "2026-11-26")])];
    expect(newest(twice, [], () => false, 10)).toEqual([]);
  });
});
