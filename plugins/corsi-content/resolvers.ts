/**
 * The content's resolvers (gatsby-node.ts's createResolvers): what the pages read beyond the YAML, a video's facts
 * (plugins/corsi-youtube's VideoFacts nodes) among it.
 */
import type { z } from "zod";
import { DEFAULT_LOCALE, type Locale, localePath, topicPagePath } from "../../src/siteManifest";
import { courseLength } from "../../src/content/duration";
import { weekStart } from "../shared/days";
import { localeArg, type ResolverContext } from "../shared/nodeModel";
import { PLAYLIST_COURSE_TYPE } from "../shared/nodeTypes";
import { nodeTypeName, PAID_TYPE_NAME, TOPIC_TYPE_NAME, TRANSLATED_FILES, TYPE_NAME_BY_FILE } from "./files";
import { rangeField } from "./graphql";
import { pathResolvers } from "./paths";
import { paidCourseFields, paidCoursesOf } from "./paidCourseFields";
import { dayIn } from "./price";
import { type FreeVideo, pagesSchema, SCHEMA_BY_FILE, type Topic, topicSchema, videoSchema } from "./schema";
import { catalogIndex } from "./catalogIndex";
import { catalogOrderFields } from "./orderedFields";
import { fileNameOf } from "./fileName";
import { topicSlug } from "./slug";
import { inLocale, textIn } from "./translate";
import { searchNamesField } from "./searchNamesField";
import { fromSingleFile } from "./singleFiles";
import { facetCounts, factsOf, playlistCourseOf, secondsOf, shownFactResolvers } from "./shownFacts";
import { newestEntries, type NewEntry } from "./newEntries";
import type { PaidNode, TopicNode } from "./nodes";

type Pages = z.infer<typeof pagesSchema>;

/**
 * data/pages.yaml in a locale, as `pagesIn(locale)` gives it: its original block with the locale's texts. Translated
 * once while the file is the same (fromSingleFile): the cards' fields ask for it one by one.
 */
const translatedPages = fromSingleFile(nodeTypeName(TYPE_NAME_BY_FILE["pages.yaml"]), (node, locale) =>
  node ? inLocale(pagesSchema, node[DEFAULT_LOCALE] as Pages, locale as Locale, node[locale]) : null,
);

export const pagesIn = (context: ResolverContext, locale: Locale): Promise<Pages | null> =>
  translatedPages(context, locale);

// A topic's videos as the site lists them: without those YouTube no longer serves.
const served = (topic: Topic, context: ResolverContext) =>
  topic.videos.filter(({ youtubeId }) => !factsOf(youtubeId, context)?.hidden);
