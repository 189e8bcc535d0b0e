import { fromNodesOf, type ResolverContext } from "./nodeModel";

/** A node model over these nodes by type, counting what each query asks of it. */
function modelOf(nodes: Record<string, Record<string, unknown>[]>) {
  const asked: string[] = [];
  const context = (): ResolverContext => ({
    nodeModel: {
      getNodeById: () => null,
      findOne: async () => null,
      findAll: async ({ type }) => {
        asked.push(type);
        return { entries: nodes[type] ?? [] };
      },
    },
  });
  return { asked, context };
}

const node = (id: string, digest: string, title: string) => ({ id, title, internal: { contentDigest: digest } });

describe("a value worked out from every node of some types", () => {
  it("is worked out once while the nodes are the same, though each query still asks for them", async () => {
    const nodes = { Topic: [node("a", "1", "Go"), node("b", "1", "Rust")] };
    const { asked, context } = modelOf(nodes);
    let worked = 0;
    const titles = fromNodesOf(["Topic"], ([topics]) => {
      worked += 1;
      return topics.map((topic) => topic.title);
    });
    const first = context();
    expect(await titles(first)).toEqual(["Go", "Rust"]);
    expect(await titles(first)).toEqual(["Go", "Rust"]);
    expect(await titles(context())).toEqual(["Go", "Rust"]);
    expect(worked).toBe(1);
    // Once per query: the first query asked once for its two fields, the second once.
    expect(asked).toEqual(["Topic", "Topic"]);
  });

  it("is worked out again when a node is edited, added or removed", async () => {
    const nodes = { Topic: [node("a", "1", "Go")] };
    const { context } = modelOf(nodes);
    const titles = fromNodesOf(["Topic"], ([topics]) => topics.map((topic) => topic.title));
    expect(await titles(context())).toEqual(["Go"]);
    nodes.Topic = [node("a", "2", "Golang")];
    expect(await titles(context())).toEqual(["Golang"]);
    nodes.Topic = [...nodes.Topic, node("b", "1", "Rust")];
    expect(await titles(context())).toEqual(["Golang", "Rust"]);
    nodes.Topic = [node("b", "1", "Rust")];
    expect(await titles(context())).toEqual(["Rust"]);
  });
});
