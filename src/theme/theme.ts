/**
 * The visitor's colour theme: light, dark, or following the device. Stored in localStorage and applied as Bootstrap's
 * data-bs-theme on <html>. All of its logic is `themeScript`, which runs in <head>: the app only draws the switch.
 */
export type ThemePreference = "light" | "dark" | "auto";

/** The order the switch cycles through, the first being the default. */
export const THEME_CHOICES: readonly ThemePreference[] = ["auto", "light", "dark"];

/** The class of the one switch (src/components/ThemeSwitch.tsx). */
export const THEME_SWITCH_CLASS = "theme-switch";

export interface ThemeScriptOptions {
  /** Where a choice other than "auto" is remembered. */
  readonly storageKey: string;
  /** The attribute on <html> naming the current choice, so CSS shows the switch's current label before any app. */
  readonly choiceAttribute: string;
  /** The switch: a press anywhere in it moves to the next choice. */
  readonly switchSelector: string;
  readonly choices: readonly ThemePreference[];
}

export const THEME_OPTIONS: ThemeScriptOptions = {
  storageKey: "corsi-theme",
  choiceAttribute: "data-theme-choice",
  switchSelector: `.${THEME_SWITCH_CLASS}`,
  choices: THEME_CHOICES,
};

/**
 * Runs in <head> before the first paint, so a dark-mode visitor never sees a white flash, and works the switch for the
 * page's whole life, with or without the app: a press (click, Enter or Space) moves to the next choice, applies it and
 * remembers it; while the choice is "auto" the page follows the device, and it follows a choice made in another tab.
 * Without storage (privacy mode) a choice lasts for this page only.
 *
 * Serialised into the page (plugins/corsi-boot/inline/serialise.ts): it may use only its argument and browser globals.
 */
export function themeScript({ storageKey, choiceAttribute, switchSelector, choices }: ThemeScriptOptions): void {
  const root = document.documentElement;
  // Older browsers (and test pages) may lack matchMedia or a media query's addEventListener.
  const darkDevice = "matchMedia" in window ? matchMedia("(prefers-color-scheme: dark)") : undefined;

  const isChoice = (value: string | null): value is ThemePreference => choices.indexOf(value as ThemePreference) >= 0;

  function stored(): string | null {
    try {
      return localStorage.getItem(storageKey);
    } catch (blocked) {
      return null;
    }
  }

  function apply(choice: ThemePreference): void {
    root.setAttribute(choiceAttribute, choice);
    const dark = choice === "auto" ? Boolean(darkDevice && darkDevice.matches) : choice === "dark";
    root.setAttribute("data-bs-theme", dark ? "dark" : "light");
  }

  function current(): ThemePreference {
    const choice = root.getAttribute(choiceAttribute);
    return isChoice(choice) ? choice : choices[0];
  }

  function followStorage(): void {
    const choice = stored();
    apply(isChoice(choice) ? choice : choices[0]);
  }

  followStorage();
  if (darkDevice && darkDevice.addEventListener) darkDevice.addEventListener("change", () => apply(current()));
  addEventListener("storage", (event) => {
    if (event.key === storageKey) followStorage();
  });
  addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.closest(switchSelector)) return;
      event.stopPropagation(); // see plugins/corsi-boot/inline/serialise.ts
      const next = choices[(choices.indexOf(current()) + 1) % choices.length];
      apply(next);
      try {
        if (next === choices[0]) localStorage.removeItem(storageKey);
        else localStorage.setItem(storageKey, next);
      } catch (blocked) {
        // storage blocked: the attribute still holds the choice
      }
    },
    true,
  );
}
