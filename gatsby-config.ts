import purgecss from "@fullhuman/postcss-purgecss";
import type { GatsbyConfig } from "gatsby";
import postcssRtlcss from "postcss-rtlcss";
import corsiHostAdapter from "./plugins/corsi-host/adapter";
import { dataDir, textsDir } from "./plugins/corsi-content/dataDir";
import { CATALOG_FOLDERS, typeNameForFile } from "./plugins/corsi-content/files";
import { inEveryLocale, sitemapEntry, sitemapPages } from "./plugins/corsi-host/sitemap";
import { buildQueryTypesFile, QUERY_TYPES_FILE } from "./plugins/shared/queryTypes";
import { NOT_FOUND_ROUTE, POSTER_TONES, SITE_URL, UNINDEXED_PATHS } from "./src/siteManifest";

/** data/ once; or its interface texts and another folder's catalog, each file sourced once. */
function dataSources() {
  const source = (name: string, path: string, ignore: string[] = []) => ({
    resolve: "gatsby-source-filesystem",
    options: { name, path, ignore },
  });
  if (dataDir() === textsDir()) return [source("data", dataDir())];
  return [
    source(
      "texts",
      textsDir(),
      CATALOG_FOLDERS.map((folder) => `**/${folder}/**`),
    ),
    source("catalog", dataDir()),
  ];
}

const typesFile = buildQueryTypesFile();

const config: GatsbyConfig = {
  siteMetadata: {
    // Read by gatsby-plugin-sitemap; everything else imports SITE_URL from the manifest itself.
    siteUrl: SITE_URL,
  },
  // The spec's links are /Free, /Paid…: no trailing slash, exact case.
  trailingSlash: "never",
  // A build that names a file for them writes the query types too (plugins/shared/queryTypes.ts): tsc checks the
  // queries' real types.
  graphqlTypegen: { typesOutputPath: typesFile ?? QUERY_TYPES_FILE, generateOnBuild: typesFile !== undefined },
  // The one owner of what the host reads (page files, _headers, _redirects) and of the cache kept between deploys; named
  // here, so Gatsby installs no adapter of its own for the host it detects (docs/hosting.md).
  adapter: corsiHostAdapter(),
  plugins: [
    // Local plugin (plugins/): how Gatsby's build process runs here (where the page queries run, what the HTML
    // renderer compiles); first, so its settings are in place before anything else starts.
    "corsi-build-tuning",
    // Local plugin (plugins/): content validation and schema, before anything reads data/.
    "corsi-content",
    // The interface texts from data/, and the catalog from data/ or, for the fixture build, the folder it names.
    ...dataSources(),
    // Video thumbnails: fetched and cropped by the local plugin, resized and encoded to WebP by Gatsby's image
    // pipeline, served from public/static/ under hashed names.
    "corsi-thumbnails",
    // What the YouTube Data API says, read at build (never by the browser): every listed video's facts (its length,
    // whether it may be embedded, whether YouTube still serves it), each playlist's lessons, and a page per course.
    "corsi-youtube",
    "gatsby-plugin-sharp",
    // The search index of the topic pages, after the build: first of the plugins' onPostBuild, since it runs beside
    // them (the adapter waits for it).
    "corsi-search",
    {
      resolve: "gatsby-transformer-yaml",
      // A stable type per file (see plugins/corsi-content/files.ts), so reshaping a file never renames a query.
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) =>
          typeNameForFile(node) ?? "UnknownYaml",
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // Indexed pages only, in every edition: neither an unindexed route nor an error page belongs in a sitemap.
      options: {
        excludes: [
          ...inEveryLocale([...UNINDEXED_PATHS, NOT_FOUND_ROUTE.path]),
          `/${NOT_FOUND_ROUTE.file}`,
          "/dev-404-page",
        ],
        // Each page with its counterparts in the other editions (hreflang, x-default: the original), among the pages
        // built.
        resolvePages: (data: { allSitePage: { nodes: { path: string }[] } }) =>
          sitemapPages(data.allSitePage.nodes.map((page) => page.path)),
        // Percent-encoded, so a topic's address in Arabic script is a valid URL in the sitemap.
        serialize: sitemapEntry,
      },
    },
    // /admin: the browser editor, its own small page of Decap CMS's prebuilt bundle (copied from node_modules), the
    // editor's React and Corsi's widgets (src/cms/), never in a visitor's bundles; none of it made by Gatsby's webpack.
    "corsi-admin",
    {
      resolve: "gatsby-plugin-sass",
      options: {
        // charset: false stops Sass from prefixing a byte-order mark, which breaks the first rule once inlined.
        // The poster colours come from the manifest, so the stylesheet and the share image never disagree.
        additionalData: `$poster-tones: ${POSTER_TONES.join(", ")};`,
        sassOptions: {
          // Expanded, not the production default (compressed), which drops the comments that direct RTLCSS (Bootstrap's
          // own and ours); the stylesheet is minified after PostCSS anyway.
          outputStyle: "expanded",
          charset: false,
          quietDeps: true,
          silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
        },
        // Gatsby inlines global CSS into every page: drop every Bootstrap rule the markup never uses.
        postCssPlugins: [
          purgecss({
            content: ["src/**/*.{ts,tsx}", "plugins/corsi-boot/**/*.{ts,tsx}"],
            safelist: { standard: ["html", "body", /^tone-/], greedy: [/^data-bs-theme/] },
            dynamicAttributes: [
              "aria-current",
              "aria-expanded",
              "aria-pressed",
              "data-bs-theme",
              "data-theme-choice",
              "data-choice",
            ],
            variables: true,
            keyframes: true,
            // Elements and attributes the markup never has, whose names occur in the source only as words (comments,
            // types): without this, Bootstrap's reboot rules for them (and the monospace and code colour variables)
            // would be kept on every page. And `ol`, which only a course page's lessons use, with the browser's own
            // margins and numbers, so its rules are not in every page's stylesheet.
            blocklist: ["address", "b", "code", "list", "ol", "output", "sub", "summary", "table", "tr"],
          }),
          // One stylesheet for both editions: each direction-sensitive declaration moves into a [dir="ltr"] rule and
          // its mirror into a [dir="rtl"] one (Bootstrap's own RTLCSS directives included); the rest stays shared.
          postcssRtlcss(),
        ],
      },
    },
    // /Saved's card data (public/saved-catalog.json), written after the build (onPostBuild).
    "corsi-learner",
    // The Atom feeds of what joined the catalog last (onPostBuild), before the adapter gives each file its headers.
    "corsi-feeds",
    // Each edition's web app manifest and the app's icons (public/app*.webmanifest, public/icons/), after the build.
    "corsi-app",
    // The list of this build's pages for the site's adapter (onPostBuild); the adapter itself is `adapter` above.
    "corsi-host",
    // The page's early life: the head script, Gatsby's scripts deferred into a template, V8's compile hints, the app's
    // start. Last, where the site's own gatsby-ssr would run, so every page's head keeps its order.
    "corsi-boot",
  ],
};

export default config;
