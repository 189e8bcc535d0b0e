import React from "react";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";

/*
 * The head script, Gatsby's scripts deferred into a template and the app's start are plugins/corsi-boot's (the page's
 * early life); this file keeps what concerns the page's markup as a whole.
 */

/**
 * Gatsby's `generator` meta tag goes: it tells nobody anything useful, and costs every page bytes (src/html.tsx).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  if (process.env.BUILD_STAGE !== "build-html") return;
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
