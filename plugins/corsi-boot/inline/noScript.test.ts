import { runInlineScript } from "./testing";
import { SCRIPTS_FAILED_CLASS, SCRIPTS_FAILED_CSS, scriptsFailedScript } from "./noScript";

describe("the fallback when a script file fails to load", () => {
  const failed = () => document.documentElement.classList.contains(SCRIPTS_FAILED_CLASS);
  const display = (selector: string) => getComputedStyle(document.querySelector(selector)!).display;
  let removeListeners: () => void;

  beforeAll(() => {
    removeListeners = runInlineScript(scriptsFailedScript, SCRIPTS_FAILED_CLASS);
    const style = document.createElement("style");
    style.textContent = SCRIPTS_FAILED_CSS;
    document.head.append(style);
    document.body.innerHTML =
      '<button class="navbar-toggler">Menu</button><div class="player" id="player"></div>' +
      '<div role="search" class="search-box js-only" id="search"></div>';
  });
  afterAll(() => removeListeners());
  beforeEach(() => document.documentElement.classList.remove(SCRIPTS_FAILED_CLASS));

  it("leaves the page as it is while nothing fails", () => {
    expect(failed()).toBe(false);
    expect(display("#search")).not.toBe("none");
  });

  it("on a failed script file, hides what only the app works and keeps what the head script works", () => {
    const script = document.createElement("script");
    document.body.append(script);
    script.dispatchEvent(new Event("error"));
    expect(failed()).toBe(true);
    expect(display("#search")).toBe("none");
    expect(display(".navbar-toggler")).not.toBe("none");
    expect(display("#player")).not.toBe("none");
  });

  it("ignores other failures, such as an image", () => {
    const image = document.createElement("img");
    document.body.append(image);
    image.dispatchEvent(new Event("error"));
    expect(failed()).toBe(false);
  });
});
