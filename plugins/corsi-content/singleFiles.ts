import type { GatsbyNode, Node } from "gatsby";
import type { ResolverContext } from "../shared/nodeModel";
import { CONTENT_FILES } from "./schema";

/**
 * The single data files (site.yaml, pages.yaml, names.yaml, …) read by id. Every page's query reads two of them, and
 * before this they were found with `findOne({ type, query: {} })`, which goes through the datastore's index of nodes
 * by type and the query cache built on it; a build of valid content once found no node there for one page's query
 * while every other page's found it (docs/decisions/0032-content-the-checks-accept-builds.md). A node read by its id
 * takes none of that path: each single file's node gets a small node of its own beside it, under an id fixed by the
 * file's type, that names it. The id is a constant, so the main process and every query worker compute the same one,
 * and the page depends on both nodes, so an edit of the file re-runs the queries that read it.
 */
export const SINGLE_FILE_TYPE = "CorsiSingleFile";

/** The fixed id of the node that names a single file's node, by the file's node type. */
export const singleFileRefId = (typeName: string) => `corsi-content single file ${typeName}`;

const SINGLE_FILE_TYPES = new Set(CONTENT_FILES.map(({ typeName }) => typeName));

export const SINGLE_FILE_TYPE_DEFS = `
  """Names the node of a single data file by a fixed id (plugins/corsi-content/singleFiles.ts)."""
  type ${SINGLE_FILE_TYPE} implements Node @dontInfer {
    target: String!
  }
`;

/** Only a single file's node needs one (Gatsby asks before it hands over each of the catalog's many nodes). */
export const isSingleFileNode = ({ node }: { node: Pick<Node, "internal"> }) =>
  SINGLE_FILE_TYPES.has(node.internal.type);

/** Beside each single file's node, the node that names it (its child, so it goes when the file's node goes). */
export const onSingleFileNode: NonNullable<GatsbyNode["onCreateNode"]> = ({ node, actions, createContentDigest }) => {
  const ref = {
    id: singleFileRefId(node.internal.type),
    parent: node.id,
    children: [],
    target: node.id,
    internal: { type: SINGLE_FILE_TYPE, contentDigest: createContentDigest(node.id) },
  };
  actions.createNode(ref);
  actions.createParentChildLink({ parent: node, child: ref as unknown as Node });
};

/**
 * A single file's node by its type, read by id. When the file is missing (names.yaml may be), Gatsby's own search for
 * it, which finds none but makes the page depend on the type: the file added later re-runs the page's query.
 */
export async function singleFileNode(
  context: ResolverContext,
  typeName: string,
): Promise<Record<string, unknown> | null> {
  const ref = context.nodeModel.getNodeById({ id: singleFileRefId(typeName), type: SINGLE_FILE_TYPE });
  const node =
    typeof ref?.target === "string" ? context.nodeModel.getNodeById({ id: ref.target, type: typeName }) : null;
  return node ?? context.nodeModel.findOne({ type: typeName, query: {} });
}

/**
 * A value worked out from a single file's node (a translation of it, the names search reads), per `key` (a locale),
 * kept while the node is the same: every card of every page asks, and working it out walks the whole file. The node
 * is still read by each query, so the page depends on it.
 */
export function fromSingleFile<T>(
  typeName: string,
  derive: (node: Record<string, unknown> | null, key: string) => T,
): (context: ResolverContext, key?: string) => Promise<T> {
  const kept = new Map<string, { node: unknown; value: T }>();
  return async (context, key = "") => {
    const node = await singleFileNode(context, typeName);
    const version = (node?.internal as { contentDigest?: unknown } | undefined)?.contentDigest ?? node;
    const known = kept.get(key);
    if (known && known.node === version) return known.value;
    const value = derive(node, key);
    kept.set(key, { node: version, value });
    return value;
  };
}
