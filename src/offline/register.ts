/**
 * The offline worker's address, written in at build (plugins/corsi-boot: the modules' bundles and the app's), or ""
 * where it is withdrawn (plugins/corsi-boot/offlineSwitch.ts) and under `gatsby develop`.
 */
declare const CORSI_OFFLINE_WORKER: string;

/**
 * How long after the page has loaded the worker is registered, at the browser's next idle moment: its start (its
 * script compiled, the offline pages fetched) then never competes with the page's own, /Saved's app above all
 * (Lighthouse's blocking time on /ar/Saved went from 169 to 577 ms when it was registered as the app started).
 */
export const REGISTER_AFTER_LOAD_MS = 3000;

/**
 * Registers the offline worker (./worker.ts) a while after the page has loaded. Called by what a learner starts: the
 * player's and the notes' modules, the catalog tools and /Saved's app, so the head script, on every page, carries none
 * of it (docs/decisions/0037-the-app-at-hand-offline.md), and a visitor who only reads installs nothing. No page needs
 * it.
 */
export function registerOfflineWorker(): void {
  const worker = typeof CORSI_OFFLINE_WORKER === "string" ? CORSI_OFFLINE_WORKER : "";
  const workers = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  if (!worker || !workers) return;
  const register = () => void workers.register(worker).catch(() => undefined);
  const whenIdle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(register, { timeout: 2000 }) : register();
  const later = () => setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}
