import purgecss from "@fullhuman/postcss-purgecss";
import type { GatsbyConfig } from "gatsby";
import { dataDir } from "./src/content/dataDir";
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
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: dataDir() } },
    {
      resolve: "gatsby-transformer-yaml",
      // A stable type per file (see src/content/schema.ts), so reshaping a file never renames a query.
      options: { typeName: ({ node }: { node: { name: string } }) => typeNameForFile(node.name) ?? "UnknownYaml" },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // Only the four public content pages: /User1 is noindex, and neither error page belongs in a sitemap.
      options: { excludes: ["/User1", "/404", "/404.html", "/dev-404-page"] },
    },
    {
      resolve: "gatsby-plugin-decap-cms",
      // /admin: Decap CMS on its own entry, never in the visitor's bundles; noindex (includeRobots: false).
      options: { htmlTitle: "Corsi content", includeRobots: false },
    },
    {
      resolve: "gatsby-plugin-sass",
      options: {
        // charset: false stops Sass from prefixing a byte-order mark, which breaks the first rule once inlined.
        sassOptions: {
          charset: false,
          quietDeps: true,
          silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
        },
        // Gatsby inlines global CSS into every page: drop every Bootstrap rule the markup never uses.
        postCssPlugins: [
          purgecss({
            content: ["src/**/*.{ts,tsx}", "gatsby-ssr.tsx"],
            safelist: { standard: ["html", "body", /^tone-/], greedy: [/^data-bs-theme/] },
            dynamicAttributes: ["aria-current", "aria-expanded", "data-bs-theme", "data-theme-choice", "data-choice"],
            variables: true,
            keyframes: true,
          }),
        ],
      },
    },
  ],
};

export default config;
