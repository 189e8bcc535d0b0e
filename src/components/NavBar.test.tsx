import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NavBar } from "./NavBar";
import { COLLAPSE_MS } from "./useCollapse";

const links = [
  { label: "Home", path: "/" },
  { label: "Free courses", path: "/Free" },
];

const icon = { viewBox: "0 0 16 16", hex: null, paths: [{ d: "M0 0h16v16H0z", fillRule: null }] };
const theme = {
  label: "Colour theme",
  light: { label: "Light", icon },
  dark: { label: "Dark", icon },
  auto: { label: "Follow device", icon },
};

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const menu = () => document.getElementById("site-menu") as HTMLElement;

describe("NavBar", () => {
  beforeEach(() => setReducedMotion(false));

  it("renders the brand and every link, collapsed behind a labelled toggle", () => {
    render(<NavBar brand="Corsi" links={links} theme={theme} />);
    expect(screen.getByRole("link", { name: "Corsi" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Free courses" }).getAttribute("href")).toBe("/Free");
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle.getAttribute("aria-controls")).toBe("site-menu");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(menu().className).toContain("collapse");
    expect(menu().className).not.toContain("show");
  });

  it("animates open over the collapse duration, then closes again", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<NavBar brand="Corsi" links={links} theme={theme} />);
    const toggle = screen.getByRole("button", { name: "Menu" });

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(menu().className).toContain("collapsing");
    act(() => jest.advanceTimersByTime(COLLAPSE_MS + 60));
    expect(menu().className).toContain("collapse show");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(menu().className).toContain("collapsing");
    act(() => jest.advanceTimersByTime(COLLAPSE_MS + 60));
    expect(menu().className).not.toContain("show");
    jest.useRealTimers();
  });

  it("opens instantly when the visitor prefers reduced motion", async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    render(<NavBar brand="Corsi" links={links} theme={theme} />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(menu().className).toContain("collapse show");
    expect(menu().className).not.toContain("collapsing");
  });

  it("closes after a link is followed", async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    render(<NavBar brand="Corsi" links={links} theme={theme} />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Free courses" }));
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(menu().className).not.toContain("show");
  });
});