const translatedFiles = Object.fromEntries(
  TRANSLATED_FILES.map((file) => {
    const typeName = TYPE_NAME_BY_FILE[file];
    const field = `${typeName.charAt(0).toLowerCase()}${typeName.slice(1)}In`;
    const translated = fromSingleFile(nodeTypeName(typeName), (node, locale) =>
      node ? inLocale(SCHEMA_BY_FILE[file], node[DEFAULT_LOCALE], locale as Locale, node[locale]) : null,
    );
    const resolver = {
      type: typeName,
      args: { locale: "String!" },
      resolve: (_source: unknown, args: { locale: string }, context: ResolverContext) =>
        translated(context, localeArg(args.locale)),
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
/** The query's own fields: each translated file in a locale, the catalog in its order, and what joined it last. */
function queryFields() {
  return {
    ...translatedFiles,
    ...catalogOrderFields(),
    // What joined the catalog last, newest first: /New's cards.
    newEntries: {
      type: "[NewEntry!]!",
      args: { limit: "Int!" },
      resolve: async (_source: unknown, { limit }: { limit: number }, context: ResolverContext) => {
        const { entries: topics } = await context.nodeModel.findAll({ type: TOPIC_TYPE_NAME });
        const { entries: courses } = await context.nodeModel.findAll({ type: PAID_TYPE_NAME });
        const index = catalogIndex({
          topics: [...(topics as Iterable<TopicNode>)].map((node) => ({ node, fileName: fileNameOf(node, context) })),
          paid: [...(courses as Iterable<PaidNode & { parent?: string | null }>)].map((course) => ({
            ...course,
            slug: fileNameOf(course, context),
          })),
          hidden: (youtubeId) => factsOf(youtubeId, context)?.hidden === true,
        });
        return newestEntries(index.topics, index.paid, limit);
      },
    },
  };
}

/**
 * A free video's fields beyond its YAML: its title in an edition, its course, what YouTube knows of it, its length,
 * the names search also finds it by.
 */
function freeVideoFields() {
  return {
    titleIn: titleIn(videoSchema),
    // A playlist's lessons, as plugins/corsi-youtube read them (a PlaylistCourse node, when it has any).
    course: {
      type: PLAYLIST_COURSE_TYPE,
      resolve: ({ playlistId }: FreeVideo, _args: unknown, context: ResolverContext) =>
        playlistId ? playlistCourseOf(playlistId, context) : null,
    },
    ...shownFactResolvers({ pagesIn }),
    seconds: {
      type: "Int",
      resolve: (video: FreeVideo, _args: unknown, context: ResolverContext) => secondsOf(video, context),
    },
    // The length in the edition's words (data/pages.yaml's course.duration), written at build: "1 h 2 min".
    length: {
      type: "String",
      args: { locale: "String" },
      resolve: async (video: FreeVideo, { locale }: { locale?: string }, context: ResolverContext) => {
        const seconds = secondsOf(video, context);
        const pages = seconds ? await pagesIn(context, localeArg(locale)) : null;
        return seconds && pages ? courseLength(seconds, pages.course.duration) : null;
      },
    },
    searchNames: searchNamesField<FreeVideo>(
      (video, locale) => `${textIn(videoSchema, video, "title", locale)} ${video.channel ?? ""}`,
    ),
    // False for a video YouTube lets play on YouTube only: its card has no player.
    embeddable: {
      type: "Boolean!",
      resolve: ({ youtubeId }: FreeVideo, _args: unknown, context: ResolverContext) =>
        factsOf(youtubeId, context)?.embeddable ?? true,
    },
  };
}

/**
 * A topic's fields beyond its YAML: its title, address and page, its served videos, their count and facets, its paid
 * courses on a page of /Paid.
 */
function topicFields() {
  return {
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
    // How many of its videos share each set of the filters' values: what they count it by.
    facets: {
      type: "[FacetCount!]!",
      resolve: (topic: Topic, _args: unknown, context: ResolverContext) => facetCounts(served(topic, context), context),
    },
    // The topic's paid courses on one page of /Paid (its context's ids).
    paidCoursesIn: {
      type: `[${PAID_TYPE_NAME}!]!`,
      args: { ids: "[String!]!" },
      resolve: async (topic: TopicNode, { ids }: { ids: string[] }, context: ResolverContext) =>
        (await paidCoursesOf(topic, context)).filter((course) => ids.includes(course.id as string)),
    },
    videoRange: rangeField("FreeVideo", served),
  };
}

/**
 * What the pages read beyond the YAML: each translated file in a locale (`pagesIn(locale: "ar")` is data/pages.yaml's
 * `en` block with the texts of its `ar` block), and of a topic its address, size, titles, a slice of its videos and its
 * languages.
 */
export function contentResolvers() {
  return {
    NewEntry: {
      weekOf: { type: "String!", resolve: ({ added }: NewEntry) => weekStart(added) },
      // The week's Monday in the edition's words: "23 November 2026".
      weekIn: {
        type: "String!",
        args: { locale: "String" },
        resolve: ({ added }: NewEntry, { locale }: { locale?: string }) => dayIn(weekStart(added), localeArg(locale)),
      },
    },
    ...pathResolvers({
      hidden: (youtubeId, context) => factsOf(youtubeId, context)?.hidden === true,
      secondsOf,
    }),
    Query: queryFields(),
    FreeVideo: freeVideoFields(),
    [PAID_TYPE_NAME]: paidCourseFields(),
    [TOPIC_TYPE_NAME]: topicFields(),
  };
}
