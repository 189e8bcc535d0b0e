import purgecss from "@fullhuman/postcss-purgecss";
import type { GatsbyConfig } from "gatsby";
import { dataDir } from "./plugins/corsi-content/dataDir";
import { typeNameForFile } from "./plugins/corsi-content/files";
import { NOT_FOUND_ROUTE, POSTER_TONES, SITE_URL, UNINDEXED_PATHS } from "./src/siteManifest";

const config: GatsbyConfig = {
  siteMetadata: {
    // Read by gatsby-plugin-sitemap; everything else imports SITE_URL from the manifest itself.
    siteUrl: SITE_URL,
  },
  // The spec's links are /Free, /Paid…: no trailing slash, exact case.
  trailingSlash: "never",
  // generateOnBuild writes src/gatsby-types.d.ts during `gatsby build` too, so CI type-checks real query types.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    // Local plugin (plugins/): content validation and schema.
    "corsi-content",
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: dataDir() } },
    {
      resolve: "gatsby-transformer-yaml",
      // A stable type per file (see src/content/schema.ts), so reshaping a file never renames a query.
      options: { typeName: ({ node }: { node: { name: string } }) => typeNameForFile(node.name) ?? "UnknownYaml" },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // Indexed pages only: neither an unindexed route nor an error page belongs in a sitemap.
      options: {
        excludes: [...UNINDEXED_PATHS, NOT_FOUND_ROUTE.path, `/${NOT_FOUND_ROUTE.file}`, "/dev-404-page"],
      },
    },
    // The host's files after the build (plugins/corsi-host): after the sitemap plugin, whose sitemap it copies to
    // /sitemap.xml (plugins run their onPostBuild in this order).
    "corsi-host",
    {
      resolve: "gatsby-plugin-decap-cms",
      // /admin: Decap CMS on its own entry, never in the visitor's bundles; noindex (includeRobots: false).
      options: { htmlTitle: "Corsi content", includeRobots: false },
    },
    {
      resolve: "gatsby-plugin-sass",
      options: {
        // charset: false stops Sass from prefixing a byte-order mark, which breaks the first rule once inlined.
        // The poster colours come from the manifest, so the stylesheet and the share image never disagree.
        additionalData: `$poster-tones: ${POSTER_TONES.join(", ")};`,
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
