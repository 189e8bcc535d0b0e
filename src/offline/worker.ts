import { precache, matchPrecache, cleanupOutdatedCaches } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, type Strategy } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import { DEFAULT_LOCALE, localeOfPath, SAVED_CATALOG_PATH, type Locale } from "../siteManifest";
import { NOTES_SCRIPT_PATH, PLAYER_SCRIPT_PATH } from "../hostedFiles";
import { entriesOverLimit, type KeptEntry } from "./limit";
import { KEPT_AT_HEADER, KEPT_BYTES_HEADER, withKeptNotice, withScriptAllowed } from "./keptCopy";
import { KEPT_CACHES, keepingOf, type KeptKind } from "./rules";

/**
 * The offline worker (docs/decisions/0037-the-app-at-hand-offline.md): it keeps what the learner opened, so the
 * installed app opens without a connection, and never answers from what it kept while the network answers. Workbox's
 * routing, strategies and precaching, bundled into this one file at build (plugins/corsi-boot/scriptBundles.ts).
 * Which request is kept how is rules.ts's; how much, limit.ts's.
 */

/** The offline page of each edition and its revision, written in at build once the pages exist. */
declare const CORSI_OFFLINE_PAGES: Record<Locale, { url: string; revision: string }>;
/** What a kept page says, by edition, from data/site.yaml's `offline`: "You are offline: … as it was on {day}." */
declare const CORSI_OFFLINE_TEXTS: Record<Locale, { kept: string; play: string }>;
/** The kept page's script (plugins/corsi-boot/inline/keptPageScript.ts) and its hash, for the kept page's policy. */
declare const CORSI_KEPT_PAGE_SCRIPT: { script: string; hash: string };

/** The parts of the worker's global scope used here (the project's types are the page's, not a worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly { url: string }[]>;
  };
  readonly location: Location;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

const stamped = async (response: Response): Promise<Response> => {
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  headers.set(KEPT_BYTES_HEADER, String(body.size));
  // A new response, which also drops `redirected`: a browser refuses a redirected response for a page's request.
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
};

/** Trims what is kept to its limits after each change, one pass at a time, and no second pass waiting behind it. */
let trimming: Promise<void> = Promise.resolve();
let trimWaiting = false;
async function trim(): Promise<void> {
  const entries: KeptEntry[] = [];
  for (const kind of Object.keys(KEPT_CACHES) as KeptKind[]) {
    const cache = await caches.open(KEPT_CACHES[kind]);
    for (const request of await cache.keys()) {
      const headers = (await cache.match(request))?.headers;
      const at = Number(headers?.get(KEPT_AT_HEADER) ?? 0);
      entries.push({ kind, url: request.url, at, bytes: Number(headers?.get(KEPT_BYTES_HEADER) ?? 0) });
    }
  }
  for (const entry of entriesOverLimit(entries)) await (await caches.open(KEPT_CACHES[entry.kind])).delete(entry.url);
}
function trimSoon(): Promise<void> {
  if (trimWaiting) return trimming;
  trimWaiting = true;
  trimming = trimming.then(() => ((trimWaiting = false), trim())).catch(() => undefined);
  return trimming;
}

/** A kept page's address: its query (`?lang=ar`, a filter the page applies itself) does not change the HTML. */
const pageKey = (url: string) => {
  const address = new URL(url);
  return `${address.origin}${address.pathname}`;
};

const dayOf = (time: number, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", numberingSystem: "latn" }).format(new Date(time));

function keepingPlugin(kind: KeptKind): WorkboxPlugin {
  return {
    // Only complete answers are kept (not a 404, nor a host's error page).
    cacheWillUpdate: async ({ response }) => (response.status === 200 ? stamped(response) : null),
    cacheDidUpdate: () => trimSoon(),
    ...(kind === "page"
      ? {
          cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
          // Only read when the network has failed: the page says that it is the kept copy, and of which day.
          cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
            if (!cachedResponse) return null;
            const locale = localeOfPath(new URL(request.url).pathname);
            const keptAt = Number(cachedResponse.headers.get(KEPT_AT_HEADER) ?? Date.now());
            const day = new Date(keptAt).toISOString().slice(0, 10);
            const texts = CORSI_OFFLINE_TEXTS[locale];
            const { script, hash } = CORSI_KEPT_PAGE_SCRIPT;
            const notice = texts.kept.replace("{day}", dayOf(keptAt, locale));
            const html = withKeptNotice(await cachedResponse.text(), { day, notice, play: texts.play, script });
            const headers = new Headers(cachedResponse.headers);
            const policy = withScriptAllowed(headers.get("Content-Security-Policy"), hash);
            if (policy) headers.set("Content-Security-Policy", policy);
            return new Response(html, { status: 200, headers });
          },
        }
      : {}),
  };
}

