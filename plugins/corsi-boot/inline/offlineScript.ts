import { WORKER_PATH } from "../../../src/hostedFiles";
import { offlineWorkerOn } from "../offlineSwitch";

export interface OfflineScriptOptions {
  /** The offline worker's address (src/offline/worker.ts); "" when it is withdrawn (offlineWorker.ts). */
  readonly worker: string;
}

export const OFFLINE_OPTIONS: OfflineScriptOptions = { worker: offlineWorkerOn() ? WORKER_PATH : "" };

/**
 * Registers the offline worker once the page has loaded, so nothing of it competes with the page; no page needs it to
 * work, and a browser without workers (or with them blocked) simply has none. The first page of a visit is loaded before
 * the worker exists, so once the worker is ready the page tells it what it loaded, which it keeps as it would have.
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function offlineScript({ worker }: OfflineScriptOptions): void {
  const container = navigator.serviceWorker;
  if (!worker || !container) return;
  addEventListener("load", () => {
    const first = !container.controller;
    container
      .register(worker)
      .then(() => container.ready)
      .then((registration) => {
        if (first && registration.active)
          registration.active.postMessage({
            page: location.href,
            files: performance.getEntriesByType("resource").map((entry) => entry.name),
          });
      })
      .catch(() => undefined);
  });
}
