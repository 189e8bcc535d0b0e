import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../src/siteManifest";

/** The part of Gatsby's node model the local plugins' resolvers use (its own type is not exported by Gatsby). */
export interface NodeModel {
  getNodeById(args: { id: string; type?: string }): Record<string, unknown> | null;
  findOne(args: { type: string; query: object }): Promise<Record<string, unknown> | null>;
  findAll(args: { type: string; query?: object }): Promise<{ entries: Iterable<Record<string, unknown>> }>;
}

/** What Gatsby hands a resolver as its third argument. */
export interface ResolverContext {
  nodeModel: NodeModel;
}

/** The `locale` argument of a localised field ("en" when a query gives none). */
export function localeArg(locale: string | undefined): Locale {
  return locale !== undefined && locale in LOCALES ? (locale as Locale) : DEFAULT_LOCALE;
}

/** A node's identity and version: the same text exactly as long as the node is the same. */
const versionOf = (node: Record<string, unknown>) =>
  `${String(node.id)}@${String((node.internal as { contentDigest?: unknown } | undefined)?.contentDigest)}`;

/**
 * A value worked out from every node of some types (the catalog's topics, its paths), once for as long as those nodes
 * are the same: within a query (Gatsby hands each of its resolvers the same context) and across queries, which at
 * catalog scale all read the same 20,000 videos. Each query still asks for the nodes, so Gatsby records that its page
 * depends on them, and an edit of any (a new id or digest) works the value out again. Module state, so a query worker,
 * a process of its own, works it out for itself.
 */
export function fromNodesOf<T>(
  types: readonly string[],
  derive: (nodes: readonly Record<string, unknown>[][], context: ResolverContext) => T,
): (context: ResolverContext) => Promise<T> {
  const byQuery = new WeakMap<ResolverContext, Promise<T>>();
  let last: { key: string; value: T } | undefined;
  return (context) => {
    let value = byQuery.get(context);
    if (!value) {
      value = Promise.all(types.map((type) => context.nodeModel.findAll({ type }))).then((found) => {
        const nodes = found.map(({ entries }) => [...entries]);
        const key = nodes.map((list) => list.map(versionOf).join(" ")).join("\n");
        if (last?.key !== key) last = { key, value: derive(nodes, context) };
        return last.value;
      });
      byQuery.set(context, value);
    }
    return value;
  };
}
