import React from "react";
import type { GatsbySSR } from "gatsby";
import { NO_SCRIPT_CSS, SCRIPTS_FAILED_CSS, SCRIPTS_FAILED_SCRIPT, THEME_INIT_SCRIPT } from "./src/theme/preference";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />,
    <script key="scripts-failed" dangerouslySetInnerHTML={{ __html: SCRIPTS_FAILED_SCRIPT }} />,
    <style key="scripts-failed-css">{SCRIPTS_FAILED_CSS}</style>,
    <noscript key="no-script">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};
