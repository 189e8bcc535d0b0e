import React from "react";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { APP_LOADER_OPTIONS, appLoader } from "./src/boot/appLoader";
import { deferAppScripts } from "./src/boot/deferAppScripts";
import { MENU_OPTIONS, menuScript } from "./src/components/menuScript";
import { PLAYER_OPTIONS, playerScript } from "./src/components/playerScript";
import { NO_SCRIPT_CSS, SCRIPTS_FAILED_CLASS, SCRIPTS_FAILED_CSS, scriptsFailedScript } from "./src/fallback/noScript";
import { inlineScript } from "./src/inline/serialise";
import { LEARNER_OPTIONS, learnerScript } from "./src/learner/learnerScript";
import { THEME_OPTIONS, themeScript } from "./src/theme/theme";

/**
 * The head script: the theme before the first paint, the three controls (theme switch, menu toggle, Play) worked from
 * the first paint, before and without the app, the fallback for a script file that fails to load, and the loader that starts the app once the page is idle. One <script>,
 * so the page has one hash to allow for the site's own inline code.
 */
const HEAD_SCRIPT = [
  inlineScript(themeScript, THEME_OPTIONS),
  inlineScript(scriptsFailedScript, SCRIPTS_FAILED_CLASS),
  inlineScript(menuScript, MENU_OPTIONS),
  inlineScript(playerScript, PLAYER_OPTIONS),
  inlineScript(learnerScript, LEARNER_OPTIONS),
  inlineScript(appLoader, APP_LOADER_OPTIONS),
].join(";");

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="head-script" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />,
    <style key="scripts-failed-css">{SCRIPTS_FAILED_CSS}</style>,
    <noscript key="no-script">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
};

/**
 * Gatsby hands over its script elements here, after rendering the page: in the production pages they wait in an inert
 * template for the loader (src/boot/appLoader.ts). The development server keeps its own scripts (its render stage is develop-html).
 * Gatsby's `generator` meta tag goes too: it tells nobody anything useful, and costs every page bytes (src/html.tsx).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
  getHeadComponents,
  replaceHeadComponents,
  pathname,
}) => {
  if (process.env.BUILD_STAGE !== "build-html") return;
  replacePostBodyComponents(deferAppScripts(getPostBodyComponents(), pathname));
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(React.isValidElement(component) && component.props.name === "generator"),
    ),
  );
};

/**
 * Every page is rendered whole, with React's string renderer. Gatsby's default, React 18's streaming renderer, can
 * leave NUL bytes in a page where a multi-byte character (Arabic text) meets the end of its 2 KB write buffer
 * (facebook/react#31134; fixed in React 19 by facebook/react#26228): a visible "�" in a field's placeholder, and bytes
 * a crawler may stop at. A static page is complete before it is written, so streaming buys nothing here.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent));
};
