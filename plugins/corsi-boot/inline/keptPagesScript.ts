import { KEPT_AT_HEADER } from "../../../src/offline/keptCopy";
import { KEPT_PAGES_LIST_CLASS } from "../../../src/offline/keptPages";
import { KEPT_CACHES } from "../../../src/offline/rules";
import { ROUTES } from "../../../src/siteManifest";

export interface KeptPagesOptions {
  /** The offline page's list of kept pages; its data-edition is the edition's prefix ("" or "/ar"). */
  readonly listSelector: string;
  /** The worker's cache of pages, and the header that says when each was kept. */
  readonly cache: string;
  readonly keptAtHeader: string;
  /** The addresses listed, in the original edition: a topic's pages and a path's page. */
  readonly listed: string;
  readonly most: number;
}

export const KEPT_PAGES_OPTIONS: KeptPagesOptions = {
  listSelector: `.${KEPT_PAGES_LIST_CLASS}`,
  cache: KEPT_CACHES.page,
  keptAtHeader: KEPT_AT_HEADER,
  listed: `^(${ROUTES.free.path}/[^/]+(/\\d+)?|${ROUTES.paths.path}/[^/]+)$`,
  most: 40,
};

/**
 * The offline page's list of what this device kept (src/pages/Offline.tsx): the topics' and paths' pages of its edition
 * that the offline worker holds, the last kept first, each by its own heading. Read from the worker's cache, which a
 * page may read as well; without it (no worker, nothing kept) the list stays hidden.
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function keptPagesScript({ listSelector, cache, keptAtHeader, listed, most }: KeptPagesOptions): void {
  const keptAt = (response: Response | undefined) => Number(response ? response.headers.get(keptAtHeader) : 0);
  const draw = (list: HTMLElement) => {
    const edition = list.dataset.edition || "";
    const wanted = new RegExp(listed);
    const holder = list.closest<HTMLElement>("section") || list;
    caches
      .open(cache)
      .then((kept) =>
        kept.keys().then((requests) =>
          Promise.all(
            requests
              .filter((request) => {
                const path = decodeURI(new URL(request.url).pathname);
                return path.indexOf(edition + "/") === 0 && wanted.test(path.slice(edition.length));
              })
              .map((request) => kept.match(request).then((response) => ({ url: request.url, response }))),
          ),
        ),
      )
      .then((found) =>
        Promise.all(
          found
            .sort((a, b) => keptAt(b.response) - keptAt(a.response))
            .slice(0, most)
            .map(({ url, response }) =>
              (response ? response.text() : Promise.resolve("")).then((html) => {
                const heading = new DOMParser().parseFromString(html, "text/html").querySelector("h1");
                return { url, title: heading ? (heading.textContent || "").trim() : "" };
              }),
            ),
        ),
      )
      .then((pages) => {
        const items = pages
          .filter((page) => page.title)
          .map((page) => {
            const item = document.createElement("li");
            const link = document.createElement("a");
            link.href = new URL(page.url).pathname;
            link.textContent = page.title;
            item.appendChild(link);
            return item;
          });
        list.replaceChildren(...items);
        holder.hidden = items.length === 0;
      })
      .catch(() => undefined);
  };
  const start = () => {
    const list = document.querySelector<HTMLElement>(listSelector);
    if (list && typeof caches !== "undefined") draw(list);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
}
