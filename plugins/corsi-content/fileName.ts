import type { ResolverContext } from "../shared/nodeModel";

/** A YAML node's file name without .yaml: a topic's as a paid course names it, a paid course's or a path's address. */
export function fileNameOf(node: { parent?: string | null }, context: ResolverContext): string {
  const file = node.parent ? context.nodeModel.getNodeById({ id: node.parent }) : null;
  return typeof file?.name === "string" ? file.name : "";
}
