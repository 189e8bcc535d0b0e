import React, { useEffect, useSyncExternalStore } from "react";
import {
  applyTheme,
  getPreference,
  nextPreference,
  setPreference,
  subscribePreference,
  type ThemePreference,
} from "../theme/preference";
import { Icon, type IconData } from "./Icon";

interface ThemeOptionText {
  readonly label: string;
  readonly icon: IconData;
}

/** The switch's name and one label and icon per choice, from data/site.yaml. */
export type ThemeSwitchProps = { readonly label: string } & Readonly<Record<ThemePreference, ThemeOptionText>>;

/** One button that cycles follow device → light → dark; its name says the current choice. */
export function ThemeSwitch({ label, ...options }: ThemeSwitchProps) {
  // The static HTML cannot know the stored choice: it renders "auto", and the client swaps in the stored one.
  const preference = useSyncExternalStore(subscribePreference, getPreference, () => "auto" as const);

  useEffect(() => {
    if (preference !== "auto" || !window.matchMedia) return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme("auto");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [preference]);

  const choose = () => setPreference(nextPreference(preference));

  const current = options[preference];
  return (
    <button
      type="button"
      className="btn theme-switch"
      onClick={choose}
      aria-label={`${label}: ${current.label}`}
      title={`${label}: ${current.label}`}
    >
      <Icon icon={current.icon} />
    </button>
  );
}
