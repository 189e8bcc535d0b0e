import { hashOf } from "../shared/digest";

/** A Gatsby node as the keys read it: its content's digest, and the field that joins it to a video or a course. */
export interface DigestedNode {
  readonly internal: { readonly contentDigest: string };
  readonly [field: string]: unknown;
}

/** A topic's node: its digest covers its file's entries (titles, order, each video's fields). */
export interface KeyedTopic extends DigestedNode {
  readonly id: string;
  readonly videos?: readonly { readonly youtubeId: string; readonly playlistId?: string | null }[] | null;
}

/** The digests of the nodes that carry each value of `field` (a video's facts and thumbnail by its youtubeId, …). */
export function digestsBy(nodes: Iterable<DigestedNode>, field: string): Map<string, string> {
  const digests = new Map<string, string>();
  for (const node of nodes) {
    const value = node[field];
    if (typeof value !== "string") continue;
    const before = digests.get(value);
    digests.set(value, before === undefined ? node.internal.contentDigest : `${before} ${node.internal.contentDigest}`);
  }
  return digests;
}

/**
 * Each topic's key: what its part of /Saved's catalog is made from. That is its own node, the nodes joined to its
 * videos (by youtubeId: what YouTube says of each and its thumbnail; by playlistId: its course's lessons), and what every
 * topic shares (`shared`: the words of data/pages.yaml, the query, the build's code). A topic whose key is the last
 * build's has the same part as then.
 */
export function topicKeys(
  topics: Iterable<KeyedTopic>,
  byYoutubeId: ReadonlyMap<string, string>,
  byPlaylistId: ReadonlyMap<string, string>,
  shared: string,
): Map<string, string> {
  const keys = new Map<string, string>();
  for (const topic of topics) {
    const videos = (topic.videos ?? []).map(
      ({ youtubeId, playlistId }) =>
        `${youtubeId}:${byYoutubeId.get(youtubeId) ?? ""}:${playlistId ? (byPlaylistId.get(playlistId) ?? "") : ""}`,
    );
    keys.set(topic.id, hashOf([shared, topic.id, topic.internal.contentDigest, ...videos]));
  }
  return keys;
}
