import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeSwitch } from "./ThemeSwitch";
import { runInlineScript } from "../../plugins/corsi-boot/inline/testing";
import { THEME_OPTIONS, themeScript } from "../../plugins/corsi-boot/inline/themeScript";

const { choiceAttribute: CHOICE_ATTRIBUTE, storageKey: THEME_STORAGE_KEY } = THEME_OPTIONS;

const icon = { viewBox: "0 0 16 16", hex: null, paths: [{ d: "M0 0h16v16H0z", fillRule: null }] };
const text = {
  label: "Colour theme",
  light: { label: "Light", icon },
  dark: { label: "Dark", icon },
  auto: { label: "Follow device", icon },
};

/** A fake device whose colour scheme the test can flip, with the listeners the head script registers. */
function device(dark: boolean) {
  const listeners: Array<() => void> = [];
  const state = { dark };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state.dark && query.includes("dark");
    },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return {
    turn(toDark: boolean) {
      state.dark = toDark;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = document.documentElement;
const theme = () => root.getAttribute("data-bs-theme");
const choice = () => root.getAttribute(CHOICE_ATTRIBUTE);
let removeHeadScript = () => {};
const runHeadScript = () => {
  removeHeadScript = runInlineScript(themeScript, THEME_OPTIONS);
};

afterEach(() => removeHeadScript());
beforeEach(() => {
  localStorage.clear();
  root.removeAttribute("data-bs-theme");
  root.removeAttribute(CHOICE_ATTRIBUTE);
});

describe("the head script", () => {
  it.each([
    [null, false, "auto", "light"],
    [null, true, "auto", "dark"],
    ["dark", false, "dark", "dark"],
    ["light", true, "light", "light"],
    ["nonsense", true, "auto", "dark"],
  ])("stored %s on a dark device (%s) → choice %s, theme %s", (stored, dark, expectedChoice, expectedTheme) => {
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    device(dark);
    runHeadScript();
    expect(choice()).toBe(expectedChoice);
    expect(theme()).toBe(expectedTheme);
  });

  it("follows the device while the choice is auto, and not once a theme is chosen", () => {
    const phone = device(false);
    runHeadScript();
    phone.turn(true);
    expect(theme()).toBe("dark");

    root.setAttribute(CHOICE_ATTRIBUTE, "light");
    phone.turn(false);
    phone.turn(true);
    expect(theme()).toBe("light");
  });

  it("follows a choice made in another tab", () => {
    device(false);
    runHeadScript();
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY }));
    expect(choice()).toBe("dark");
    expect(theme()).toBe("dark");
  });
});

describe("ThemeSwitch", () => {
  it("names every choice, for CSS to show the current one", () => {
    render(<ThemeSwitch {...text} />);
    const names = screen.getAllByText(/^Colour theme: /).map((node) => node.textContent);
    expect(names).toEqual(["Colour theme: Follow device", "Colour theme: Light", "Colour theme: Dark"]);
  });

  it("cycles follow device → light → dark → follow device, applying and storing each choice", async () => {
    device(true);
    runHeadScript();
    const user = userEvent.setup();
    render(<ThemeSwitch {...text} />);
    const button = screen.getByRole("button");

    await user.click(button);
    expect(choice()).toBe("light");
    expect(theme()).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");

    await user.click(button);
    expect(choice()).toBe("dark");
    expect(theme()).toBe("dark");

    await user.click(button);
    expect(choice()).toBe("auto");
    expect(theme()).toBe("dark"); // the device is dark
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("takes a press on its icon, and ignores presses elsewhere", async () => {
    device(false);
    runHeadScript();
    const user = userEvent.setup();
    const { container } = render(
      <>
        <ThemeSwitch {...text} />
        <button type="button">Other</button>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Other" }));
    expect(choice()).toBe("auto");
    await user.click(container.querySelector("svg")!);
    expect(choice()).toBe("light");
  });
});
