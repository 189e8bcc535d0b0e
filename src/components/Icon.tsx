import React from "react";

export interface IconData {
  readonly viewBox: string;
  readonly paths: ReadonlyArray<{ readonly d: string; readonly fillRule: string | null }>;
}

interface IconProps {
  icon: IconData;
  /** An accessible name when the icon means something on its own; without one it is decorative. */
  label?: string;
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
