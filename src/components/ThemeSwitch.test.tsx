import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeSwitch } from "./ThemeSwitch";
import { THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from "../theme/preference";

const icon = { viewBox: "0 0 16 16", paths: [{ d: "M0 0h16v16H0z", fillRule: null }] };
const text = {
  label: "Colour theme",
  light: { label: "Light", icon },
  dark: { label: "Dark", icon },
  auto: { label: "Follow device", icon },
};

function deviceIsDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes("dark"),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const theme = () => document.documentElement.getAttribute("data-bs-theme");

describe("the head script", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-bs-theme");
  });

  it.each([
    [null, false, "light"],
    [null, true, "dark"],
    ["dark", false, "dark"],
    ["light", true, "light"],
    ["nonsense", true, "dark"],
  ])("stored %s on a dark device (%s) → %s", (stored, dark, expected) => {
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    deviceIsDark(dark);
    new Function(THEME_INIT_SCRIPT)();
    expect(theme()).toBe(expected);
  });
});

describe("ThemeSwitch", () => {
  it("cycles follow device → light → dark → follow device, applying and storing each choice", async () => {
    localStorage.clear();
    deviceIsDark(true);
    const user = userEvent.setup();
    render(<ThemeSwitch {...text} />);
    const button = screen.getByRole("button");
    expect(button.getAttribute("aria-label")).toBe("Colour theme: Follow device");

    await user.click(button);
    expect(button.getAttribute("aria-label")).toBe("Colour theme: Light");
    expect(theme()).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");

    await user.click(button);
    expect(button.getAttribute("aria-label")).toBe("Colour theme: Dark");
    expect(theme()).toBe("dark");

    await user.click(button);
    expect(button.getAttribute("aria-label")).toBe("Colour theme: Follow device");
    expect(theme()).toBe("dark"); // the device is dark
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
