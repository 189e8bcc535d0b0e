import { availableParallelism } from "node:os";

/**
 * Where a build runs its page queries. Gatsby gives a build one worker per core but one (so one worker on two cores),
 * runs the queries in its worker pool, then restarts the pool before it renders the pages. On two cores that is one
 * worker doing what the main process, which already holds every node, could do, and a restart the HTML step waits
 * for. Told there is one core (its own GATSBY_CPU_COUNT), Gatsby runs the queries in the main process and renders in
 * the worker it started at the beginning; everything else it sizes by the count (its image and minifier workers)
 * stays at one, as it is on two cores. What it saves a warm build is measured in docs/incremental-builds.md, item 16
 * (docs/performance.md sums it up). With more cores, several workers share a cold build's queries, and this leaves the
 * count alone, as it does one the host has set.
 */
export function queriesInMainProcess(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): void {
  if (env.GATSBY_CPU_COUNT === undefined && cores <= 2) env.GATSBY_CPU_COUNT = "1";
}
