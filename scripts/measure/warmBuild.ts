import { gatsbyBuild } from "../lib/gatsbyBuild";

/** A build on a kept cache: its time, its load, and Gatsby's own timings of its phases. */
export interface WarmRun {
  seconds: number;
  load: [number, number];
  phases: Record<string, string>;
  /** The feeds the build rewrote (their files in public/), where it was measured. */
  feedsWritten?: string[];
}

/** Gatsby's own timings of a build's phases, from its log ("success createPages - 3.812s", "… - 24/24 28.21/s"). */
export function buildPhases(log: string): Record<string, string> {
  // eslint-disable-next-line no-control-regex
  const plain = log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\n(?!success|info|warn|error|ERROR)/g, " ");
  const phases: Record<string, string> = {};
  for (const [, name, seconds, count] of plain.matchAll(/^success (.+?) - ([\d.]+)s(?: - (\d+\/\d+))?/gm))
    phases[name.trim()] = `${Number(seconds).toFixed(1)}${count ? ` (${count})` : ""}`;
  const bootstrap = /^info bootstrap finished - ([\d.]+)s/m.exec(plain);
  if (bootstrap) phases.bootstrap = Number(bootstrap[1]).toFixed(1);
  const done = /^info Done building in ([\d.]+) sec/m.exec(plain);
  if (done) phases.total = Number(done[1]).toFixed(1);
  return phases;
}

/** The warm build's phases printed, in their order in the build. */
export const WARM_PHASES = [
  "onPreBootstrap",
  "source and transform nodes",
  "createPages",
  "extract queries from components",
  "bootstrap",
  "Building production JavaScript and CSS bundles",
  "Building HTML renderer",
  // Only where queries run in Gatsby's workers (more than two cores, plugins/corsi-build-tuning/queryProcess.ts): in its main
  // process, Gatsby logs no line for them.
  "run queries in workers",
  "Building static HTML for pages",
  "onPostBuild",
  "total",
];

/** A build on the kept cache: its time, load, and Gatsby's phases from its log. */
export async function warmBuild(dir: string, env: NodeJS.ProcessEnv, logName: string): Promise<WarmRun> {
  const { seconds, load, log } = await gatsbyBuild(dir, env, logName);
  return { seconds, load, phases: buildPhases(log) };
}
