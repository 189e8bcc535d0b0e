import { availableParallelism } from "node:os";

/**
 * Where a build runs its page queries. Gatsby gives a build one worker per core but one (so one worker on two cores),
 * runs the queries in its worker pool, then restarts the pool before it renders the pages. On two cores that is one
 * worker doing what the main process, which already holds every node, could do, and a restart the HTML step waits
 * for. Told there is one core (its own GATSBY_CPU_COUNT), Gatsby runs the queries in the main process and renders in
 * the worker it started at the beginning; everything else it sizes by the count (its image and minifier workers)
 * stays at one, as it is on two cores. In a kept 20,000-video copy, warm builds after one added video took 12.2–13.7 s
 * (Gatsby's own total) this way, 15.0–17.4 s in the worker (docs/incremental-builds.md, item 16). With more cores,
 * several workers share a cold build's queries, and this leaves the count alone, as it does one the host has set.
 */
export function queriesInMainProcess(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): void {
  if (env.GATSBY_CPU_COUNT === undefined && cores <= 2) env.GATSBY_CPU_COUNT = "1";
}
