import path from "node:path";
import type { GatsbyNode } from "gatsby";
import {
  FREE_INDEX_TOPICS,
  FREE_PREVIEW_TOPICS,
  FREE_PREVIEW_VIDEOS,
  LOCALE_LIST,
  NEW_ENTRIES,
  localePath,
  ROUTES,
  TOPIC_PAGE_SIZE,
  topicPageOf,
  TOPIC_LIST_PAGE_SIZE,
  TOPIC_LIST_TEMPLATE,
  TOPIC_TEMPLATE,
  topicListPath,
  topicPagePath,
  UNINDEXED_PATHS,
} from "../../src/siteManifest";
import type { PaidPageContext, TopicListPageContext, TopicPageContext } from "../../src/pageContexts";
import { paidPagePath } from "../../src/content/paid";
import type { ResolverContext } from "../shared/nodeModel";
import { checkContent } from "./checkedContent";
import { PAID_TYPE_NAME, TOPIC_TYPE_NAME } from "./files";
import { contentTypeDefs } from "./graphql";
import { resolveIcon } from "./icons";
import { catalogIndexOfNodes } from "./catalogIndex";
import { createPathPages, PATH_TYPE_DEFS } from "./paths";
import { CATALOG_ORDER_TYPE_DEFS } from "./orderedFields";
import { COURSE_LEVEL_TYPE_DEFS, sourceCourseLevels } from "./courseLevels";
import { paidCoursesOf } from "./paidCourseFields";
import { contentResolvers } from "./resolvers";
import type { TopicNode } from "./nodes";
import { withBoundary } from "./resolverBoundary";
import { isSingleFileNode, onSingleFileNode, SINGLE_FILE_TYPE_DEFS } from "./singleFiles";
import { type KnownTopics } from "./validate";
import { contentReport, warningsReport } from "./problem";

/** Where the build keeps the topic files found valid, by digest (validate.ts, KnownTopics), in Gatsby's cache. */
const KNOWN_TOPICS = "valid-topics";

// Check every data file before anything is sourced or built; on any problem the
// build stops with the whole list, so nothing broken is ever published. A topic file the last build found valid, and
// that has not changed since, is not read again.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, cache }) => {
  const known = ((await cache.get(KNOWN_TOPICS)) as KnownTopics | undefined) ?? {};
  const { problems, warnings, validTopics } = checkContent(known);
  if (problems.length > 0) reporter.panic(contentReport(problems));
  if (warnings.length > 0) reporter.warn(warningsReport(warnings));
  await cache.set(KNOWN_TOPICS, validTopics);
};

/** Each listed video's level as the paths set it (courseLevels.ts), before any page reads a card. */
export const sourceNodes: GatsbyNode["sourceNodes"] = sourceCourseLevels;

/** The CourseLevel nodes are kept between builds; sourceCourseLevels makes again or deletes only what changed. */
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ actions }) => {
  actions.enableStatefulSourceNodes?.();
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
  // A video's thumbnail, as plugins/corsi-thumbnails made it (VideoThumbnail nodes), joined by the video's id. (Its
  // playlist course is a resolver: resolvers.ts.)
  actions.createTypes(`type FreeVideo {
    thumbnail: VideoThumbnail @link(by: "youtubeId", from: "youtubeId")
  }`);
  // A topic's paid courses, found by its file name, and how many (a topic page links to them).
  actions.createFieldExtension({
    name: "paidCourses",
    extend: () => ({
      resolve: (topic: TopicNode, _args: unknown, context: ResolverContext) => paidCoursesOf(topic, context),
    }),
  });
  actions.createFieldExtension({
    name: "paidCount",
    extend: () => ({
      resolve: async (topic: TopicNode, _args: unknown, context: ResolverContext) =>
        (await paidCoursesOf(topic, context)).length,
    }),
  });
  actions.createTypes(`type ${TOPIC_TYPE_NAME} {
    paidCourses: [${PAID_TYPE_NAME}!]! @paidCourses
    paidCount: Int! @paidCount
  }`);
  actions.createTypes(PATH_TYPE_DEFS);
  actions.createTypes(CATALOG_ORDER_TYPE_DEFS);
  actions.createTypes(SINGLE_FILE_TYPE_DEFS);
  actions.createTypes(COURSE_LEVEL_TYPE_DEFS);
  actions.createTypes(`
    """One entry of what joined the catalog last (plugins/corsi-content/newEntries.ts): a video's or a paid course's."""
    type NewEntry {
      "The day it was added, YYYY-MM-DD."
      added: String!
      "The Monday that starts the week it was added in, YYYY-MM-DD: /New's cards are grouped by it."
      weekOf: String!
      topic: ${TOPIC_TYPE_NAME}
      video: FreeVideo
      paid: ${PAID_TYPE_NAME}
    }
  `);
  actions.createTypes(`"""How many of a list's videos share one set of the filters' values (src/content/topics.ts)."""
  type FacetCount {
    "The values, language~length~captions~level, each empty where the video has none."
    key: String!
    count: Int!
  }`);
};

