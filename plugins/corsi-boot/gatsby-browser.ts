import type { ReactElement } from "react";
import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
// The site's stylesheet, which Gatsby inlines into every page's head. Imported here, not from a gatsby-browser.ts of
// the site's own: each file of that name is one more entry in the plugin list every page's app carries.
import "../../src/styles/main.scss";

/**
 * Gatsby's own hydration, as a transition: the last step of the app's start (inline/appLoader.ts runs Gatsby's scripts,
 * which call this). Returns the cleanup Gatsby's development server calls to remove its loading indicator.
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
