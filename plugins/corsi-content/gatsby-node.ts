import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { z } from "zod";
import {
  DEFAULT_LOCALE,
  FREE_INDEX_TOPICS,
  FREE_PREVIEW_TOPICS,
  FREE_PREVIEW_VIDEOS,
  LOCALE_LIST,
  NEW_ENTRIES,
  localePath,
  PAID_PAGE_SIZE,
  ROUTES,
  TOPIC_PAGE_SIZE,
  TOPIC_LIST_PAGE_SIZE,
  TOPIC_LIST_TEMPLATE,
  TOPIC_TEMPLATE,
  topicListPath,
  topicPagePath,
  UNINDEXED_PATHS,
} from "../../src/siteManifest";
import type { PaidPageContext, TopicListPageContext, TopicPageContext } from "../../src/pageContexts";
import { buildTime, isoDay } from "../shared/days";
import { localeArg, type ResolverContext } from "../shared/nodeModel";
import { dataDir } from "./dataDir";
import { nodeTypeName, PAID_TYPE_NAME, TOPIC_TYPE_NAME, TRANSLATED_FILES, TYPE_NAME_BY_FILE } from "./files";
import { contentTypeDefs, rangeField } from "./graphql";
import { resolveIcon } from "./icons";
import {
  type FreeVideo,
  type PaidCourse,
  paidCourseSchema,
  pagesSchema,
  SCHEMA_BY_FILE,
  type Topic,
  topicSchema,
  videoSchema,
} from "./schema";
import { topicSlug } from "./slug";
import { inLocale, textIn } from "./translate";
import { dayIn, priceIn } from "./price";
import { paidPages } from "./paidPages";
import { paidPagePath } from "../../src/content/paid";
import {
  type ContentResult,
  contentReport,
  type KnownTopics,
  listedVideos,
  validateContent,
  warningsReport,
} from "./validate";
import { readVideoFacts } from "../corsi-playlists/catalogFacts";
import { youtubeApiOrigin } from "../corsi-playlists/youtubeApi";
import { courseLength, lengthClass, LENGTH_CLASSES } from "../../src/content/duration";
import { YOUTUBE_API_CALLS_PER_BUILD } from "../../src/siteManifest";
import { FACTS_TYPE, PLAYLIST_COURSE_TYPE } from "../shared/nodeTypes";
import { createPathPages, PATH_TYPE_DEFS, pathResolvers, unservedInPaths } from "./paths";
import { catalogIndex } from "./pathChecks";
import { searchNames } from "../../src/content/searchNames";
import { newestEntries, type NewEntry, type PaidNode, type TopicNode as CatalogTopicNode } from "./newEntries";

/** Where the build keeps the topic files found valid, by digest (validate.ts, KnownTopics), in Gatsby's cache. */
const KNOWN_TOPICS = "valid-topics";

// Check every data file before anything is sourced or built; on any problem the
// build stops with the whole list, so nothing broken is ever published. A topic file the last build found valid, and
// that has not changed since, is not read again.
let content: ContentResult | undefined;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, cache }) => {
  const known = ((await cache.get(KNOWN_TOPICS)) as KnownTopics | undefined) ?? {};
  content = validateContent(dataDir(), { known });
  const { problems, warnings, validTopics } = content;
  if (problems.length > 0) reporter.panic(contentReport(problems));
  if (warnings.length > 0) reporter.warn(warningsReport(warnings));
  await cache.set(KNOWN_TOPICS, validTopics);
};

/**
 * A video's facts node id. Kept once made: a page that counts a catalog asks for every video's facts, and making an id
 * hashes (about 0.4 s a build for 50,000 videos in the main process alone).
 */
const factsNodeIds = new Map<string, string>();
const factsNodeId = (createNodeId: (seed: string) => string, youtubeId: string) => {
  let id = factsNodeIds.get(youtubeId);
  if (id === undefined) {
    id = createNodeId(`${FACTS_TYPE} ${youtubeId}`);
    factsNodeIds.set(youtubeId, id);
  }
  return id;
};

