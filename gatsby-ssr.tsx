import React from "react";
import type { GatsbySSR } from "gatsby";
import { NO_SCRIPT_CSS, THEME_INIT_SCRIPT } from "./src/theme/preference";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />,
    <noscript key="no-script">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};
