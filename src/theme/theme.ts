/**
 * The visitor's colour theme: light, dark, or following the device. Stored in localStorage and applied as Bootstrap's
 * data-bs-theme on <html>. All of its logic is the head script's (plugins/corsi-boot/inline/themeScript.ts): the app
 * only draws the switch. The names both sides use are here.
 */
export type ThemePreference = "light" | "dark" | "auto";

/** The order the switch cycles through, the first being the default. */
export const THEME_CHOICES: readonly ThemePreference[] = ["auto", "light", "dark"];

/** The class of the one switch (src/components/ThemeSwitch.tsx). */
export const THEME_SWITCH_CLASS = "theme-switch";

/** Where a choice other than "auto" is remembered. */
export const THEME_STORAGE_KEY = "corsi-theme";

/** The attribute on <html> naming the current choice, so CSS shows the switch's current label before any app. */
export const THEME_CHOICE_ATTRIBUTE = "data-theme-choice";
