import { APP_LOADER_SCRIPT, appScriptsOf, deferAppScripts, HYDRATING_EVENT, REPLAY_ATTRIBUTE } from "./appLoader";

const GATSBY_SCRIPTS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script>';
const page = (scripts: string) =>
  `<html><head></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">x</script>${scripts}</body></html>`;

describe("deferAppScripts", () => {
  it("replaces Gatsby's script tags with one loader that names them in order", () => {
    const html = deferAppScripts(page(GATSBY_SCRIPTS));
    expect(html).not.toContain("<script src=");
    expect(html).toContain(
      `<script id="gatsby-script-loader">x</script><script id="app-loader" data-scripts="/webpack-runtime-1.js /framework-2.js /app-3.js">`,
    );
    expect(appScriptsOf(html)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("leaves a page without Gatsby's scripts as it is", () => {
    const html = page('<script defer="defer" src="cms.js"></script>');
    expect(deferAppScripts(html)).toBe(html);
  });
});

describe("the loader in a page", () => {
  const added = () => [...document.body.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
  let removeListeners: () => void;

  beforeEach(() => {
    document.body.innerHTML =
      '<nav><button type="button" id="menu">Menu</button><a href="/Free" id="link">Free</a></nav>' +
      '<div class="player"><button type="button" id="play"><svg><path id="icon"></path></svg>Play</button></div>';
    const loader = document.createElement("script");
    loader.setAttribute("data-scripts", "/framework-2.js /app-3.js");
    document.body.appendChild(loader);
    // jsdom does not run inline scripts: run the loader's text with document.currentScript pointing at it.
    Object.defineProperty(document, "currentScript", { value: loader, configurable: true });
    const { addEventListener } = window;
    const calls: Array<Parameters<typeof window.addEventListener>> = [];
    window.addEventListener = ((...args: Parameters<typeof window.addEventListener>) => {
      calls.push(args);
      addEventListener.apply(window, args);
    }) as typeof window.addEventListener;
    new Function(APP_LOADER_SCRIPT)();
    window.addEventListener = addEventListener;
    removeListeners = () =>
      calls.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
  });
  afterEach(() => removeListeners());

  it("adds no script before the page has loaded, nor before the browser is idle after that", () => {
    jest.useFakeTimers();
    try {
      expect(added()).toEqual([]);
      window.dispatchEvent(new Event("load"));
      expect(added()).toEqual([]);
      jest.runAllTimers();
      expect(added()).toEqual(["/framework-2.js", "/app-3.js"]);
      // A visitor arriving afterwards does not start it twice.
      window.dispatchEvent(new Event("pointerdown"));
      expect(added()).toEqual(["/framework-2.js", "/app-3.js"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each(["pointerdown", "keydown", "touchstart", "scroll", "focusin"])(
    "starts the app on %s before idle, once",
    (type) => {
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event(type));
      expect(added()).toEqual(["/framework-2.js", "/app-3.js"]);
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

    // Links work without the app: nothing to replay.
    document.getElementById("link")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(document.querySelectorAll(`[${REPLAY_ATTRIBUTE}]`)).toHaveLength(1);

    window.dispatchEvent(new Event(HYDRATING_EVENT));
    menu.click();
    expect(menu.hasAttribute(REPLAY_ATTRIBUTE)).toBe(false);
  });
});
