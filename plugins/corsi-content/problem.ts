import { plural } from "../shared/plural";

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

/** A problem on one line, for the owner: the file, the path in it, the message and the line. */
export function formatProblem({ file, path: where, message, line }: ContentProblem): string {
  return `data/${file}: ${where ? `${where}: ` : ""}${message}${line ? ` (line ${line})` : ""}`;
}

/** The warnings, one a line, each naming its file: printed by the build and by check:content, not stopping either. */
export function warningsReport(warnings: ContentProblem[]): string {
  return [
    `The content in data/ has ${plural(warnings.length, "warning")}:`,
    ...warnings.map((w) => `  - ${formatProblem(w)}`),
  ].join("\n");
}

export function contentReport(problems: ContentProblem[]): string {
  return [
    `The content in data/ has ${plural(problems.length, "problem")}; nothing was built:`,
    ...problems.map((p) => `  - ${formatProblem(p)}`),
  ].join("\n");
}
