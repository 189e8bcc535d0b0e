import { runInlineScript } from "./testing";
import { APP_LOADER_OPTIONS, APP_SCRIPTS_ID, appLoader, START_ON_USE } from "./appLoader";

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

  it.each(["/Free/%", "/Free/%zz", "/%E0%A4%A", "/Free/%25zz"])(
    "starts no app on a path that does not decode twice (%s: a 404 page)",
    (path) => {
      history.replaceState(null, "", path);
      window.dispatchEvent(new Event("pointerdown"));
      expect(added()).toEqual([]);
      expect(location.pathname).toBe(path);
      history.replaceState(null, "", "/");
    },
  );

  it("does nothing on a page without the template (the development server's pages)", () => {
    document.getElementById(APP_SCRIPTS_ID)!.remove();
    expect(() => window.dispatchEvent(new Event("pointerdown"))).not.toThrow();
    expect(added()).toEqual([]);
  });
});

describe("the loader and the first paint", () => {
  const added = () => document.body.querySelectorAll(":scope > script").length;
  /** A browser that reports paint timing: the page's observer, to report the paint through. */
  let report: ((names: string[]) => void) | undefined;
  let removeListeners: () => void;
  const realObserver = window.PerformanceObserver;

  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {
      report = (names) => callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) });
    }
    observe() {}
  }

  beforeEach(() => {
    jest.useFakeTimers();
    report = undefined;
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true, writable: true });
    document.body.innerHTML = `<template id="${APP_SCRIPTS_ID}"><script src="/app-3.js" async></script></template>`;
    removeListeners = runInlineScript(appLoader, APP_LOADER_OPTIONS);
  });
  afterEach(() => {
    removeListeners();
    Object.defineProperty(window, "PerformanceObserver", { value: realObserver, configurable: true, writable: true });
    jest.useRealTimers();
  });

  it("waits after the load event until the first contentful paint is reported, then for idle", () => {
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(APP_LOADER_OPTIONS.paintTimeoutMs / 2);
    expect(added()).toBe(0);
    // A first paint without content (a background colour) is not the page on screen yet.
    report!(["first-paint"]);
    jest.advanceTimersByTime(1);
    expect(added()).toBe(0);
    report!(["first-contentful-paint"]);
    expect(added()).toBe(0);
    // Idle (a timer of 0 where the browser has no requestIdleCallback), long before the wait's limit.
    jest.advanceTimersByTime(1);
    expect(added()).toBe(1);
  });

  it("asks the browser for an idle moment with a limit, so a page that is never idle still starts", () => {
    const idle = jest.fn();
    Object.defineProperty(window, "requestIdleCallback", { value: idle, configurable: true, writable: true });
    try {
      window.dispatchEvent(new Event("load"));
      report!(["first-contentful-paint"]);
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: APP_LOADER_OPTIONS.idleTimeoutMs });
      expect(added()).toBe(0);
      idle.mock.calls[0][0]();
      expect(added()).toBe(1);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });

  it("starts anyway when no paint is reported in time", () => {
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(APP_LOADER_OPTIONS.paintTimeoutMs);
    jest.runOnlyPendingTimers();
    expect(added()).toBe(1);
  });

  it("starts after the same wait in a browser without paint timing", () => {
    Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true, writable: true });
    removeListeners();
    removeListeners = runInlineScript(appLoader, APP_LOADER_OPTIONS);
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(APP_LOADER_OPTIONS.paintTimeoutMs - 1);
    expect(added()).toBe(0);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(added()).toBe(1);
  });

  it.each(["pointermove", "scroll"])("counts a %s as a visitor only once the page has painted", (type) => {
    const painted: string[] = [];
    // jsdom has no paint timing: the browser's list of the page's paints, as the loader asks for it.
    Object.defineProperty(performance, "getEntriesByName", {
      value: (name: string) => painted.filter((reported) => reported === name),
      configurable: true,
    });
    try {
      // What a browser sends itself as it lays the page out under a resting pointer, or scrolls to a fragment.
      window.dispatchEvent(new Event(type));
      expect(added()).toBe(0);
      painted.push("first-contentful-paint");
      window.dispatchEvent(new Event(type));
      expect(added()).toBe(1);
    } finally {
      delete (performance as Partial<Performance>).getEntriesByName;
    }
  });

  it("still starts at once on a visitor's first press, paint or not", () => {
    window.dispatchEvent(new Event("load"));
    window.dispatchEvent(new Event("keydown"));
    expect(added()).toBe(1);
  });
});

