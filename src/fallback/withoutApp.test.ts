import { inlineScript } from "../inline/serialise";
import { SCRIPTS_FAILED_CLASS, SCRIPTS_FAILED_CSS, scriptsFailedScript } from "./withoutApp";

describe("the fallback when a script file fails to load", () => {
  const failed = () => document.documentElement.classList.contains(SCRIPTS_FAILED_CLASS);

  beforeAll(() => {
    // The text the page gets, run in the global scope: a reference to anything outside the function would throw.
    new Function(inlineScript(scriptsFailedScript, SCRIPTS_FAILED_CLASS))();
    const style = document.createElement("style");
    style.textContent = SCRIPTS_FAILED_CSS;
    document.head.append(style);
    document.body.innerHTML =
      '<nav><button class="navbar-toggler">Menu</button><div class="navbar-collapse collapse" id="menu"></div></nav>' +
      '<div class="player" id="player"></div><a href="https://www.youtube.com/watch?v=x" id="watch">Watch</a>';
  });
  beforeEach(() => document.documentElement.classList.remove(SCRIPTS_FAILED_CLASS));

  const display = (selector: string) => getComputedStyle(document.querySelector(selector)!).display;

  it("leaves the page as it is while nothing fails", () => {
    expect(failed()).toBe(false);
    expect(display(".navbar-toggler")).not.toBe("none");
    expect(display("#player")).not.toBe("none");
  });

  it("on a failed script file, hides the controls only the app can work and shows the menu links", () => {
    const script = document.createElement("script");
    document.body.append(script);
    script.dispatchEvent(new Event("error"));
    expect(failed()).toBe(true);
    expect(display(".navbar-toggler")).toBe("none");
    expect(display("#player")).toBe("none");
    expect(display("#menu")).toBe("flex");
    expect(display("#watch")).not.toBe("none");
  });

  it("ignores other failures, such as an image", () => {
    const image = document.createElement("img");
    document.body.append(image);
    image.dispatchEvent(new Event("error"));
    expect(failed()).toBe(false);
  });
});