interface FactsFields {
  youtubeId: string;
  seconds: number | null;
  embeddable: boolean;
  /** YouTube no longer serves it: the site leaves it out (Topic.videos and everything counted from it). */
  hidden: boolean;
}

/**
 * The video facts, read before any page is made, so every consumer of Topic.videos (topic pages, /Free's counts, the
 * search index, the sitemap's pages, /Saved's catalog, the course pages) sees the same list. A node only for a video
 * YouTube answered for, its digest from its facts alone: an unchanged fact changes no node, whenever it was read.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  cache,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const checked = content ?? validateContent(dataDir());
  const videos = listedVideos(checked);
  const { facts, hidden, gone } = await readVideoFacts({
    youtubeIds: videos.map(({ youtubeId }) => youtubeId),
    origin: youtubeApiOrigin(),
    key: process.env.YOUTUBE_API_KEY || undefined,
    cache,
    now: buildTime(),
    maxCalls: YOUTUBE_API_CALLS_PER_BUILD.videoFacts,
    info: (line) => reporter.info(line),
    warn: (line) => reporter.warn(line),
  });
  const where = new Map(videos.map((video) => [video.youtubeId, video]));
  const named = (ids: readonly string[]) =>
    ids
      .map((id) => where.get(id))
      .map((video) => {
        const line = video?.line();
        return `\n  - ${video?.file}${line ? ` line ${line}` : ""}: ${video?.youtubeId} "${video?.title}"`;
      })
      .join("");
  if (gone.length > 0 && hidden.size === 0)
    reporter.warn(
      `Video facts: YouTube no longer serves ${gone.length} of ${videos.length} videos, more than a tenth of the ` +
        `catalog at once, so none is hidden (an answer gone wrong must not empty the site); check them:${named(gone)}`,
    );
  else if (hidden.size > 0)
    reporter.warn(
      `Video facts: YouTube no longer serves ${hidden.size === 1 ? "1 video" : `${hidden.size} videos`}, left out of ` +
        `the site until removed from data/:${named([...hidden])}`,
    );
  // A path's course YouTube no longer serves is left out of it too (paths.ts), named here with its path and step.
  const inPaths = unservedInPaths(checked.data, hidden, catalogIndex(Object.values(checked.data), []).playlists);
  if (inPaths) reporter.warn(inPaths);
  for (const [youtubeId, fact] of facts) {
    const fields: FactsFields = fact.served
      ? { youtubeId, seconds: fact.seconds ?? null, embeddable: fact.embeddable, hidden: false }
      : { youtubeId, seconds: null, embeddable: true, hidden: hidden.has(youtubeId) };
    if (!fields.hidden && fields.seconds === null && fields.embeddable) continue; // as good as unknown
    actions.createNode({
      id: factsNodeId(createNodeId, youtubeId),
      ...fields,
      internal: { type: FACTS_TYPE, contentDigest: createContentDigest(fields) },
    });
  }
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
  actions.createTypes(`
    """What YouTube says of a listed video, when it answered (plugins/corsi-playlists/videoFacts.ts)."""
    type ${FACTS_TYPE} implements Node @dontInfer {
      youtubeId: String!
      "Its length in seconds, when YouTube gives one."
      seconds: Int
      "False: YouTube lets it play on YouTube only."
      embeddable: Boolean!
      "YouTube no longer serves it: the site leaves it out."
      hidden: Boolean!
    }
  `);
  actions.createTypes(`type FreeVideo {
    thumbnail: VideoThumbnail @link(by: "youtubeId", from: "youtubeId")
    course: PlaylistCourse @link(by: "playlistId", from: "playlistId")
  }`);
  // A topic's paid courses, found by its file name; declared here rather than in createResolvers so /Paid can filter
  // the topics by them.
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
  actions.createTypes(`
    """One entry of what joined the catalog last (plugins/corsi-content/newEntries.ts): a video's or a paid course's."""
    type NewEntry {
      "The day it was added, YYYY-MM-DD."
      added: String!
      topic: ${TOPIC_TYPE_NAME}
      video: FreeVideo
      paid: ${PAID_TYPE_NAME}
    }
  `);
  actions.createTypes(`type LanguageCount {
    language: String!
    count: Int!
    "How many of them are short, medium and long (LENGTH_CLASSES in src/content/duration.ts)."
    lengths: [Int!]!
  }`);
};

/** A YAML node's file name without .yaml: a topic's as a paid course names it, a paid course's own address. */
function fileNameOf(node: { parent?: string | null }, context: ResolverContext): string {
  const file = node.parent ? context.nodeModel.getNodeById({ id: node.parent }) : null;
  return typeof file?.name === "string" ? file.name : "";
}