/**
 * What the pages read beyond the YAML (resolvers.ts): each translated file in a locale, of a topic its address, size,
 * titles, a slice of its videos and its languages, of a video its length, of a paid course its price.
 */
/** Each single data file's node is named by a node with a fixed id (singleFiles.ts). */
export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = isSingleFileNode;
export const onCreateNode: GatsbyNode["onCreateNode"] = onSingleFileNode;

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(withBoundary(contentResolvers()));
};

/**
 * A page per topic in each locale, split every TOPIC_PAGE_SIZE videos; and when /Free's index cannot hold every topic
 * (FREE_INDEX_TOPICS), the list of them all, TOPIC_LIST_PAGE_SIZE a page.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, getNodesByType, getNode } = args;
  const index = catalogIndexOfNodes(getNodesByType, getNode);
  createPaidPages(index.paidPages.pages, actions);
  await createPathPages(args);
  const component = path.resolve(TOPIC_TEMPLATE);
  for (const { node, address, served } of index.topics) {
    const { id } = node;
    const pages = topicPageOf(served.length - 1);
    const paidPage = index.paidPages.pageOfTopic.get(id);
    for (const locale of LOCALE_LIST)
      for (let page = 1; page <= pages; page += 1) {
        const skip = (page - 1) * TOPIC_PAGE_SIZE;
        const context: TopicPageContext = {
          ...{ id, skip, limit: TOPIC_PAGE_SIZE, page, pages, locale },
          hasPaid: paidPage !== undefined,
          ...(paidPage !== undefined && { paidPath: localePath(locale, paidPagePath(paidPage)) }),
        };
        actions.createPage({ path: localePath(locale, topicPagePath(address, page)), component, context });
      }
  }
  const topics = index.topics.length;
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

/**
 * /Paid's first page is src/pages/Paid.tsx's own (onCreatePage below gives it its courses); the next ones, /Paid/2 …,
 * are made here from the same component. Gatsby makes the pages of src/pages after every plugin's createPages.
 */
let firstPaidPage: Omit<PaidPageContext, "locale"> = { ids: [], page: 1, pages: 1 };

function createPaidPages(pages: string[][], actions: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"]) {
  firstPaidPage = { ids: pages[0], page: 1, pages: pages.length };
  for (let page = 2; page <= pages.length; page += 1)
    for (const locale of LOCALE_LIST) {
      const context: PaidPageContext = { ids: pages[page - 1], page, pages: pages.length, locale };
      actions.createPage({
        path: localePath(locale, paidPagePath(page)),
        component: path.resolve(ROUTES.paid.page),
        context,
      });
    }
}

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
      : page.path === ROUTES.paid.path
        ? firstPaidPage
        : page.path === ROUTES.new.path
          ? { newEntries: NEW_ENTRIES }
          : {};
  actions.deletePage(page);
  for (const locale of LOCALE_LIST)
    actions.createPage({
      ...page,
      path: localePath(locale, page.path),
      matchPath: page.matchPath && localePath(locale, page.matchPath),
      // Whether search engines may index the page is its route's to say (src/siteManifest.ts), not the page file's.
      context: { ...page.context, ...previews, locale, ...(UNINDEXED_PATHS.includes(page.path) && { noindex: true }) },
    });
};
