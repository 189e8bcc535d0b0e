/**
 * The offline worker's off-switch (docs/hosting.md, "Withdrawing the offline worker"): with CORSI_OFFLINE_WORKER=off in
 * the build's environment, the build writes a worker that clears every cache the site's worker made and unregisters
 * itself (src/offline/killSwitch.ts) at the address the browsers check, and nothing registers a worker any more.
 */
export const OFFLINE_WORKER_ENV = "CORSI_OFFLINE_WORKER";

export function offlineWorkerOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[OFFLINE_WORKER_ENV]?.trim().toLowerCase() !== "off";
}
