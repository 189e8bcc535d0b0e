import type { Node } from "gatsby";
import { PAID_PAGE_SIZE, topicPageOf } from "../../src/siteManifest";
import { paidAnchor } from "../../src/content/paid";
import { videoAnchor } from "../../src/content/youtube";
import { FACTS_TYPE } from "../shared/nodeTypes";
import { byCatalogOrder } from "./catalogOrder";
import { PAID_TYPE_NAME, TOPIC_TYPE_NAME } from "./files";

import type { PaidNode, TopicNode } from "./nodes";
import { paidPages } from "./paidPages";
import type { FreeVideo } from "./schema";
import { topicSlug } from "./slug";

/**
 * The catalog as the site lists it, worked out in one place from the content's nodes: the order of topics and of paid
 * courses, which videos are served (those YouTube still serves), and where each card is, on which page and under which
 * anchor. The topic pages and /Paid (gatsby-node.ts), the feeds (plugins/corsi-feeds) and /New (newEntries.ts) read it,
 * so the paging rule and each sort are written once (topicPageOf and PAID_PAGE_SIZE in src/siteManifest.ts).
 */

/** Paid courses in the site's order: by file name, their address (Gatsby lists nodes as a warm build made them). */
export const byFileName = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);

export interface IndexedTopic {
  node: TopicNode;
  /** Its file's name, which a paid course names it by. */
  fileName: string;
  /** Its address: /Free/<address>. */
  address: string;
  /** Its videos as the site lists them: without those YouTube no longer serves. */
  served: readonly FreeVideo[];
}

/** Where a card is: the page of its list, and its anchor there. */
export interface CardPlace {
  page: number;
  anchor: string;
}

export interface CatalogIndex {
  /** The topics in the site's order (byCatalogOrder). */
  topics: readonly IndexedTopic[];
  /** The paid courses in the site's order (byFileName). */
  paid: readonly PaidNode[];
  /** A topic's paid courses, by the topic's file name, in that order. */
  paidOf(fileName: string): readonly PaidNode[];
  /** /Paid's pages (each page's course ids) and the page of each topic's first course, by the topic's node id. */
  paidPages: ReturnType<typeof paidPages>;
  /** Where a topic's pages list one of its served videos (undefined: the topic serves no such video). */
  cardOf(address: string, youtubeId: string): CardPlace | undefined;
  /** Where /Paid lists a paid course, by its node id. */
  paidCardOf(id: string): CardPlace | undefined;
}

export function catalogIndex(input: {
  topics: readonly { node: TopicNode; fileName: string }[];
  paid: readonly PaidNode[];
  hidden: (youtubeId: string) => boolean;
}): CatalogIndex {
  const topics = [...input.topics]
    .sort((a, b) => byCatalogOrder(a.node, b.node))
    .map(({ node, fileName }) => ({
      node,
      fileName,
      address: topicSlug(node),
      served: node.videos.filter((video) => !input.hidden(video.youtubeId)),
    }));
  const paid = [...input.paid].sort(byFileName);
  const paidOf = (fileName: string) => paid.filter((course) => course.topic === fileName);
  const cards = new Map<string, CardPlace>();
  for (const { address, served } of topics)
    served.forEach(({ youtubeId }, index) =>
      cards.set(`${address} ${youtubeId}`, { page: topicPageOf(index), anchor: videoAnchor(youtubeId) }),
    );
  const pages = paidPages(
    topics.map(({ node, fileName }) => ({ id: node.id, courseIds: paidOf(fileName).map((course) => course.id) })),
    PAID_PAGE_SIZE,
  );
  const slugs = new Map(paid.map((course) => [course.id, course.slug]));
  const paidCards = new Map<string, CardPlace>();
  pages.pages.forEach((ids, index) =>
    ids.forEach((id) => paidCards.set(id, { page: index + 1, anchor: paidAnchor(slugs.get(id) ?? "") })),
  );
  return {
    topics,
    paid,
    paidOf,
    paidPages: pages,
    cardOf: (address, youtubeId) => cards.get(`${address} ${youtubeId}`),
    paidCardOf: (id) => paidCards.get(id),
  };
}

/** The index of the catalog as the build holds it (getNodesByType), for the steps that read nodes, not queries. */
export function catalogIndexOfNodes(
  getNodesByType: (type: string) => Node[],
  getNode: (id: string) => Node | undefined,
): CatalogIndex {
  const fileName = (node: Node) => String(getNode(node.parent ?? "")?.name ?? "");
  const hidden = new Set(
    getNodesByType(FACTS_TYPE)
      .filter((node) => node.hidden === true)
      .map((node) => String(node.youtubeId)),
  );
  return catalogIndex({
    topics: getNodesByType(TOPIC_TYPE_NAME).map((node) => ({
      node: node as unknown as TopicNode,
      fileName: fileName(node),
    })),
    paid: getNodesByType(PAID_TYPE_NAME).map((node) => ({ ...(node as unknown as PaidNode), slug: fileName(node) })),
    hidden: (youtubeId) => hidden.has(youtubeId),
  });
}
