import type { ReactElement } from "react";
import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import "./src/styles/main.scss";

/**
 * Gatsby's own hydration, as a transition. Returns the cleanup Gatsby's development server calls to remove its loading
 * indicator.
 * (Typed by hand: GatsbyBrowser still declares React 17's render signature for this API.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
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
