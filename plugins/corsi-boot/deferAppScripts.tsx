import React, { type ReactNode } from "react";
import { DEFAULT_LOCALE, isNotFoundPath, localeOfPath } from "../../src/siteManifest";
import { APP_SCRIPTS_ID } from "./inline/appLoader";

/*
 * Gatsby 5 has no public name for the script elements it hands to onPreRenderHTML: these are the names its own
 * renderer gives them (gatsby/cache-dir/static-entry.js). If a Gatsby release renames them, deferAppScripts finds
 * nothing to defer and fails the build, and the end-to-end tests (e2e/app-start.spec.ts) fail too.
 */
/** The slice Gatsby stitches its scripts (chunk map, build hash, files) into after rendering the page. */
const GATSBY_SCRIPTS_SLICE = "_gatsby-scripts";
/** Gatsby's inline `window.pagePath="/Free"` script: the one inline script that differs from page to page. */
const GATSBY_PAGE_PATH_SCRIPT = "gatsby-script-loader";

/** Gatsby's script elements as the page gets them: the slice Gatsby stitches its scripts into, or the elements. */
function isAppScripts(component: ReactNode): boolean {
  if (!React.isValidElement<{ sliceId?: string; src?: string; async?: boolean }>(component)) return false;
  const { props } = component;
  return props.sliceId === GATSBY_SCRIPTS_SLICE || (component.type === "script" && Boolean(props.src && props.async));
}

function isPagePathScript(component: ReactNode): boolean {
  return React.isValidElement<{ id?: string }>(component) && component.props.id === GATSBY_PAGE_PATH_SCRIPT;
}

/**
 * The body's closing components with Gatsby's scripts made inert, for the loader (in the head script) to run. Gatsby 5 renders its
 * scripts (chunk map, build hash, files) as a slice, filled in after this render: the slice goes into the template as
 * it is. Throws when there is nothing to defer, so a Gatsby that hands over its scripts differently fails the build
 * instead of shipping pages that start the app at once.
 *
 * Gatsby's page-path script becomes the template's `data-page-path`, which the loader hands to the app: so every page
 * has the same inline scripts, and the Content-Security-Policy allows three hashes at any number of pages, not one
 * more per page. The original's 404 page gets none, as Gatsby's app expects of it: the app then stays at the address
 * the visitor asked for (/nope).
 *
 * A translation's 404 page (/ar/404) gets no app at all. Gatsby's app keeps an unknown address only for its own
 * /404.html page: started on /ar/Free/nope, it would either move the visitor to /ar/404 or, given the page's data,
 * find no route for the address and render nothing. The page needs no app: its menu toggle and theme switch are the
 * head script's, and its links load the page they name.
 */
export function deferAppScripts(components: ReactNode[], pathname: string): ReactNode[] {
  const scripts = components.filter(isAppScripts);
  if (scripts.length === 0)
    throw new Error(
      `${pathname}: none of Gatsby's script elements to defer (plugins/corsi-boot/inline/appLoader.ts expects them)`,
    );
  const rest = components.filter((component) => !isAppScripts(component) && !isPagePathScript(component));
  const notFound = isNotFoundPath(pathname);
  if (notFound && localeOfPath(pathname) !== DEFAULT_LOCALE) return rest;
  return [
    ...rest,
    <template key="app-scripts" id={APP_SCRIPTS_ID} data-page-path={notFound ? undefined : pathname}>
      {scripts}
    </template>,
  ];
}
