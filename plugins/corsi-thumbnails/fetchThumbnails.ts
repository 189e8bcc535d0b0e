import { rm, writeFile } from "node:fs/promises";
import type { Reporter } from "gatsby";
import { mapLimited } from "../shared/requests";
import type { CroppedCache } from "./croppedCache";
import { md5, thumbnailOf } from "./pictures";
import { needsFetch, plannedFetches, thumbnailsPerBuild } from "./thumbnails";

/** The first request decides whether the host can be reached at all: offline, this is all a build waits. */
const PROBE_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 15000;
export const PARALLEL_REQUESTS = 8;

/** What the fetching left to say of the videos it did not fetch. */
export interface FetchOutcome {
  /** Whether the host answered the first request. */
  reachable: boolean;
  /** Videos the host did not answer for, once it was known to be reachable (a timeout, a dropped connection). */
  unanswered: Map<string, string>;
}

/**
 * The thumbnails this build fetches (at most thumbnailsPerBuild() new ones, the first listed first), each cropped
 * picture and answer kept in the cache; a warning says when the host cannot be reached and when some are left for a
 * later build.
 */
export async function fetchThumbnails(
  videos: readonly { youtubeId: string }[],
  { cache, origin, now, reporter }: { cache: CroppedCache; origin: string; now: number; reporter: Reporter },
): Promise<FetchOutcome> {
  const { known, kept } = cache;
  const limit = thumbnailsPerBuild();
  const plan = plannedFetches(videos, {
    isDue: ({ youtubeId }) =>
      needsFetch(known[youtubeId], { origin, now, youtubeId, pictureCached: kept.has(youtubeId) }),
    hasPicture: ({ youtubeId }) => kept.has(youtubeId),
    limit,
  });
  let reachable = true;
  const unanswered = new Map<string, string>();
  const fetchOne = async ({ youtubeId }: { youtubeId: string }, timeoutMs: number) => {
    if (!reachable) return;
    const outcome = await thumbnailOf(origin, youtubeId, timeoutMs);
    if ("bytes" in outcome) {
      await writeFile(cache.pathOf(youtubeId), outcome.bytes);
      kept.add(youtubeId);
      known[youtubeId] = { origin, checkedAt: now, found: true, name: outcome.name, digest: md5(outcome.bytes) };
    } else if ("reason" in outcome) {
      // The host says it has none (now): a picture an earlier build cached is dropped, as a build from clean would.
      await rm(cache.pathOf(youtubeId), { force: true });
      kept.delete(youtubeId);
      known[youtubeId] = { origin, checkedAt: now, found: false, reason: outcome.reason };
    }
    // No answer at all: whatever the cache knew stays as it was, to be asked again next time.
    else unanswered.set(youtubeId, outcome.unreachable);
    return outcome;
  };

  // The first request alone, with a short timeout: when the host cannot be reached, one line says so, and the build
  // waits no longer than that one request.
  const [first, ...rest] = plan.now;
  if (first) {
    const outcome = await fetchOne(first, PROBE_TIMEOUT_MS);
    if (outcome && "unreachable" in outcome) {
      reachable = false;
      unanswered.clear();
      const withoutPicture = videos.filter(({ youtubeId }) => !kept.has(youtubeId)).length;
      reporter.warn(
        `Thumbnails: ${origin} cannot be reached (${outcome.unreachable}); ${withoutPicture} video cards keep their drawn posters.`,
      );
    }
  }
  await mapLimited(rest, PARALLEL_REQUESTS, (video) => fetchOne(video, REQUEST_TIMEOUT_MS));
  if (reachable && plan.waiting > 0)
    reporter.warn(
      `Thumbnails: ${plan.now.length} fetched by this build (at most ${limit} per build); ` +
        `${plan.waiting} still to come, their cards keep their drawn posters until a later build fills them in.`,
    );
  return { reachable, unanswered };
}
