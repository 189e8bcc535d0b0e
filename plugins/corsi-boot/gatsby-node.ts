import type { GatsbyNode } from "gatsby";
import { CompileHintsPlugin } from "./compileHints";

/** V8's compile hints, on the browser bundle of a production build only: the development server and the HTML renderer have no use for them. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};
