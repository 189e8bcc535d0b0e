import { Component, createElement, startTransition, type ReactElement, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
// The site's stylesheet, which Gatsby inlines into every page's head. Imported here, not from a gatsby-browser.ts of
// the site's own: each file of that name is one more entry in the plugin list every page's app carries.
import "../../src/styles/main.scss";
import { registerOfflineWorker } from "../../src/offline/register";

/**
 * Gatsby's own hydration, as a transition, of the app inside KeepPage (below): the last step of the app's start
 * (inline/appLoader.ts runs Gatsby's scripts, which call this). Returns the cleanup Gatsby's development server calls
 * to remove its loading indicator. (Typed by hand: GatsbyBrowser still declares React 17's render signature for this API.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  page = container;
  kept = Array.from(container.childNodes);
  const app = createElement(KeepPage, null, element);
  let root: Root;
  // The development server's pages arrive empty (a production build leaves this branch out).
  if (process.env.NODE_ENV === "development" && !container.hasChildNodes()) {
    root = createRoot(container);
    root.render(app);
  } else {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page; a click meanwhile makes React finish hydrating at once and then handle it. A render that fails
    // while hydrating is tried once more without the server's nodes, then reaches KeepPage: React's report of the
    // first try goes to the console too, not to the window's error event.
    startTransition(() => {
      root = hydrateRoot(container, app, { onRecoverableError: console.error });
    });
  }
  return () => root.unmount();
};

/** /Saved's app registers the offline worker, as the modules a learner starts do (src/offline/register.ts). */
export const onClientEntry = () => registerOfflineWorker();

/**
 * The development server renders each page with Gatsby's app and writes no catalog tools' bundle (a production build
 * does, scriptBundles.ts): there, search and the filters start once each page has rendered. A production build
 * leaves this out (NODE_ENV is known when it compiles), so /Saved's app carries none of it.
 */
export const onRouteUpdate =
  process.env.NODE_ENV === "development"
    ? () => void import("../../src/catalogTools/start").then(({ startCatalogTools }) => startCatalogTools())
    : undefined;

/** The element Gatsby renders the app into, and its nodes as the server sent them (the nodes hydration then adopts). */
let page: Element;
let kept: ChildNode[] = [];

/**
 * The app only adds to what the HTML shows (docs/decisions/0016-no-address-takes-a-page-away.md). An error
 * that reaches the root would make React remove everything it rendered, the server's HTML included, and leave a blank
 * page (an error boundary deeper down, such as the router's, has removed it already by then). This one, around the
 * whole app, renders nothing once an error reaches it and puts the page's own nodes back, as they were when removed:
 * what the visitor saw stays, with what the head script had done to it, and its controls still answer (they listen on
 * the window). React logs the error to the console; nothing else happens; links then load the page they name.
 */
class KeepPage extends Component<{ children: ReactNode }> {
  static getDerivedStateFromError() {
    return {};
  }

  componentDidCatch() {
    page.replaceChildren(...kept);
  }

  render() {
    // React leaves the state of a class without one null, until getDerivedStateFromError gives it one: the error's.
    return this.state ? null : this.props.children;
  }
}
