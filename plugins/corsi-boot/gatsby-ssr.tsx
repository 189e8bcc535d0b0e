import React from "react";
import type { GatsbySSR } from "gatsby";
import { deferAppScripts } from "./deferAppScripts";
import { KEPT_PAGES_SCRIPT, PATH_SCRIPT, PLAYLIST_COURSE_SCRIPT, HEAD_SCRIPT } from "./headScript";
import { NO_SCRIPT_CSS, SCRIPTS_FAILED_CSS } from "./inline/noScript";
import { SPECULATION_RULES_JSON } from "./speculationRules";
import { isPlaylistCoursePagePath, pathInDefaultLocale, ROUTES, showsPathProgress } from "../../src/siteManifest";

/**
 * Every page's head: the head script (headScript.ts lists what it holds), a course page's own script, the style that hides what only the app works
 * when a script file fails to load, the page as it is with JavaScript off, and the speculation rules that fetch the
 * page a visitor is about to open (speculationRules.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  setHeadComponents([
    <script key="head-script" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />,
    ...(isPlaylistCoursePagePath(pathname)
      ? [<script key="course-script" dangerouslySetInnerHTML={{ __html: PLAYLIST_COURSE_SCRIPT }} />]
      : []),
    ...(showsPathProgress(pathname)
      ? [<script key="path-script" dangerouslySetInnerHTML={{ __html: PATH_SCRIPT }} />]
      : []),
    ...(pathInDefaultLocale(pathname) === ROUTES.offline.path
      ? [<script key="kept-pages-script" dangerouslySetInnerHTML={{ __html: KEPT_PAGES_SCRIPT }} />]
      : []),
    <style key="scripts-failed-css">{SCRIPTS_FAILED_CSS}</style>,
    <noscript key="no-script">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
    <script
      key="speculation-rules"
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_JSON }}
    />,
  ]);
};

/**
 * Gatsby hands over its script elements here, after rendering the page: in the production pages they are left out, or
 * wait in an inert template for the loader (inline/appLoader.ts), by the page's class (deferAppScripts.tsx). The development server keeps its own scripts (its render stage is
 * develop-html).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  if (process.env.BUILD_STAGE !== "build-html") return;
  // Set by gatsby-node.ts as it bundles the catalog tools' code, before the pages are rendered.
  const catalogToolsScript = process.env.CORSI_CATALOG_TOOLS_SCRIPT ?? "";
  replacePostBodyComponents(deferAppScripts(getPostBodyComponents(), pathname, catalogToolsScript));
};
