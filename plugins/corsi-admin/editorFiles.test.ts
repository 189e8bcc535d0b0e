/** @jest-environment node */
import { readFileSync } from "node:fs";
import React from "react";
import path from "node:path";
import {
  checkEditorReact,
  DECAP_BUNDLE,
  decapVersionOf,
  DECAP_DIST,
  EDITOR_REACT_SCRIPT,
  editorPage,
  reactVersionRequiredBy,
  WIDGETS_SCRIPT,
} from "./editorFiles";

/** React DOM's own check, as Decap's minified bundle carries it. */
const CHECK = 'var Vp=o.version;if("19.2.0"!==Vp)throw Error(s(527,Vp,"19.2.0"));M.findDOMNode=function(e){}';

describe("the editor's React", () => {
  it("is read from the check React DOM makes in Decap's bundle", () => {
    expect(reactVersionRequiredBy(CHECK)).toBe("19.2.0");
    expect(() => reactVersionRequiredBy("no check here")).toThrow(/error 527/);
  });

  it("must be that version, react and react-dom both, or the build stops saying what to set", () => {
    expect(() => checkEditorReact(CHECK, { react: "19.2.0", reactDom: "19.2.0" })).not.toThrow();
    expect(() => checkEditorReact(CHECK, { react: "19.3.1", reactDom: "19.2.0" })).toThrow(
      /overrides of "decap-cms" to "react": "19\.2\.0" and "react-dom": "19\.2\.0"/,
    );
    expect(() => checkEditorReact(CHECK, { react: "19.2.0", reactDom: "19.3.1" })).toThrow(/react-dom 19\.3\.1/);
  });

  it("is, as installed, the one the installed decap-cms-app's bundle was built with, and not the site's", () => {
    const bundle = readFileSync(path.join(DECAP_DIST, DECAP_BUNDLE), "utf8");
    expect(reactVersionRequiredBy(bundle)).toBe(decapVersionOf("react"));
    expect(decapVersionOf("react-dom")).toBe(decapVersionOf("react"));
    expect(decapVersionOf("react")).not.toBe(React.version);
  });
});

describe("the editor's page", () => {
  it("loads the editor's React, then Decap's bundle, then the widgets, all from /admin, and is not indexed", () => {
    const page = editorPage();
    const scripts = [...page.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map(([, src]) => src);
    expect(scripts).toEqual([`/admin/${EDITOR_REACT_SCRIPT}`, `/admin/${DECAP_BUNDLE}`, `/admin/${WIDGETS_SCRIPT}`]);
    expect(page).toContain('<meta name="robots" content="none">');
    expect(page).not.toMatch(/<script>|https?:/);
  });
});
