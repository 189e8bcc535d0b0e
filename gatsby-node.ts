import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CompileHintsPlugin } from "./src/boot/compileHints";
import { dataDir } from "./src/content/dataDir";
import { contentTypeDefs } from "./src/content/graphql";
import { resolveIcon } from "./src/content/icons";
import { contentReport, validateContent } from "./src/content/validate";
import { writeHostFiles } from "./src/host/writeHostFiles";

// Check every data file before anything is sourced or built; on any problem the
// build stops with the whole list, so nothing broken is ever published.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems } = validateContent(dataDir());
  if (problems.length > 0) reporter.panic(contentReport(problems));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "icon",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => {
        const ref = source[info.fieldName];
        return typeof ref === "string" ? resolveIcon(ref) : null;
      },
    }),
  });
  actions.createTypes(contentTypeDefs());
};

// Only the browser bundle of a production build: the development server and the HTML renderer have no use for it.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    "{ site { siteMetadata { siteUrl } } }",
  );
  if (!data) return reporter.panic("onPostBuild: siteMetadata.siteUrl is missing");
  writeHostFiles(path.join(process.cwd(), "public"), data.site.siteMetadata.siteUrl);
};
