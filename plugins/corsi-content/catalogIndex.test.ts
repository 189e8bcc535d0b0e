import { PAID_PAGE_SIZE, TOPIC_PAGE_SIZE } from "../../src/siteManifest";
import { catalogIndex } from "./catalogIndex";

import type { PaidNode, TopicNode } from "./nodes";

const videos = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => ({ youtubeId: `${prefix}${n}`, title: `${prefix} ${n}` }));
const topic = (id: string, position: number, title: string, count: number) => ({
  node: { id, title, position, videos: videos(id, count) } as TopicNode,
  fileName: id,
});
const paid = (slug: string, topicName: string) =>
  ({ id: `paid ${slug}`, slug, title: slug, topic: topicName }) as unknown as PaidNode;

describe("the catalog's index", () => {
  const index = catalogIndex({
    topics: [topic("go", 2, "Go", 3), topic("web", 1, "Web", TOPIC_PAGE_SIZE + 2), topic("c", 1, "C", 1)],
    paid: [
      ...Array.from({ length: PAID_PAGE_SIZE }, (_, n) => paid(`web-${String(n).padStart(2, "0")}`, "web")),
      paid("b-go", "go"),
      paid("a-go", "go"),
    ],
    hidden: (youtubeId) => youtubeId === "web0",
  });

  it("orders topics by position, then title, and paid courses by file name", () => {
    expect(index.topics.map((entry) => entry.address)).toEqual(["c", "web", "go"]);
    expect(index.paidOf("go").map((course) => course.slug)).toEqual(["a-go", "b-go"]);
  });

  it("serves what YouTube still serves, and pages a topic's cards as its pages do", () => {
    const web = index.topics[1];
    expect(web.served).toHaveLength(TOPIC_PAGE_SIZE + 1);
    // web0 is left out, so web1 is the first card and web25 the first of the second page.
    expect(index.cardOf("web", "web1")).toEqual({ page: 1, anchor: "video-web1" });
    expect(index.cardOf("web", `web${TOPIC_PAGE_SIZE}`)).toEqual({ page: 1, anchor: `video-web${TOPIC_PAGE_SIZE}` });
    expect(index.cardOf("web", `web${TOPIC_PAGE_SIZE + 1}`)?.page).toBe(2);
    expect(index.cardOf("web", "web0")).toBeUndefined();
    expect(index.cardOf("go", "web1")).toBeUndefined();
  });

  it("pages /Paid in topic order, and says where each paid course's card is", () => {
    // The web courses fill the first page; go's follow on the next.
    expect(index.paidCardOf("paid web-00")).toEqual({ page: 1, anchor: expect.stringContaining("web-00") });
    expect(index.paidCardOf("paid a-go")?.page).toBe(2);
    expect(index.paidPages.pageOfTopic.get("go")).toBe(2);
    expect(index.paidPages.pageOfTopic.has("c")).toBe(false);
  });
});
