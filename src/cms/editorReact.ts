import React from "react";
import ReactDOM from "react-dom";

/**
 * The editor's React, as the globals Decap's prebuilt bundle reads it from (plugins/corsi-admin/editorFiles.ts bundles
 * this module into /admin/editor-react.js, with `react` and `react-dom` the editor's own, the version the bundle was
 * built with). The widgets (cms.ts) take their React from here too.
 */
declare global {
  interface Window {
    React?: typeof React;
    ReactDOM?: typeof ReactDOM;
  }
}

window.React = React;
window.ReactDOM = ReactDOM;
