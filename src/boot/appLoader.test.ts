import { runInlineScript } from "../inline/testing";
import { APP_LOADER_OPTIONS, APP_SCRIPTS_ID, appLoader, HYDRATING_EVENT, REPLAY_ATTRIBUTE } from "./appLoader";

describe("the loader in a page", () => {
  const added = () =>
    [...document.body.querySelectorAll<HTMLScriptElement>(":scope > script")].map(
      (s) => s.getAttribute("src") ?? s.text,
    );
  let removeListeners: () => void;

  beforeEach(() => {
    document.body.innerHTML =
      '<nav><button type="button" id="menu">Menu</button><button type="button" class="theme-switch">Theme</button>' +
      '<a href="/Free" id="link">Free</a></nav>' +
      '<div class="player"><button type="button" id="play"><svg><path id="icon"></path></svg>Play</button></div>' +
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

  it("counts the presses on the last button pressed before the app took over, and nothing after", () => {
    const menu = document.getElementById("menu")!;
    const play = document.getElementById("play")!;
    menu.click();
    expect(menu.getAttribute(REPLAY_ATTRIBUTE)).toBe("1");
    menu.click();
    expect(menu.getAttribute(REPLAY_ATTRIBUTE)).toBe("2");

    // A press on the play button's icon is a press on the play button, and the last button pressed wins.
    document.getElementById("icon")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(menu.hasAttribute(REPLAY_ATTRIBUTE)).toBe(false);
    expect(play.getAttribute(REPLAY_ATTRIBUTE)).toBe("1");

    // Links work without the app, and so does the theme switch (the head script): nothing to replay.
    document.getElementById("link")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    (document.querySelector(".theme-switch") as HTMLElement).click();
    expect(document.querySelectorAll(`[${REPLAY_ATTRIBUTE}]`)).toHaveLength(1);

    window.dispatchEvent(new Event(HYDRATING_EVENT));
    menu.click();
    expect(menu.hasAttribute(REPLAY_ATTRIBUTE)).toBe(false);
  });
});
