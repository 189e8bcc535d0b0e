import { NO_SCRIPT_CSS, SCRIPTS_FAILED_CLASS, SCRIPTS_FAILED_CSS, SCRIPTS_FAILED_SCRIPT } from "./preference";

describe("the fallback when a script file fails to load", () => {
  beforeAll(() => {
    new Function(SCRIPTS_FAILED_SCRIPT)();
  });
  beforeEach(() => document.documentElement.classList.remove(SCRIPTS_FAILED_CLASS));

  it("marks the page when a script element fails", () => {
    const script = document.createElement("script");
    document.body.append(script);
    script.dispatchEvent(new Event("error"));
    expect(document.documentElement.classList.contains(SCRIPTS_FAILED_CLASS)).toBe(true);
  });

  it("ignores other failures, such as an image", () => {
    const image = document.createElement("img");
    document.body.append(image);
    image.dispatchEvent(new Event("error"));
    expect(document.documentElement.classList.contains(SCRIPTS_FAILED_CLASS)).toBe(false);
  });

  it("applies the no-script rules only under the marker", () => {
    expect(SCRIPTS_FAILED_CSS.replaceAll(`html.${SCRIPTS_FAILED_CLASS} `, "")).toBe(NO_SCRIPT_CSS);
    expect(NO_SCRIPT_CSS).toContain(".player");
  });
});
