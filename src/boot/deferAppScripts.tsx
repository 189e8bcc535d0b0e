import React, { type ReactNode } from "react";
import { APP_SCRIPTS_ID } from "./appLoader";

/** Gatsby's script elements as the page gets them: the slice Gatsby stitches its scripts into, or the elements. */
function isAppScripts(component: ReactNode): boolean {
  if (!React.isValidElement<{ sliceId?: string; src?: string; async?: boolean }>(component)) return false;
  const { props } = component;
  return props.sliceId === "_gatsby-scripts" || (component.type === "script" && Boolean(props.src && props.async));
}

/**
 * The body's closing components with Gatsby's scripts made inert, for the loader (in the head script) to run. Gatsby 5 renders its
 * scripts (chunk map, build hash, files) as a slice, filled in after this render: the slice goes into the template as
 * it is. Throws when there is nothing to defer, so a Gatsby that hands over its scripts differently fails the build
 * instead of shipping pages that start the app at once.
 */
export function deferAppScripts(components: ReactNode[], pathname: string): ReactNode[] {
  const scripts = components.filter(isAppScripts);
  if (scripts.length === 0)
    throw new Error(`${pathname}: none of Gatsby's script elements to defer (src/boot/appLoader.ts expects them)`);
  return [
    ...components.filter((component) => !isAppScripts(component)),
    <template key="app-scripts" id={APP_SCRIPTS_ID}>
      {scripts}
    </template>,
  ];
}
