import type { ResolverContext } from "../shared/nodeModel";
import { byCatalogOrder, type OrderedTopic } from "./catalogOrder";
import { PATH_TYPE_NAME, TOPIC_TYPE_NAME } from "./files";
import type { TopicNode } from "./nodes";
import { paidCoursesOf } from "./paidCourseFields";

/** The query fields' types: a list in the site's order, as `nodes` (the shape of Gatsby's own `allTopic`). */
export const CATALOG_ORDER_TYPE_DEFS = `
  """The topics in the site's order (plugins/corsi-content/catalogOrder.ts)."""
  type CatalogTopics {
    nodes: [${TOPIC_TYPE_NAME}!]!
  }
  """The learning paths in the site's order (plugins/corsi-content/catalogOrder.ts)."""
  type CatalogPaths {
    nodes: [${PATH_TYPE_NAME}!]!
  }
`;

/**
 * The query's fields that list topics and paths in the site's order, so no page writes the order again:
 * `catalogTopics(skip, limit)` (/Free, /Topics; with `withPaid`, only the topics paid courses name, for /Paid) and
 * `catalogPaths` (/Paths, /Saved's catalog).
 */
export function catalogOrderFields() {
  const ordered = async <Node extends Omit<OrderedTopic, "videos">>(type: string, context: ResolverContext) =>
    [...((await context.nodeModel.findAll({ type })).entries as Iterable<Node>)].sort(byCatalogOrder);
  return {
    catalogTopics: {
      type: "CatalogTopics!",
      args: { skip: "Int", limit: "Int", withPaid: "Boolean" },
      resolve: async (
        _source: unknown,
        { skip, limit, withPaid }: { skip?: number | null; limit?: number | null; withPaid?: boolean | null },
        context: ResolverContext,
      ) => {
        const topics = await ordered<TopicNode>(TOPIC_TYPE_NAME, context);
        const paid = withPaid ? await Promise.all(topics.map((topic) => paidCoursesOf(topic, context))) : [];
        const kept = withPaid ? topics.filter((_topic, index) => paid[index].length > 0) : topics;
        const from = skip ?? 0;
        return { nodes: kept.slice(from, limit === undefined || limit === null ? undefined : from + limit) };
      },
    },
    catalogPaths: {
      type: "CatalogPaths!",
      resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => ({
        nodes: await ordered<Omit<OrderedTopic, "videos">>(PATH_TYPE_NAME, context),
      }),
    },
  };
}
