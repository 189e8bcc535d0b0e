import path from "node:path";
import type { GatsbyNode } from "gatsby";
import {
  DEFAULT_LOCALE,
  FREE_INDEX_TOPICS,
  FREE_PREVIEW_TOPICS,
  FREE_PREVIEW_VIDEOS,
  type Locale,
  LOCALE_LIST,
  localePath,
  LOCALES,
  ROUTES,
  TOPIC_PAGE_SIZE,
  TOPIC_LIST_PAGE_SIZE,
  TOPIC_LIST_TEMPLATE,
  TOPIC_TEMPLATE,
  topicListPath,
  type TopicListPageContext,
  type TopicPageContext,
  topicPagePath,
} from "../../src/siteManifest";
import { dataDir } from "./dataDir";
import { nodeTypeName, TOPIC_TYPE_NAME, TRANSLATED_FILES, TYPE_NAME_BY_FILE } from "./files";
import { contentTypeDefs } from "./graphql";
import { resolveIcon } from "./icons";
import { type FreeVideo, SCHEMA_BY_FILE, type Topic, topicSchema, videoSchema } from "./schema";
import { topicSlug } from "./slug";
import { inLocale, textIn } from "./translate";
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
  // A video's thumbnail, as plugins/corsi-thumbnails made it (VideoThumbnail nodes), joined by the video's id; a
  // playlist's lessons, as plugins/corsi-playlists read them (a PlaylistCourse node, when it has any), by the playlist's id.
  actions.createTypes(`type FreeVideo {
    thumbnail: VideoThumbnail @link(by: "youtubeId", from: "youtubeId")
    course: PlaylistCourse @link(by: "playlistId", from: "playlistId")
  }`);
  actions.createTypes(`type LanguageCount {
    language: String!
    count: Int!
  }`);
};

/** The locales by their code, for the `locale` argument of the fields below ("en" when a query gives none). */
function localeArg(locale: string | undefined): Locale {
  return locale !== undefined && locale in LOCALES ? (locale as Locale) : DEFAULT_LOCALE;
}

interface NodeModel {
  findOne(args: { type: string; query: object }): Promise<Record<string, unknown> | null>;
}

interface ResolverContext {
  nodeModel: NodeModel;
}

