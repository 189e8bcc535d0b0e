import type { ResolverContext } from "../shared/nodeModel";
import { withBoundary } from "./resolverBoundary";

/** A node model that knows one File node, the parent of the topic below. */
const context = {
  nodeModel: {
    getNodeById: ({ id }: { id: string }) => (id === "file-go" ? { relativePath: "topics/go.yaml" } : null),
    findOne: () => Promise.resolve(null),
    findAll: () => Promise.resolve({ entries: [] }),
  },
} as ResolverContext;
const topic = { title: "Go Learning", parent: "file-go" };

describe("the resolvers' boundary", () => {
  const resolvers = withBoundary({
    Topic: {
      broken: {
        type: "String!",
        resolve: (source: { day?: string }) => source.day!.localeCompare("2026-11-30"),
      },
      later: { type: "String!", resolve: () => Promise.reject(new Error("no day")) },
      fine: { type: "String!", resolve: (source: { title: string }) => source.title },
    },
  });
  const call = (field: "broken" | "later" | "fine", source: unknown = topic) =>
    (resolvers.Topic[field].resolve as (...args: unknown[]) => unknown)(source, {}, context, {});

  it("names the file, the entry and the field of a resolver that throws, without a stack of frames", () => {
    expect(() => call("broken")).toThrow(
      /^data\/topics\/go\.yaml: "Go Learning": the build could not work out Topic\.broken from it \(.+\)\. `npm run check:content` accepts/,
    );
    try {
      call("broken");
    } catch (error) {
      expect((error as Error).stack).not.toMatch(/\n\s+at /);
    }
  });

  it("does the same for a resolver whose promise fails, and for an entry that is not a file's node", async () => {
    await expect(call("later")).rejects.toThrow(
      'data/topics/go.yaml: "Go Learning": the build could not work out Topic.later from it (no day)',
    );
    await expect(call("later", { youtubeId: "abcdefghijk" })).rejects.toThrow(
      'data/: "abcdefghijk": the build could not work out Topic.later',
    );
  });

  it("leaves a resolver that works as it is", () => {
    expect(call("fine")).toBe("Go Learning");
  });
});
