/**
 * What the build (plugins/corsi-thumbnails) and `npm run check:videos` share about asking a remote host for many
 * things: how many requests are open at once, and why one got no answer.
 */

/**
 * `work` on every item, at most `limit` at a time; the results keep the items' order. A worker takes the next item as
 * soon as its last one is done, so one slow answer holds up one worker, not a whole batch.
 */
export async function mapLimited<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  code?: unknown;
}

/** Duck-typed, not instanceof: fetch's errors can come from another realm (a Jest sandbox, for one). */
const asErrorLike = (value: unknown): ErrorLike | undefined =>
  typeof value === "object" && value !== null ? (value as ErrorLike) : undefined;

/** Why a request got no answer, in a few words: "ECONNREFUSED", "ENOTFOUND", "timed out after 10 s". */
export function requestFailure(error: unknown, timeoutMs: number): string {
  const err = asErrorLike(error);
  if (!err) return String(error);
  if (err.name === "TimeoutError") return `timed out after ${timeoutMs / 1000} s`;
  // Node's fetch throws a bare "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND…) is in its cause.
  const cause = asErrorLike(err.cause);
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return typeof err.message === "string" ? err.message : String(error);
}
