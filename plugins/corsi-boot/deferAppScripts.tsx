import React, { type ReactNode } from "react";
import { SEARCH_ATTRIBUTE } from "../../src/catalogTools/markup";
import { pagefindPreloads } from "../../src/content/pagefind";
import { localeOfPath, pageCodeOf } from "../../src/siteManifest";
import { APP_SCRIPTS_ID, APP_LOADER_OPTIONS, START_ON_USE } from "./inline/appLoader";

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
 * The body's closing components with Gatsby's scripts taken out, and put back, made inert, only where the page runs
 * them: what each page runs is its class (pageCodeOf in src/siteManifest.ts, and decision 0024 in docs/decisions/),
 * and the loader (inline/appLoader.ts, in the head script) runs what the template holds.
 *
 * - "app" (/Saved): Gatsby's scripts (chunk map, build hash, files) in the template, started once the page has painted.
 *   Gatsby 5 renders them as a slice, filled in after this render: the slice goes into the template as it is. Gatsby's
 *   page-path script becomes the template's `data-page-path`, which the loader hands to the app: so every page has
 *   the same inline scripts, and the Content-Security-Policy does not grow with the pages.
 * - "tools" (/Free, the topic pages, /Paid): the catalog tools' script (`catalogToolsScript`, src/catalogTools/) in a
 *   template the loader runs at the tools' first use, or at once when the address carries a filter. With it, links
 *   that ask for Pagefind's script and start files, which the loader adds only when that use is a press, the focus or
 *   a key in the search box: so they are on their way a round trip sooner than the tools' code could ask for them,
 *   and a filter's use, or a pointer passing over the box, asks for nothing of the search.
 * - "none": nothing; the head script answers every control of the page, and its links load the page they name.
 *
 * Throws when Gatsby hands over none of its scripts, so a Gatsby that hands them over differently fails the build
 * instead of shipping pages that start the app at once.
 */
export function deferAppScripts(components: ReactNode[], pathname: string, catalogToolsScript: string): ReactNode[] {
  const scripts = components.filter(isAppScripts);
  if (scripts.length === 0)
    throw new Error(
      `${pathname}: none of Gatsby's script elements to defer (plugins/corsi-boot/inline/appLoader.ts expects them)`,
    );
  const rest = components.filter((component) => !isAppScripts(component) && !isPagePathScript(component));
  const code = pageCodeOf(pathname);
  if (code === "none") return rest;
  if (code === "tools") {
    if (!catalogToolsScript) throw new Error(`${pathname}: the catalog tools' script was not built (gatsby-node.ts)`);
    return [
      ...rest,
      <template key="app-scripts" id={APP_SCRIPTS_ID} data-start={START_ON_USE}>
        <script src={catalogToolsScript} />
        {pagefindPreloads(localeOfPath(pathname)).map((preload) => (
          <link key={preload.href} {...preload} {...{ [APP_LOADER_OPTIONS.useAttribute]: `[${SEARCH_ATTRIBUTE}]` }} />
        ))}
      </template>,
    ];
  }
  return [
    ...rest,
    <template key="app-scripts" id={APP_SCRIPTS_ID} data-page-path={pathname}>
      {scripts}
    </template>,
  ];
}
