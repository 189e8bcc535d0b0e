import React from "react";
import type { GatsbySSR } from "gatsby";
import { deferAppScripts } from "./deferAppScripts";
import { PLAYLIST_COURSE_SCRIPT, HEAD_SCRIPT } from "./headScript";
import { NO_SCRIPT_CSS, SCRIPTS_FAILED_CSS } from "./inline/noScript";
import { isPlaylistCoursePagePath } from "../../src/siteManifest";

/**
 * Every page's head: the head script (headScript.ts lists what it holds), a course page's own script, the style that hides what only the app works
 * when a script file fails to load, and the page as it is with JavaScript off.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  setHeadComponents([
    <script key="head-script" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />,
    ...(isPlaylistCoursePagePath(pathname)
      ? [<script key="course-script" dangerouslySetInnerHTML={{ __html: PLAYLIST_COURSE_SCRIPT }} />]
      : []),
    <style key="scripts-failed-css">{SCRIPTS_FAILED_CSS}</style>,
    <noscript key="no-script">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};

/**
 * Gatsby hands over its script elements here, after rendering the page: in the production pages they wait in an inert
 * template for the loader (inline/appLoader.ts). The development server keeps its own scripts (its render stage is
 * develop-html).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  if (process.env.BUILD_STAGE !== "build-html") return;
  replacePostBodyComponents(deferAppScripts(getPostBodyComponents(), pathname));
};
