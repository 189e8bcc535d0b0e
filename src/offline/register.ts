/**
 * The offline worker's address, written in at build (plugins/corsi-boot: the modules' bundles and the app's), or ""
 * where it is withdrawn (plugins/corsi-boot/offlineSwitch.ts) and under `gatsby develop`.
 */
declare const CORSI_OFFLINE_WORKER: string;

/**
 * Registers the offline worker (./worker.ts) once the page has loaded. Called by what a learner starts: the player's
 * and the notes' modules, the catalog tools and /Saved's app, so the head script, on every page, carries none of it
 * (docs/decisions/0037-the-app-at-hand-offline.md), and a visitor who only reads installs nothing. No page needs it.
 */
export function registerOfflineWorker(): void {
  const worker = typeof CORSI_OFFLINE_WORKER === "string" ? CORSI_OFFLINE_WORKER : "";
  const workers = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  if (!worker || !workers) return;
  const register = () => void workers.register(worker).catch(() => undefined);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