/**
 * What the pages read beyond the YAML: each translated file in a locale (`pagesIn(locale: "ar")` is data/pages.yaml's
 * `en` block with the texts of its `ar` block), and of a topic its address, size, titles, a slice of its videos and its
 * languages.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const translatedFiles = Object.fromEntries(
    TRANSLATED_FILES.map((file) => {
      const typeName = TYPE_NAME_BY_FILE[file];
      const field = `${typeName.charAt(0).toLowerCase()}${typeName.slice(1)}In`;
      const resolver = {
        type: typeName,
        args: { locale: "String!" },
        resolve: async (_source: unknown, args: { locale: string }, context: ResolverContext) => {
          const node = await context.nodeModel.findOne({ type: nodeTypeName(typeName), query: {} });
          if (!node) return null;
          const locale = localeArg(args.locale);
          return inLocale(SCHEMA_BY_FILE[file], node[DEFAULT_LOCALE], locale, node[locale]);
        },
      };
      return [field, resolver];
    }),
  );
  // A topic's or a video's title in a locale, by the rule of translate.ts: its Arabic title where given (`titleAr`).
  const titleIn = (schema: typeof topicSchema | typeof videoSchema) => ({
    type: "String!",
    args: { locale: "String" },
    resolve: (entry: Topic | FreeVideo, { locale }: { locale?: string }) =>
      textIn(schema, entry, "title", localeArg(locale)),
  });
  createResolvers({
    Query: translatedFiles,
    FreeVideo: { titleIn: titleIn(videoSchema) },
    [TOPIC_TYPE_NAME]: {
      titleIn: titleIn(topicSchema),
      address: { type: "String!", resolve: (topic: Topic) => topicSlug(topic) },
      pagePath: {
        type: "String!",
        args: { locale: "String" },
        resolve: (topic: Topic, { locale }: { locale?: string }) =>
          localePath(localeArg(locale), topicPagePath(topicSlug(topic))),
      },
      videoCount: { type: "Int!", resolve: (topic: Topic) => topic.videos.length },
      videoRange: {
        type: "[FreeVideo!]!",
        args: { skip: "Int!", limit: "Int!" },
        resolve: (topic: Topic, { skip, limit }: { skip: number; limit: number }) =>
          topic.videos.slice(skip, skip + limit),
      },
      languages: {
        type: "[LanguageCount!]!",
        resolve: (topic: Topic) => {
          const counts = new Map<string, number>();
          for (const { language } of topic.videos) if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
          return [...counts].map(([language, count]) => ({ language, count }));
        },
      },
    },
  });
};

/**
 * A page per topic in each locale, split every TOPIC_PAGE_SIZE videos; and when /Free's index cannot hold every topic
 * (FREE_INDEX_TOPICS), the list of them all, TOPIC_LIST_PAGE_SIZE a page.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data, errors } = await graphql<{
    allTopic: { nodes: { id: string; address: string; videoCount: number }[] };
  }>(`
    query TopicPages {
      allTopic {
        nodes {
          id
          address
          videoCount
        }
      }
    }
  `);
  if (errors || !data) return reporter.panic("Could not read the topics", errors);
  const component = path.resolve(TOPIC_TEMPLATE);
  for (const { id, address, videoCount } of data.allTopic.nodes) {
    const pages = Math.max(1, Math.ceil(videoCount / TOPIC_PAGE_SIZE));
    for (const locale of LOCALE_LIST)
      for (let page = 1; page <= pages; page += 1) {
        const skip = (page - 1) * TOPIC_PAGE_SIZE;
        const context: TopicPageContext = { id, skip, limit: TOPIC_PAGE_SIZE, page, pages, locale };
        actions.createPage({ path: localePath(locale, topicPagePath(address, page)), component, context });
      }
  }
  const topics = data.allTopic.nodes.length;
  if (topics <= FREE_INDEX_TOPICS) return;
  const pages = Math.ceil(topics / TOPIC_LIST_PAGE_SIZE);
  for (const locale of LOCALE_LIST)
    for (let page = 1; page <= pages; page += 1) {
      const context: TopicListPageContext = {
        skip: (page - 1) * TOPIC_LIST_PAGE_SIZE,
        limit: TOPIC_LIST_PAGE_SIZE,
        page,
        pages,
        locale,
      };
      actions.createPage({
        path: localePath(locale, topicListPath(page)),
        component: path.resolve(TOPIC_LIST_TEMPLATE),
        context,
      });
    }
};

/** Gatsby's own copies of the 404 page, which are not pages of an edition. */
const UNTRANSLATED_PAGES = new Set(["/404.html", "/dev-404-page", "/dev-404-page/"]);

/**
 * Every page of src/pages exists in each locale, from the same component: the original at its address with
 * `locale: "en"`, each translation under its prefix (/ar/Free) with its own. /Free's query also takes the size of its
 * previews and of its topic index from the manifest.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (UNTRANSLATED_PAGES.has(page.path) || (page.context && "locale" in page.context)) return;
  const previews =
    page.path === ROUTES.free.path
      ? { previewVideos: FREE_PREVIEW_VIDEOS, previewTopics: FREE_PREVIEW_TOPICS, indexTopics: FREE_INDEX_TOPICS }
      : {};
  actions.deletePage(page);
  for (const locale of LOCALE_LIST)
    actions.createPage({
      ...page,
      path: localePath(locale, page.path),
      matchPath: page.matchPath && localePath(locale, page.matchPath),
      context: { ...page.context, ...previews, locale },
    });
};

/**
 * gatsby-plugin-decap-cms's gatsby-browser.js only serves Netlify Identity's widget, which gatsby-config.ts turns off
 * (enableIdentityWidget: false): Gatsby would still put it in every visitor's app bundle (about 0.4 KB gzip, and a
 * webpack warning on each build, from its `require(specifier)`). The browser bundles get an empty module instead.
 */
const DECAP_BROWSER_HOOKS = /gatsby-plugin-decap-cms[\\/]gatsby-browser\.js$/;
// From the project root: Gatsby runs this file compiled, from .cache/.
const NO_BROWSER_HOOKS = path.join(process.cwd(), "plugins", "corsi-content", "noBrowserHooks.ts");

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript" || stage === "develop") {
    actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(DECAP_BROWSER_HOOKS, NO_BROWSER_HOOKS)] });
  }
};