type Pages = z.infer<typeof pagesSchema>;
type PaidCourseNode = PaidCourse & { parent?: string | null };
type TopicNode = Topic & { parent?: string | null };

/** The paid courses of a topic: those naming its file, in their files' order. */
async function paidCoursesOf(topic: { parent?: string | null }, context: ResolverContext) {
  const name = fileNameOf(topic, context);
  const { entries } = await context.nodeModel.findAll({ type: PAID_TYPE_NAME });
  return [...entries]
    .filter((course) => course.topic === name)
    .map((course) => ({ course, slug: fileNameOf(course as PaidCourseNode, context) }))
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map(({ course }) => course);
}

/**
 * What the pages read beyond the YAML: each translated file in a locale (`pagesIn(locale: "ar")` is data/pages.yaml's
 * `en` block with the texts of its `ar` block), and of a topic its address, size, titles, a slice of its videos and its
 * languages.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, createNodeId }) => {
  // What YouTube said of a video, by its node's id (one node read, so a query depends on that video's facts alone).
  const factsOf = (youtubeId: string, context: ResolverContext) =>
    context.nodeModel.getNodeById({ id: factsNodeId(createNodeId, youtubeId), type: FACTS_TYPE }) as FactsFields | null;
  // A topic's videos as the site lists them: without those YouTube no longer serves.
  const served = (topic: Topic, context: ResolverContext) =>
    topic.videos.filter(({ youtubeId }) => !factsOf(youtubeId, context)?.hidden);
  // A card's length: a playlist's is its lessons' total (when read), a video's its own (when YouTube gave it).
  const secondsOf = async ({ youtubeId, playlistId }: FreeVideo, context: ResolverContext) => {
    if (!playlistId) return factsOf(youtubeId, context)?.seconds ?? null;
    const course = await context.nodeModel.findOne({
      type: PLAYLIST_COURSE_TYPE,
      query: { filter: { playlistId: { eq: playlistId } } },
    });
    return typeof course?.seconds === "number" ? course.seconds : null;
  };
  // How many of the videos are short, medium and long (a video of unknown length in none).
  const lengthCounts = async (videos: readonly FreeVideo[], context: ResolverContext) => {
    const counts = LENGTH_CLASSES.map(() => 0);
    for (const video of videos) {
      const seconds = await secondsOf(video, context);
      if (seconds) counts[LENGTH_CLASSES.indexOf(lengthClass(seconds))] += 1;
    }
    return counts;
  };
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
  // A paid course's texts in a locale, by the same rule (its `titleAr`, `descriptionAr`).
  const paidTextIn = (key: "title" | "description", type: string) => ({
    type,
    args: { locale: "String" },
    resolve: (course: PaidCourse, { locale }: { locale?: string }) =>
      course[key] === undefined ? null : textIn(paidCourseSchema, course, key, localeArg(locale)),
  });
  // What search also finds a card by (data/names.yaml, src/content/searchNames.ts), from the text it shows.
  const searchNamesOf = async (text: string, context: ResolverContext) => {
    const names = await context.nodeModel.findOne({ type: TYPE_NAME_BY_FILE["names.yaml"], query: {} });
    const groups = (names?.groups as { names: string[] }[] | undefined) ?? [];
    return (
      searchNames(
        text,
        groups.map((group) => group.names),
      ) || null
    );
  };
  createResolvers({
    NewEntry: {
      // The day in the edition's words: "27 November 2026".
      addedIn: {
        type: "String!",
        args: { locale: "String" },
        resolve: ({ added }: NewEntry, { locale }: { locale?: string }) => dayIn(added, localeArg(locale)),
      },
    },
    ...pathResolvers({
      hidden: (youtubeId, context) => factsOf(youtubeId, context)?.hidden === true,
      secondsOf,
      fileNameOf,
    }),
    Query: {
      ...translatedFiles,
      // What joined the catalog last, newest first: /New's cards.
      newEntries: {
        type: "[NewEntry!]!",
        args: { limit: "Int!" },
        resolve: async (_source: unknown, { limit }: { limit: number }, context: ResolverContext) => {
          const { entries: topics } = await context.nodeModel.findAll({ type: TOPIC_TYPE_NAME });
          const { entries: courses } = await context.nodeModel.findAll({ type: PAID_TYPE_NAME });
          return newestEntries(
            [...(topics as Iterable<CatalogTopicNode>)].map((node) => ({ node, fileName: fileNameOf(node, context) })),
            [...(courses as Iterable<PaidNode & { parent?: string | null }>)].map((course) => ({
              ...course,
              slug: fileNameOf(course, context),
            })),
            (youtubeId) => factsOf(youtubeId, context)?.hidden === true,
            limit,
          );
        },
      },
    },
    FreeVideo: {
      titleIn: titleIn(videoSchema),
      seconds: {
        type: "Int",
        resolve: (video: FreeVideo, _args: unknown, context: ResolverContext) => secondsOf(video, context),
      },
      // The length in the edition's words (data/pages.yaml's course.duration), written at build: "1 h 2 min".
      length: {
        type: "String",
        args: { locale: "String" },
        resolve: async (video: FreeVideo, { locale }: { locale?: string }, context: ResolverContext) => {
          const seconds = await secondsOf(video, context);
          if (!seconds) return null;
          const node = await context.nodeModel.findOne({
            type: nodeTypeName(TYPE_NAME_BY_FILE["pages.yaml"]),
            query: {},
          });
          if (!node) return null;
          const pages = inLocale(
            pagesSchema,
            node[DEFAULT_LOCALE] as Pages,
            localeArg(locale),
            node[localeArg(locale)],
          );
          return courseLength(seconds, pages.course.duration);
        },
      },
      searchNames: {
        type: "String",
        args: { locale: "String" },
        resolve: (video: FreeVideo, { locale }: { locale?: string }, context: ResolverContext) =>
          searchNamesOf(`${textIn(videoSchema, video, "title", localeArg(locale))} ${video.channel ?? ""}`, context),
      },
      // False for a video YouTube lets play on YouTube only: its card has no player.
      embeddable: {
        type: "Boolean!",
        resolve: ({ youtubeId }: FreeVideo, _args: unknown, context: ResolverContext) =>
          factsOf(youtubeId, context)?.embeddable ?? true,
      },
    },
    [PAID_TYPE_NAME]: {
      titleIn: paidTextIn("title", "String!"),
      descriptionIn: paidTextIn("description", "String"),
      slug: {
        type: "String!",
        resolve: (course: PaidCourseNode, _args: unknown, context: ResolverContext) => fileNameOf(course, context),
      },
      searchNames: {
        type: "String",
        args: { locale: "String" },
        resolve: (course: PaidCourse, { locale }: { locale?: string }, context: ResolverContext) =>
          searchNamesOf(`${textIn(paidCourseSchema, course, "title", localeArg(locale))} ${course.provider}`, context),
      },
      priceIn: {
        type: "String!",
        args: { locale: "String" },
        resolve: ({ price, currency }: PaidCourse, { locale }: { locale?: string }) =>
          priceIn(price, currency, localeArg(locale)),
      },
      // js-yaml (gatsby-transformer-yaml) reads an unquoted date as a Date, the validation's parser as text.
      checkedOnIn: {
        type: "String!",
        args: { locale: "String" },
        resolve: ({ priceCheckedOn }: { priceCheckedOn: string | Date }, { locale }: { locale?: string }) =>
          dayIn(isoDay(priceCheckedOn), localeArg(locale)),
      },
    },
    [TOPIC_TYPE_NAME]: {
      titleIn: titleIn(topicSchema),
      address: { type: "String!", resolve: (topic: Topic) => topicSlug(topic) },
      pagePath: {
        type: "String!",
        args: { locale: "String" },
        resolve: (topic: Topic, { locale }: { locale?: string }) =>
          localePath(localeArg(locale), topicPagePath(topicSlug(topic))),
      },
      videos: { resolve: (topic: Topic, _args: unknown, context: ResolverContext) => served(topic, context) },
      videoCount: {
        type: "Int!",
        resolve: (topic: Topic, _args: unknown, context: ResolverContext) => served(topic, context).length,
      },
      lengths: {
        type: "[Int!]!",
        resolve: (topic: Topic, _args: unknown, context: ResolverContext) =>
          lengthCounts(served(topic, context), context),
      },
      // The topic's paid courses on one page of /Paid (its context's ids).
      paidCoursesIn: {
        type: `[${PAID_TYPE_NAME}!]!`,
        args: { ids: "[String!]!" },
        resolve: async (topic: TopicNode, { ids }: { ids: string[] }, context: ResolverContext) =>
          (await paidCoursesOf(topic, context)).filter((course) => ids.includes(course.id as string)),
      },
      videoRange: rangeField("FreeVideo", served),
      languages: {
        type: "[LanguageCount!]!",
        resolve: async (topic: Topic, _args: unknown, context: ResolverContext) => {
          const byLanguage = new Map<string, FreeVideo[]>();
          for (const video of served(topic, context))
            if (video.language) byLanguage.set(video.language, [...(byLanguage.get(video.language) ?? []), video]);
          return Promise.all(
            [...byLanguage].map(async ([language, videos]) => ({
              language,
              count: videos.length,
              lengths: await lengthCounts(videos, context),
            })),
          );
        },
      },
    },
  });
};

/**
 * A page per topic in each locale, split every TOPIC_PAGE_SIZE videos; and when /Free's index cannot hold every topic
 * (FREE_INDEX_TOPICS), the list of them all, TOPIC_LIST_PAGE_SIZE a page.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { graphql, actions, reporter } = args;
  const { data, errors } = await graphql<{
    allTopic: { nodes: { id: string; address: string; videoCount: number; paidCourses: { id: string }[] }[] };
  }>(`
    query TopicPages {
      allTopic(sort: [{ position: ASC }, { title: ASC }]) {
        nodes {
          id
          address
          videoCount
          paidCourses {
            id
          }
        }
      }
    }
  `);
  if (errors || !data) return reporter.panic("Could not read the topics", errors);
  const paid = paidPages(
    data.allTopic.nodes.map(({ id, paidCourses }) => ({ id, courseIds: paidCourses.map((course) => course.id) })),
    PAID_PAGE_SIZE,
  );
  createPaidPages(paid.pages, actions);
  await createPathPages(args);
  const component = path.resolve(TOPIC_TEMPLATE);
  for (const { id, address, videoCount } of data.allTopic.nodes) {
    const pages = Math.max(1, Math.ceil(videoCount / TOPIC_PAGE_SIZE));
    const paidPage = paid.pageOfTopic.get(id);
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
