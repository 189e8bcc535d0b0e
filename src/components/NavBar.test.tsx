import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { runInlineScript } from "../../plugins/corsi-boot/inline/testing";
import { MENU_OPTIONS, menuScript } from "../../plugins/corsi-boot/inline/menuScript";
import { NavBar } from "./NavBar";

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
const labels = {
  skipLink: "Skip",
  mainNav: "Main",
  menu: "Menu",
  newTab: "(new tab)",
  play: "Play: {title}",
  captions: "Has captions",
};
const site = {
  brand: "Corsi",
  description: "Courses",
  nav: links,
  footer: { copyright: "©", credit: "Corsi" },
  labels,
  learner: {
    save: "Save",
    watched: "Watched",
    done: "Done",
    note: "Note",
    progress: "{watched} of {total} watched",
    unavailable: "Not kept",
    newer: "Kept by a newer version",
    backupDue: "(a backup is due)",
  },
  theme,
};
const counterpart = (locale: string) => (locale === "ar" ? "/ar/Free" : "/Free");
const toggle = () => screen.getByRole("button", { name: "Menu" });

describe("NavBar with the head script that works its toggle", () => {
  let removeHeadScript: () => void;
  beforeEach(() => {
    setReducedMotion(false);
    removeHeadScript = runInlineScript(menuScript, MENU_OPTIONS);
  });
  afterEach(() => removeHeadScript());

  it("renders the brand and every link, collapsed behind a labelled toggle", () => {
    render(<NavBar site={site} locale="en" counterpart={counterpart} />);
    expect(screen.getByRole("link", { name: "Corsi" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Free courses" }).getAttribute("href")).toBe("/Free");
    expect(toggle().getAttribute("aria-controls")).toBe("site-menu");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(menu().className).toBe("navbar-collapse collapse");
  });

  it("links to the page in the other edition, named in its own language", () => {
    render(<NavBar site={site} locale="en" counterpart={counterpart} />);
    const other = screen.getByRole("link", { name: "العربية" });
    expect(other.getAttribute("href")).toBe("/ar/Free");
    expect(other.getAttribute("hreflang")).toBe("ar");
    expect(other.getAttribute("lang")).toBe("ar");
  });

  it("animates open over the collapse duration, then closes again", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<NavBar site={site} locale="en" counterpart={counterpart} />);

      await user.click(toggle());
      expect(toggle().getAttribute("aria-expanded")).toBe("true");
      expect(menu().className).toBe("navbar-collapse collapsing");
      act(() => jest.advanceTimersByTime(MENU_OPTIONS.durationMs + 60));
      expect(menu().className).toBe("navbar-collapse collapse show");
      expect(menu().style.height).toBe("");

      await user.click(toggle());
      expect(toggle().getAttribute("aria-expanded")).toBe("false");
      expect(menu().className).toBe("navbar-collapse collapsing");
      act(() => jest.advanceTimersByTime(MENU_OPTIONS.durationMs + 60));
      expect(menu().className).toBe("navbar-collapse collapse");
    } finally {
      jest.useRealTimers();
    }
  });

  it("opens instantly when the visitor prefers reduced motion, and the icon inside the toggle is the toggle", async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    render(<NavBar site={site} locale="en" counterpart={counterpart} />);
    await user.click(toggle().querySelector("span")!);
    expect(menu().className).toBe("navbar-collapse collapse show");
  });

  it("closes at once when a link in it is followed, and a link elsewhere leaves it alone", async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    render(<NavBar site={site} locale="en" counterpart={counterpart} />);
    await user.click(toggle());
    await user.click(screen.getByRole("link", { name: "Corsi" }));
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByRole("link", { name: "Free courses" }));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(menu().className).toBe("navbar-collapse collapse");
  });
});
