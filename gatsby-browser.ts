import type { GatsbyBrowser } from "gatsby";
import type { ReactElement } from "react";
import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { HYDRATING_EVENT, REPLAY_ATTRIBUTE } from "./src/boot/appLoader";
import "./src/styles/main.scss";

/**
 * Gatsby's own hydration, announced first, so the loader stops remembering clicks once React can see them.
 * Returns the cleanup Gatsby's development server calls to remove its loading indicator.
 * (Typed by hand: GatsbyBrowser still declares React 17's render signature for this API.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  window.dispatchEvent(new Event(HYDRATING_EVENT));
  let root: Root;
  if (container.hasChildNodes()) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page; a click meanwhile makes React finish hydrating at once and then handle it.
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  } else {
    root = createRoot(container);
    root.render(element);
  }
  return () => root.unmount();
};

/** A button pressed while the app was still loading gets the press it was waiting for. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const pressed = document.querySelector<HTMLElement>(`[${REPLAY_ATTRIBUTE}]`);
  if (!pressed) return;
  const times = Number(pressed.getAttribute(REPLAY_ATTRIBUTE)) || 1;
  pressed.removeAttribute(REPLAY_ATTRIBUTE);
  for (let press = 0; press < times; press += 1) pressed.click();
};
