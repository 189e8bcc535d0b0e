/** @jest-environment node */
import React, { type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { APP_SCRIPTS_ID, START_ON_USE } from "./inline/appLoader";
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

const TOOLS = "/catalog-tools-0123456789abcdef0123.js";
const render = (components: ReactNode[], path: string) =>
  renderToStaticMarkup(<>{deferAppScripts(components, path, TOOLS)}</>);

describe("deferAppScripts", () => {
  it.each(["/Saved", "/ar/Saved"])(
    "puts Gatsby's scripts slice into %s's inert template, with the page's address instead of its own script",
    (path) => {
      expect(render(gatsbyComponents(), path)).toBe(
        `<template id="${APP_SCRIPTS_ID}" data-page-path="${path}">` +
          `<slice-placeholder id="_gatsby-scripts"></slice-placeholder></template>`,
      );
    },
  );

  it.each(["/", "/ar", "/Contact", "/User1", "/404", "/404.html", "/ar/404", "/Free/python/course/PL1"])(
    "leaves Gatsby's scripts out of %s, whose controls the head script answers",
    (path) => {
      expect(render(gatsbyComponents(), path)).toBe("");
    },
  );

  it.each([
    "/Free",
    "/ar/Free",
    "/Free/python",
    "/Free/python/2",
    "/Topics",
    "/ar/Topics/2",
    "/Paid",
    "/Paid/2",
    "/ar/Paid",
  ])(
    "gives %s the catalog tools' script, to run at their first use, and Pagefind's files, asked for if it is search's",
    (path) => {
      const search = 'data-use="[data-search]"';
      const fetched = `as="fetch" crossorigin="anonymous" ${search}`;
      const language = path.startsWith("/ar") ? "ar" : "en";
      expect(render(gatsbyComponents(), path)).toBe(
        `<template id="${APP_SCRIPTS_ID}" data-start="${START_ON_USE}"><script src="${TOOLS}"></script>` +
          `<link rel="modulepreload" href="/pagefind/pagefind.js" ${search}/>` +
          `<link rel="preload" href="/pagefind/pagefind-entry.json?ts=1" ${fetched}/>` +
          `<link rel="preload" href="/pagefind/wasm.${language}.pagefind" ${fetched}/></template>`,
      );
    },
  );

  it("keeps the body's other components", () => {
    const other = <div key="other" id="other" />;
    expect(render([other, ...gatsbyComponents()], "/")).toBe(`<div id="other"></div>`);
  });

  it("does the same with plain script elements", () => {
    const scripts = [<script key="a" src="/app-1.js" async />, <script key="b" src="/framework-2.js" async />];
    expect(render(scripts, "/Saved")).toContain(
      `<template id="${APP_SCRIPTS_ID}" data-page-path="/Saved"><script src="/app-1.js" async=""></script>` +
        `<script src="/framework-2.js" async=""></script></template>`,
    );
  });

  it("fails the build when Gatsby hands over no scripts, or the catalog tools' script is missing", () => {
    expect(() => deferAppScripts([gatsbyComponents()[0]], "/Free", TOOLS)).toThrow(/^\/Free: none of Gatsby's script/);
    expect(() => deferAppScripts(gatsbyComponents(), "/Free", "")).toThrow(/catalog tools' script was not built/);
  });
});
