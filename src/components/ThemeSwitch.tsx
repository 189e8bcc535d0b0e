import React from "react";
import { graphql } from "gatsby";
import { THEME_CHOICES, THEME_SWITCH_CLASS, type ThemePreference } from "../theme/theme";
import { Icon } from "./Icon";

type ThemeOptionText = Queries.ThemeOptionTextFragment;

/** The switch's name and one label and icon per choice, from data/site.yaml. */
export type ThemeSwitchProps = { readonly label: string } & Readonly<Record<ThemePreference, ThemeOptionText>>;

/**
 * One button that cycles follow device → light → dark. It renders every choice and CSS shows the one named by
 * <html data-theme-choice>, which the head script sets before the first paint: the icon and the accessible name are
 * right in the static HTML, before (and without) the app. A press is handled by that same script (themeScript in
 * plugins/corsi-boot/inline/themeScript.ts), so the switch works from the first paint and its logic exists once.
 */
export function ThemeSwitch({ label, ...options }: ThemeSwitchProps) {
  return (
    <button type="button" className={`btn ${THEME_SWITCH_CLASS}`}>
      {THEME_CHOICES.map((choice) => (
        <span key={choice} className="theme-choice" data-choice={choice}>
          <Icon icon={options[choice].icon} />
          <span className="visually-hidden">{`${label}: ${options[choice].label}`}</span>
        </span>
      ))}
    </button>
  );
}

export const query = graphql`
  fragment ThemeOptionText on ThemeOption {
    label
    icon {
      ...DrawnIcon
    }
  }
`;
