import type { ResolverContext } from "../shared/nodeModel";
import { PAID_TYPE_NAME, PATH_TYPE_NAME, TOPIC_TYPE_NAME } from "./files";
import { catalogOrderFields } from "./orderedFields";

/** Topics as Gatsby lists them (in the order their nodes were made), each from its file; one paid course names "go". */
const topics = [
  { id: "t-web", parent: "f-web", position: 2, title: "Web development" },
  { id: "t-go", parent: "f-go", position: 3, title: "Go" },
  { id: "t-css", parent: "f-css", position: 2, title: "CSS" },
  { id: "t-py", parent: "f-py", position: 1, title: "Python" },
];
const files: Record<string, { name: string }> = {
  "f-web": { name: "web-development" },
  "f-go": { name: "go" },
  "f-css": { name: "css" },
  "f-py": { name: "python" },
  "f-paid": { name: "go-course" },
};
const paths = [
  { id: "p-late", position: 5, title: "Later" },
  { id: "p-b", position: 1, title: "Beta" },
  { id: "p-a", position: 1, title: "Alpha" },
];

const context: ResolverContext = {
  nodeModel: {
    getNodeById: ({ id }) => files[id] ?? null,
    findOne: async () => null,
    findAll: async ({ type }) => ({
      entries:
        type === TOPIC_TYPE_NAME
          ? topics
          : type === PATH_TYPE_NAME
            ? paths
            : type === PAID_TYPE_NAME
              ? [{ id: "c-go", parent: "f-paid", topic: "go" }]
              : [],
    }),
  },
};

const fields = catalogOrderFields();
const ids = (list: { nodes: readonly object[] }) => list.nodes.map((node) => (node as { id?: string }).id);
const topicsIn = async (args: { skip?: number; limit?: number; withPaid?: boolean }) =>
  ids(await fields.catalogTopics.resolve(null, args, context));

describe("the catalog's order, as the pages query it", () => {
  it("lists the topics by position, then title, whatever order Gatsby holds them in", async () => {
    expect(await topicsIn({})).toEqual(["t-py", "t-css", "t-web", "t-go"]);
  });

  it("gives a page of that list (skip, limit)", async () => {
    expect(await topicsIn({ skip: 1, limit: 2 })).toEqual(["t-css", "t-web"]);
    expect(await topicsIn({ limit: 1 })).toEqual(["t-py"]);
  });

  it("with withPaid, only the topics a paid course names (/Paid)", async () => {
    expect(await topicsIn({ withPaid: true })).toEqual(["t-go"]);
  });

  it("lists the learning paths by the same rule", async () => {
    expect(ids(await fields.catalogPaths.resolve(null, null, context))).toEqual(["p-a", "p-b", "p-late"]);
  });
});
