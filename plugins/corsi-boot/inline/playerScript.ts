import {
  type Dataset,
  PLAYER_FRAME_CLASS,
  PLAYER_POSTER_CLASS,
  PLAYER_STARTED_EVENT,
  type PosterData,
} from "../../../src/components/controlNames";
import { PLAYER_SCRIPT_PATH } from "../../../src/hostedFiles";

export interface PlayerScriptOptions {
  /** The poster's button; its data-embed is the player's address, data-title the player's title (or its card's h3). */
  readonly posterSelector: string;
  readonly allow: string;
  readonly referrerPolicy: ReferrerPolicy;
  /** The iframe's class, by which the player module knows the players Corsi made. */
  readonly frameClass: string;
  /** The player module's address (plugins/corsi-boot/scriptBundles.ts), loaded at the first Play; "" for none. */
  readonly script: string;
  /** Dispatched on the window once a player is made, for the module to speak to it. */
  readonly startedEvent: string;
}

export const PLAYER_OPTIONS: PlayerScriptOptions = {
  // The button: a paid course's drawn poster has the poster's look but plays nothing.
  posterSelector: `button.${PLAYER_POSTER_CLASS}`,
  // What the player asks YouTube's embed code for, less the sensors the site's Permissions-Policy denies anyway.
  allow: "autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share",
  referrerPolicy: "strict-origin-when-cross-origin",
  frameClass: PLAYER_FRAME_CLASS,
  script: PLAYER_SCRIPT_PATH,
  startedEvent: PLAYER_STARTED_EVENT,
};

/**
 * Plays a video from the first paint, with or without the app, the way lite-youtube-embed does: one listener swaps
 * the pressed poster for the youtube-nocookie iframe and moves focus to it, so keyboard users land in the player they
 * asked for. React does not own the poster's inside (src/player/VideoPlayer.tsx), so the app's start keeps the
 * playing iframe: one iframe, no reload. The player is asked to report to the page (`enablejsapi=1`, added here so no
 * page's HTML carries it on every card), and the first Play loads the player module (src/player/), which keeps the
 * learner's place; without it, or if the player never answers, Play works exactly the same. Offline, Play says that a
 * video needs a connection (docs/decisions/0037-the-app-at-hand-offline.md).
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function playerScript({
  posterSelector,
  allow,
  referrerPolicy,
  frameClass,
  script,
  startedEvent,
}: PlayerScriptOptions): void {
  addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const poster = target instanceof Element ? target.closest<HTMLElement>(posterSelector) : null;
      if (!poster) return;
      event.stopPropagation(); // see the listener's last argument
      const frame = document.createElement("iframe");
      const embed = (poster.dataset as Dataset<PosterData>).embed || "";
      frame.src = embed + (embed.indexOf("?") < 0 ? "?" : "&") + "enablejsapi=1";
      frame.className = frameClass;
      // A card's poster leaves its title to the card's heading (VideoPlayer's titledByCard).
      const card = poster.closest("article");
      const heading = card ? card.querySelector("h3") : null;
      frame.title = (poster.dataset as Dataset<PosterData>).title || (heading && heading.textContent) || "";
      frame.setAttribute("allow", allow);
      frame.setAttribute("referrerpolicy", referrerPolicy);
      frame.setAttribute("allowfullscreen", "");
      poster.replaceWith(frame);
      frame.focus();
      if (script && !document.querySelector('script[src="' + script + '"]')) {
        const module = document.createElement("script");
        module.src = script;
        document.head.appendChild(module);
      }
      dispatchEvent(new Event(startedEvent));
    },
    // Capture phase on the window: this runs before React's listener on its root, and a press handled here stops here.
    // React has no handler for these controls, and a click React sees while still hydrating makes it finish hydrating
    // in that same task, which would hold the press's effect back.
    true,
  );
}
