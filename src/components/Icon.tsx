import React from "react";
import { graphql } from "gatsby";

/** What an icon is drawn from; `hex` is the brand colour, where the icon has one. */
export type IconData = Pick<Queries.DrawnIconFragment, "viewBox" | "paths">;

interface IconProps {
  icon: IconData;
  /** An accessible name when the icon means something on its own; without one it is decorative. */
  label?: string;
  /**
   * `icon-directional` marks an icon that points somewhere (an arrow, a chevron: "next", "see all"): right-to-left
   * pages mirror it (src/styles/site/_sections.scss). Icons that stand for a thing (a logo, a sun, a telephone) are never
   * mirrored. A class rather than a prop, so pages without such an icon ship no code for it.
   */
  className?: string;
  color?: string;
}

/** An inline SVG resolved at build time (see plugins/corsi-content/icons.ts): no icon font, no request. */
export function Icon({ icon, label, className, color }: IconProps) {
  return (
    <svg
      className={className}
      viewBox={icon.viewBox}
      fill={color ?? "currentColor"}
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {icon.paths.map(({ d, fillRule }) => (
        <path key={d} d={d} fillRule={fillRule === "evenodd" ? "evenodd" : undefined} />
      ))}
    </svg>
  );
}

export const query = graphql`
  fragment DrawnIcon on Icon {
    viewBox
    hex
    paths {
      d
      fillRule
    }
  }
`;
