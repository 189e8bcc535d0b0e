import { newestEntries, type PaidNode, type TopicNode } from "./newEntries";

const video = (youtubeId: string, added: string) => ({ youtubeId, title: youtubeId, added });
const topic = (id: string, position: number, videos: ReturnType<typeof video>[]) => ({
  node: { id, title: id, position, videos } as TopicNode,
  fileName: id,
});
const paid = (slug: string, added: string, topicName: string) =>
  ({ id: slug, slug, title: slug, added, topic: topicName }) as unknown as PaidNode;

describe("newestEntries", () => {
  const topics = [
    topic("go", 2, [video("go-1", "2026-11-20"), video("go-2", "2026-11-25"), video("shared", "2026-11-26")]),
    topic("c", 1, [video("c-1", "2026-11-25"), video("shared", "2026-11-26"), video("c-gone", "2026-11-27")]),
  ];
  const courses = [paid("b-course", "2026-11-25", "go"), paid("a-course", "2026-11-25", "c")];
  const entries = newestEntries(topics, courses, (id) => id === "c-gone", 10);
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
    expect(newestEntries(topics, courses, () => false, 2).map((entry) => entry.added)).toEqual([
      "2026-11-27",
      "2026-11-26",
    ]);
    const dated = [
      topic("x", 1, [{ youtubeId: "x-1", title: "x", added: new Date("2026-11-21") as unknown as string }]),
    ];
    expect(newestEntries(dated, [], () => false, 1)[0].added).toBe("2026-11-21");
  });
});