const strategies: Record<KeptKind, Strategy> = {
  page: new NetworkFirst({ cacheName: KEPT_CACHES.page, plugins: [keepingPlugin("page")] }),
  fresh: new NetworkFirst({ cacheName: KEPT_CACHES.fresh, plugins: [keepingPlugin("fresh")] }),
  hashed: new CacheFirst({ cacheName: KEPT_CACHES.hashed, plugins: [keepingPlugin("hashed")] }),
  picture: new CacheFirst({ cacheName: KEPT_CACHES.picture, plugins: [keepingPlugin("picture")] }),
};

for (const kind of Object.keys(strategies) as KeptKind[])
  registerRoute(({ request }) => keepingOf(request, scope.location.origin) === kind, strategies[kind]);

/**
 * Without a connection: a page never opened gets the edition's offline page, at the address asked for. A file not kept
 * (one the page loaded before the worker existed, such as /Saved's page data) is answered from the browser's HTTP
 * cache if it has it there, never from the network.
 */
setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") {
    const cached = await fetch(request.url, { cache: "only-if-cached", mode: "same-origin" }).catch(() => undefined);
    return cached?.ok ? cached : Response.error();
  }
  const page = CORSI_OFFLINE_PAGES[localeOfPath(new URL(request.url).pathname)] ?? CORSI_OFFLINE_PAGES[DEFAULT_LOCALE];
  return (await matchPrecache(page.url)) ?? Response.error();
});

// Fetched ahead: the offline pages only. A new worker's activation drops the files an older one fetched ahead
// (workbox-precaching), and keeps what the learner opened, which each page's next visit refreshes.
precache(Object.values(CORSI_OFFLINE_PAGES));
cleanupOutdatedCaches();

// A new worker takes over as soon as it is installed, so the next page opened is served by it; no page is reloaded.
scope.addEventListener("install", () => void scope.skipWaiting());
scope.addEventListener("activate", (event) => event.waitUntil(scope.clients.claim().then(keepOpenPages)));

/**
 * The page that registers the worker was loaded before it existed: as it starts, the worker keeps each open page of the
 * site and, from the HTTP cache only, the files it loaded that the rules keep; what it loads later goes through the
 * worker.
 */
async function keep(url: string, mode: string): Promise<string> {
  const kind = keepingOf({ url, mode, method: "GET" }, scope.location.origin);
  if (kind === "none") return "";
  const key = kind === "page" ? pageKey(url) : url;
  const cache = await caches.open(KEPT_CACHES[kind]);
  const kept = await cache.match(key);
  if (kept) return kind === "page" ? kept.clone().text() : "";
  // A file is kept only as the HTTP cache has it: what the page loaded, never a download of its own.
  const options: RequestInit =
    kind === "page" ? { credentials: "same-origin" } : { cache: "only-if-cached", mode: "same-origin" };
  const response = await fetch(url, options).catch(() => undefined);
  if (response?.status !== 200) return "";
  const stored = await stamped(response);
  await cache.put(key, stored.clone());
  return kind === "page" ? stored.text() : "";
}

async function keepOpenPages(): Promise<void> {
  for (const client of await scope.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    const html = await keep(client.url, "navigate");
    // The files its HTML names, and those the head script or the app loads by their fixed addresses.
    const named = [
      ...[...html.matchAll(/\s(?:src|href)="(\/[^"]*)"/g)].map(([, address]) => address),
      PLAYER_SCRIPT_PATH,
      NOTES_SCRIPT_PATH,
      SAVED_CATALOG_PATH,
    ];
    for (const address of new Set(named)) await keep(new URL(address, client.url).href, "no-cors");
  }
  await trimSoon();
}
