/**
 * One thing wrong with the content, phrased so the owner can find and fix it:
 *   data/topics/back-end-development.yaml: videos[0].youtubeId: expected …, found "…" (in "PHP crash course", line 5)
 */
export interface ContentProblem {
  file: string;
  path: string;
  message: string;
  line?: number;
}

/** Where in a file: steps[1].courses[0].video. */
export function formatPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment, i) => (typeof segment === "number" ? `[${segment}]` : `${i === 0 ? "" : "."}${String(segment)}`))
    .join("");
}
