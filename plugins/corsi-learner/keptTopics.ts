import type { GatsbyCache } from "gatsby";

/** The cache entry that holds one topic's part of /Saved's catalog, with the key it was made under. */
export const topicEntry = (id: string) => `topic ${id}`;

/** The topics whose parts the cache holds, as the last build left them. */
const KEPT_TOPICS = "kept topics";

/**
 * Removes from the cache the parts of topics the catalog no longer has, and records the ones it has now: without it, a
 * deleted topic's part would stay in the cache, and in the host's copy of it, for ever. Returns how many were removed.
 */
export async function forgetRemovedTopics(
  cache: Pick<GatsbyCache, "get" | "set" | "del">,
  ids: readonly string[],
): Promise<number> {
  const kept = ((await cache.get(KEPT_TOPICS)) as string[] | undefined) ?? [];
  const present = new Set(ids);
  const removed = kept.filter((id) => !present.has(id));
  for (const id of removed) await cache.del(topicEntry(id));
  await cache.set(KEPT_TOPICS, [...ids]);
  return removed.length;
}
