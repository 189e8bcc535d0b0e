/** @jest-environment node */
import React, { type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { APP_SCRIPTS_ID } from "./inline/appLoader";
import { deferAppScripts } from "./deferAppScripts";

/** What Gatsby 5 hands over: its script loader, then the slice its scripts are stitched into after rendering. */
const ScriptsSlice = ({ sliceId }: { sliceId: string }) => <slice-placeholder id={sliceId} />;
const gatsbyComponents = (): ReactNode[] => [
  <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: "window.pagePath='/'" }} />,
  <ScriptsSlice key="scripts" sliceId="_gatsby-scripts" />,
];

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "slice-placeholder": { id: string };
    }
  }
}

describe("deferAppScripts", () => {
  it("puts Gatsby's scripts slice into the inert template, with the page's address instead of its own script", () => {
    const html = renderToStaticMarkup(<>{deferAppScripts(gatsbyComponents(), "/Free")}</>);
    expect(html).toBe(
      `<template id="${APP_SCRIPTS_ID}" data-page-path="/Free">` +
        `<slice-placeholder id="_gatsby-scripts"></slice-placeholder></template>`,
    );
  });

  it.each(["/404", "/404.html"])("gives the 404 page %s no address, so the app keeps the visitor's", (path) => {
    const html = renderToStaticMarkup(<>{deferAppScripts(gatsbyComponents(), path)}</>);
    expect(html).toBe(
      `<template id="${APP_SCRIPTS_ID}"><slice-placeholder id="_gatsby-scripts"></slice-placeholder></template>`,
    );
  });

  it("leaves the app out of a translation's 404 page, which Gatsby's app would move or blank", () => {
    expect(renderToStaticMarkup(<>{deferAppScripts(gatsbyComponents(), "/ar/404")}</>)).toBe("");
  });

  it("does the same with plain script elements", () => {
    const scripts = [<script key="a" src="/app-1.js" async />, <script key="b" src="/framework-2.js" async />];
    const html = renderToStaticMarkup(<>{deferAppScripts(scripts, "/")}</>);
    expect(html).toContain(
      `<template id="${APP_SCRIPTS_ID}" data-page-path="/"><script src="/app-1.js" async=""></script>` +
        `<script src="/framework-2.js" async=""></script></template>`,
    );
  });

  it("fails the build when Gatsby hands over no scripts", () => {
    expect(() => deferAppScripts([gatsbyComponents()[0]], "/Free")).toThrow(/^\/Free: none of Gatsby's script/);
  });
});
