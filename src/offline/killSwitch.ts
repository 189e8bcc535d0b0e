/**
 * The offline worker withdrawn (plugins/corsi-boot/offlineWorker.ts, CORSI_OFFLINE_WORKER=off): written at the worker's
 * address, which every browser that has the worker checks at its next visit. It takes over at once, deletes every cache
 * the site's worker made (what the learner opened, the offline pages), and unregisters itself; the pages open from the
 * network as before, and nothing is reloaded under the learner. The learner's list and notes are not in these caches.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  readonly registration: { unregister(): Promise<boolean> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener("install", () => void scope.skipWaiting());
scope.addEventListener("activate", (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => scope.registration.unregister()),
  ),
);
