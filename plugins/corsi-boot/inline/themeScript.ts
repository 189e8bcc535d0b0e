import {
  THEME_CHOICE_ATTRIBUTE,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  THEME_SWITCH_CLASS,
  type ThemePreference,
} from "../../../src/theme/theme";

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
  storageKey: THEME_STORAGE_KEY,
  choiceAttribute: THEME_CHOICE_ATTRIBUTE,
  switchSelector: `.${THEME_SWITCH_CLASS}`,
  choices: THEME_CHOICES,
};

/**
 * Runs in <head> before the first paint, so a dark-mode visitor never sees a white flash, and works the switch for the
 * page's whole life, with or without the app: a press (click, Enter or Space) moves to the next choice, applies it and
 * remembers it; while the choice is "auto" the page follows the device, and it follows a choice made in another tab.
 * Without storage (privacy mode) a choice lasts for this page only.
 *
 * Serialised into the page (./serialise.ts): it may use only its argument and browser globals.
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
      event.stopPropagation(); // see the listener's last argument
      const next = choices[(choices.indexOf(current()) + 1) % choices.length];
      apply(next);
      try {
        if (next === choices[0]) localStorage.removeItem(storageKey);
        else localStorage.setItem(storageKey, next);
      } catch (blocked) {
        // storage blocked: the attribute still holds the choice
      }
    },
    // Capture phase on the window: this runs before React's listener on its root, and the press stops here. React has
    // no handler for the switch, and a click React sees while still hydrating makes it finish hydrating in that same
    // task, which would hold the press's effect back.
    true,
  );
}
