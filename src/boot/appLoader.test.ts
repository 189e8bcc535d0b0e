import { runInlineScript } from "../inline/testing";
import { APP_LOADER_OPTIONS, APP_SCRIPTS_ID, appLoader } from "./appLoader";

describe("the loader in a page", () => {
  const added = () =>
    [...document.body.querySelectorAll<HTMLScriptElement>(":scope > script")].map(
      (s) => s.getAttribute("src") ?? s.text,
    );
  let removeListeners: () => void;

  beforeEach(() => {
    document.body.innerHTML =
      `<template id="${APP_SCRIPTS_ID}"><script id="gatsby-chunk-mapping">window.map = 1;</script>` +
      '<script src="/framework-2.js" async></script><script src="/app-3.js" async></script></template>';
    removeListeners = runInlineScript(appLoader, APP_LOADER_OPTIONS);
  });
  afterEach(() => removeListeners());

  const EXPECTED = ["window.map = 1;", "/framework-2.js", "/app-3.js"];

  it("runs no script before the page has loaded, nor before the browser is idle after that", () => {
    jest.useFakeTimers();
    try {
      expect(added()).toEqual([]);
      window.dispatchEvent(new Event("load"));
      expect(added()).toEqual([]);
      jest.runAllTimers();
      expect(added()).toEqual(EXPECTED);
      // Files in order, not whichever arrives first.
      const files = [...document.body.querySelectorAll<HTMLScriptElement>(":scope > script[src]")];
      expect(files.map((script) => script.async)).toEqual([false, false]);
      // A visitor arriving afterwards does not start it twice.
      window.dispatchEvent(new Event("pointerdown"));
      expect(added()).toEqual(EXPECTED);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each(["pointerdown", "keydown", "touchstart", "scroll", "focusin"])(
    "starts the app on %s before idle, once",
    (type) => {
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event(type));
      expect(added()).toEqual(EXPECTED);
    },
  );

  it("tells the app the page's address, where the template gives one", () => {
    const app = window as Window & { pagePath?: string };
    delete app.pagePath;
    document.getElementById(APP_SCRIPTS_ID)!.dataset.pagePath = "/Free";
    window.dispatchEvent(new Event("pointerdown"));
    expect(app.pagePath).toBe("/Free");
  });

  it("gives the app no address on a 404 page, whose template has none", () => {
    const app = window as Window & { pagePath?: string };
    delete app.pagePath;
    window.dispatchEvent(new Event("pointerdown"));
    expect(app.pagePath).toBeUndefined();
  });

  it("does nothing on a page without the template (the development server's pages)", () => {
    document.getElementById(APP_SCRIPTS_ID)!.remove();
    expect(() => window.dispatchEvent(new Event("pointerdown"))).not.toThrow();
    expect(added()).toEqual([]);
  });
});