describe("the loader on a page with search or filters", () => {
  const added = () => [...document.body.querySelectorAll<HTMLScriptElement>(":scope > script")].map((s) => s.src);
  let removeListeners: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      `<main><h1>Free</h1><div class="catalog-tools"><div data-search><input type="search"></div>` +
      `<select data-filter="lang"><option value="">All</option><option value="ar">Arabic</option></select></div></main>` +
      `<template id="${APP_SCRIPTS_ID}" data-start="${START_ON_USE}"><script src="/catalog-tools-1.js"></script>` +
      `<link rel="modulepreload" href="/pagefind/pagefind.js" ${APP_LOADER_OPTIONS.useAttribute}="[data-search]">` +
      `<link rel="preload" as="fetch" href="/tools.json"></template>`;
    removeListeners = runInlineScript(appLoader, APP_LOADER_OPTIONS);
  });
  afterEach(() => {
    removeListeners();
    history.replaceState(null, "", "/");
    document.head.replaceChildren();
    jest.useRealTimers();
  });

  const askedAhead = () => [...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"));

  it.each(["pointerdown", "focusin", "keydown"])(
    "asks for the search's files with the tools' code when the first use is a %s in the search box",
    (type) => {
      document.querySelector("input")!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(added()).toEqual(["http://localhost/catalog-tools-1.js"]);
      expect(askedAhead()).toEqual(["/pagefind/pagefind.js", "/tools.json"]);
    },
  );

  it("does not when the first use is a filter's", () => {
    document.querySelector("select")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(askedAhead()).toEqual(["/tools.json"]);
  });

  it("does not for an address that carries a filter", () => {
    history.replaceState(null, "", "/Free?lang=ar");
    window.dispatchEvent(new Event("DOMContentLoaded"));
    expect(added()).toEqual(["http://localhost/catalog-tools-1.js"]);
    expect(askedAhead()).toEqual(["/tools.json"]);
  });

  it.each(["pointermove", "touchstart", "wheel"])(
    "does not when the pointer only passes over the search box (%s): the tools' code alone",
    (type) => {
      document.querySelector("input")!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(added()).toEqual(["http://localhost/catalog-tools-1.js"]);
      expect(askedAhead()).toEqual(["/tools.json"]);
    },
  );

  it("runs nothing once the page has loaded and painted, nor when the visitor presses or scrolls elsewhere", () => {
    window.dispatchEvent(new Event("load"));
    jest.runAllTimers();
    document.querySelector("h1")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    window.dispatchEvent(new Event("scroll"));
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(added()).toEqual([]);
  });

  it.each([
    ["focusin", "input"],
    ["pointerdown", "select"],
    ["keydown", "input"],
    ["touchstart", "select"],
  ])("runs the tools' code at the first %s on a tool (%s), once", (type, selector) => {
    const tool = document.querySelector(selector)!;
    tool.dispatchEvent(new Event(type, { bubbles: true }));
    tool.dispatchEvent(new Event(type, { bubbles: true }));
    expect(added()).toEqual(["http://localhost/catalog-tools-1.js"]);
  });

  it("runs it as soon as the page is parsed when the address carries a filter the page has", () => {
    history.replaceState(null, "", "/Free?lang=ar");
    window.dispatchEvent(new Event("DOMContentLoaded"));
    expect(added()).toEqual(["http://localhost/catalog-tools-1.js"]);
  });

  it.each(["/Free?lang=", "/Free?page=2", "/Free?length=short"])(
    "does not for an address without a filter the page has (%s)",
    (address) => {
      history.replaceState(null, "", address);
      window.dispatchEvent(new Event("DOMContentLoaded"));
      expect(added()).toEqual([]);
    },
  );
});
