/** @jest-environment node */
import { gatsbyCacheInMemory } from "../../scripts/stand-ins/gatsbyCache";
import { forgetRemovedTopics, topicEntry } from "./keptTopics";

describe("forgetRemovedTopics", () => {
  it("removes the part of a topic the catalog no longer has, and keeps the others", async () => {
    const cache = gatsbyCacheInMemory();
    for (const id of ["a", "b", "c"]) await cache.set(topicEntry(id), { key: id });
    expect(await forgetRemovedTopics(cache, ["a", "b", "c"])).toBe(0);
    // Topic b deleted, d added.
    await cache.set(topicEntry("d"), { key: "d" });
    expect(await forgetRemovedTopics(cache, ["a", "c", "d"])).toBe(1);
    expect([...cache.map.keys()].filter((key) => key.startsWith("topic ")).sort()).toEqual(
      ["a", "c", "d"].map(topicEntry),
    );
    expect(await forgetRemovedTopics(cache, ["a", "c", "d"])).toBe(0);
  });
});
