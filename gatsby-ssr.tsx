import React from "react";
import type { GatsbySSR } from "gatsby";
import { deferAppScripts } from "./src/boot/deferAppScripts";
import {
  NO_SCRIPT_CSS,
  SCRIPTS_FAILED_CLASS,
  SCRIPTS_FAILED_CSS,
  scriptsFailedScript,
} from "./src/fallback/withoutApp";
import { inlineScript } from "./src/inline/serialise";
import { THEME_OPTIONS, themeScript } from "./src/theme/theme";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: inlineScript(themeScript, THEME_OPTIONS) }} />,
    <script
      key="scripts-failed"
      dangerouslySetInnerHTML={{ __html: inlineScript(scriptsFailedScript, SCRIPTS_FAILED_CLASS) }}
    />,
    <style key="scripts-failed-css">{SCRIPTS_FAILED_CSS}</style>,
    <noscript key="no-script">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};

/**
 * Gatsby hands over its script elements here, after rendering the page: the production pages start the app through
 * the loader (src/boot/appLoader.ts). The development server keeps its own scripts (its render stage is develop-html).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  if (process.env.BUILD_STAGE !== "build-html") return;
  replacePostBodyComponents(deferAppScripts(getPostBodyComponents(), pathname));
};
