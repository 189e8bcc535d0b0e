import { PLAYER_POSTER_CLASS } from "../../../src/components/controlNames";
import { SEARCH_ATTRIBUTE } from "../../../src/catalogTools/markup";
import { KEPT_NOTICE_SELECTOR } from "../../../src/offline/keptCopy";

export interface KeptPageOptions {
  /** The players' posters, and the kept copy's notice, whose data-play says why Play needs a connection. */
  readonly posterSelector: string;
  readonly noticeSelector: string;
  /** The search boxes, each saying in data-unavailable that search needs a connection. */
  readonly searchSelector: string;
}

export const KEPT_PAGE_OPTIONS: KeptPageOptions = {
  posterSelector: `button.${PLAYER_POSTER_CLASS}`,
  noticeSelector: KEPT_NOTICE_SELECTOR,
  searchSelector: `[${SEARCH_ATTRIBUTE}]`,
};

/**
 * What a kept copy runs before the head script (the worker writes it into the page it serves offline, with its hash
 * in the page's policy: src/offline/worker.ts), so no page carries it online. Play leaves the poster and says, over it,
 * that a video needs a connection, instead of opening a player the browser would fill with its error page (its
 * listener comes first and stops the head script's); each search box, whose code and index are not kept, is replaced by
 * its word that search needs a connection.
 * Serialised into the worker (plugins/corsi-boot/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function keptPageScript({ posterSelector, noticeSelector, searchSelector }: KeptPageOptions): void {
  addEventListener(
    "click",
    (event) => {
      const poster = event.target instanceof Element ? event.target.closest(posterSelector) : null;
      const notice = document.querySelector<HTMLElement>(noticeSelector);
      const box = poster && poster.parentElement;
      if (!box || !notice) return;
      event.stopImmediatePropagation();
      if (box.querySelector("[role=status]")) return;
      const said = document.createElement("p");
      said.setAttribute("role", "status");
      said.style.cssText =
        "position:absolute;top:auto;bottom:0;height:auto;margin:0;padding:.5rem .75rem;" +
        "background:rgba(0,0,0,.8);color:#fff;font-size:.875rem;pointer-events:none";
      said.textContent = notice.dataset.play || "";
      box.appendChild(said);
    },
    true,
  );
  addEventListener("DOMContentLoaded", () =>
    document.querySelectorAll<HTMLElement>(searchSelector).forEach((box) => {
      const said = document.createElement("p");
      said.setAttribute("role", "status");
      said.className = "small";
      said.textContent = box.dataset.unavailable || "";
      box.before(said);
      box.style.display = "none";
    }),
  );
}
