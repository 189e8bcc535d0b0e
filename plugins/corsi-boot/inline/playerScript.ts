import { type Dataset, PLAYER_POSTER_CLASS, type PosterData } from "../../../src/components/controlNames";

export interface PlayerScriptOptions {
  /** The poster's button; its data-embed is the player's address, data-title the player's title. */
  readonly posterSelector: string;
  readonly allow: string;
  readonly referrerPolicy: ReferrerPolicy;
}

export const PLAYER_OPTIONS: PlayerScriptOptions = {
  // The button: a paid course's drawn poster has the poster's look but plays nothing.
  posterSelector: `button.${PLAYER_POSTER_CLASS}`,
  // What the player asks YouTube's embed code for, less the sensors the site's Permissions-Policy denies anyway.
  allow: "autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share",
  referrerPolicy: "strict-origin-when-cross-origin",
};

/**
 * Plays a video from the first paint, with or without the app, the way lite-youtube-embed does: one listener swaps
 * the pressed poster for the youtube-nocookie iframe and moves focus to it, so keyboard users land in the player they
 * asked for. React does not own the poster's inside (src/components/VideoPlayer.tsx), so the app's start keeps the
 * playing iframe: one iframe, no reload.
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function playerScript({ posterSelector, allow, referrerPolicy }: PlayerScriptOptions): void {
  addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const poster = target instanceof Element ? target.closest<HTMLElement>(posterSelector) : null;
      if (!poster) return;
      event.stopPropagation(); // see the listener's last argument
      const frame = document.createElement("iframe");
      frame.src = (poster.dataset as Dataset<PosterData>).embed || "";
      frame.title = (poster.dataset as Dataset<PosterData>).title || "";
      frame.setAttribute("allow", allow);
      frame.setAttribute("referrerpolicy", referrerPolicy);
      frame.setAttribute("allowfullscreen", "");
      poster.replaceWith(frame);
      frame.focus();
    },
    // Capture phase on the window: this runs before React's listener on its root, and a press handled here stops here.
    // React has no handler for these controls, and a click React sees while still hydrating makes it finish hydrating
    // in that same task, which would hold the press's effect back.
    true,
  );
}
