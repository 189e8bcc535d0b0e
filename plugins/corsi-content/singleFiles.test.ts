import type { ResolverContext } from "../shared/nodeModel";
import { fromSingleFile, SINGLE_FILE_TYPE, singleFileRefId } from "./singleFiles";

describe("a value worked out from a single file", () => {
  it("is kept per key while the file's node is the same, and worked out again once it is edited", async () => {
    let file = { id: "pages", greeting: "Hello", internal: { contentDigest: "1" } };
    const read: string[] = [];
    const context: ResolverContext = {
      nodeModel: {
        getNodeById: ({ id, type }) => {
          read.push(id);
          if (type === SINGLE_FILE_TYPE && id === singleFileRefId("PagesYaml")) return { target: "pages" };
          return id === "pages" ? file : null;
        },
        findOne: async () => null,
        findAll: async () => ({ entries: [] }),
      },
    };
    let worked = 0;
    const greeting = fromSingleFile("PagesYaml", (node, locale) => {
      worked += 1;
      return `${String(node?.greeting)} (${locale})`;
    });
    expect(await greeting(context, "en")).toBe("Hello (en)");
    expect(await greeting(context, "en")).toBe("Hello (en)");
    expect(await greeting(context, "ar")).toBe("Hello (ar)");
    expect(worked).toBe(2);
    // Each call still reads the node, so the page depends on it.
    expect(read.filter((id) => id === "pages")).toHaveLength(3);
    file = { id: "pages", greeting: "Hi", internal: { contentDigest: "2" } };
    expect(await greeting(context, "en")).toBe("Hi (en)");
    expect(worked).toBe(3);
  });
});
