import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { typeNameForFile } from "./src/content/files";

const config: GatsbyConfig = {
  siteMetadata: {
    // The one canonical origin: canonical links, Open Graph URLs and the sitemap derive from it.
    siteUrl: "https://corsi.netlify.app",
  },
  // The spec's links are /Free, /Paid…: no trailing slash, exact case.
  trailingSlash: "never",
  // generateOnBuild writes src/gatsby-types.d.ts during `gatsby build` too, so CI type-checks real query types.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: path.join(__dirname, "data") } },
    {
      resolve: "gatsby-transformer-yaml",
      // A stable type per file (see src/content/schema.ts), so reshaping a file never renames a query.
      options: { typeName: ({ node }: { node: { name: string } }) => typeNameForFile(node.name) ?? "UnknownYaml" },
    },
    {
      resolve: "gatsby-plugin-sass",
      options: { sassOptions: { quietDeps: true, silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"] } },
    },
  ],
};

export default config;
