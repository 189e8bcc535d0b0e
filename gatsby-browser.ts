import type { GatsbyBrowser } from "gatsby";
import type { ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HYDRATING_EVENT, REPLAY_ATTRIBUTE } from "./src/boot/appLoader";
import "./src/styles/main.scss";

/**
 * Gatsby's own hydration, announced first, so the loader stops remembering clicks once React can see them.
 * Returns the cleanup Gatsby's development server calls to remove its loading indicator.
 * (Typed by hand: GatsbyBrowser still declares React 17's render signature for this API.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  window.dispatchEvent(new Event(HYDRATING_EVENT));
  const hydrate = container.hasChildNodes();
  const root = hydrate ? hydrateRoot(container, element) : createRoot(container);
  if (!hydrate) root.render(element);
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
