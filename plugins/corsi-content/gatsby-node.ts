import type { GatsbyNode } from "gatsby";
import { dataDir } from "./dataDir";
import { contentTypeDefs } from "./graphql";
import { resolveIcon } from "./icons";
import { contentReport, validateContent } from "./validate";

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
