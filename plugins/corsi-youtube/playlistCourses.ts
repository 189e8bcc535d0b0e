import path from "node:path";
import { buildTime } from "../shared/days";
import type { GatsbyNode, Node } from "gatsby";
import type { z } from "zod";
import { nodeTypeName, TOPIC_TYPE_NAME, TYPE_NAME_BY_FILE } from "../corsi-content/files";
import { type FreeVideo, pagesSchema, type Topic } from "../corsi-content/schema";
import { rangeField } from "../corsi-content/graphql";
import { inLocale } from "../corsi-content/translate";
import { topicSlug } from "../corsi-content/slug";
import {
  PLAYLIST_COURSE_PAGE_SIZE,
  PLAYLIST_COURSE_TEMPLATE,
  playlistCoursePagePath,
  DEFAULT_LOCALE,
  type Locale,
  LOCALE_LIST,
  localePath,
  YOUTUBE_API_CALLS_PER_BUILD,
} from "../../src/siteManifest";
import type { PlaylistCoursePageContext } from "../../src/pageContexts";
import { courseLength, courseSummary } from "../../src/content/duration";
import { localeArg, type NodeModel } from "../shared/nodeModel";
import { readLessons } from "./lessons";
import { youtubeApiOrigin } from "./youtubeApi";
import { PLAYLIST_COURSE_TYPE } from "../shared/nodeTypes";

/**
 * A playlist entry of the catalog is a course: this plugin reads its lessons at build time (lessons.ts), makes one
 * PlaylistCourse node per course that has lessons (FreeVideo.course links to it by playlistId, plugins/corsi-content), and a
 * page per course in each edition. The browser never talks to the API: the lessons are in the page.
 */

type TopicNode = Node & Topic;
type Pages = z.infer<typeof pagesSchema>;
type PlaylistCourseTexts = Pages["course"];

interface PlaylistCourseFields {
  playlistId: string;
  /** The entry that lists the playlist first, in the catalog's order: its video and its topic (a node id). */
  youtubeId: string;
  topic: string;
  /** The topic's address, and the course's (first) page's address in the original edition. */
  slug: string;
  path: string;
  lessons: { videoId: string; title: string; seconds: number; position: number }[];
  lessonCount: number;
  seconds: number;
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    """One lesson of a course, in the playlist's order."""
    type Lesson {
      videoId: String!
      title: String!
      seconds: Int!
      "1 for the first lesson the course shows (private and deleted items are skipped)."
      position: Int!
    }

    """A playlist entry's lessons, read at build time (plugins/corsi-playlists); only for a course with lessons."""
    type ${PLAYLIST_COURSE_TYPE} implements Node @dontInfer {
      playlistId: String!
      youtubeId: String!
      topic: ${TOPIC_TYPE_NAME}! @link
      lessons: [Lesson!]!
      lessonCount: Int!
      "The whole course's length."
      seconds: Int!
    }
  `);
};

/** data/pages.yaml's course texts in a locale (as pagesIn(locale) gives them). */
async function courseTexts(context: { nodeModel: NodeModel }, locale: Locale): Promise<PlaylistCourseTexts> {
  const node = await context.nodeModel.findOne({ type: nodeTypeName(TYPE_NAME_BY_FILE["pages.yaml"]), query: {} });
  if (!node) throw new Error("data/pages.yaml is required");
  return inLocale(pagesSchema, node[DEFAULT_LOCALE] as Pages, locale, node[locale]).course;
}

type Args = { locale?: string };

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    [PLAYLIST_COURSE_TYPE]: {
      lessonRange: rangeField("Lesson", (course: PlaylistCourseFields) => course.lessons),
      // Every lesson in order, each its id (11 characters) and its seconds: what a course page's script counts.
      lessonIndex: {
        type: "String!",
        resolve: (course: PlaylistCourseFields) =>
          course.lessons.map(({ videoId, seconds }) => videoId + seconds).join(" "),
      },
      pagePath: {
        type: "String!",
        args: { locale: "String" },
        resolve: (course: PlaylistCourseFields, { locale }: Args) => localePath(localeArg(locale), course.path),
      },
      // Every page's address, first to last, so the browser needs no route code for them.
      pagePaths: {
        type: "[String!]!",
        args: { locale: "String" },
        resolve: ({ slug, playlistId, lessonCount }: PlaylistCourseFields, { locale }: Args) =>
          Array.from({ length: Math.ceil(lessonCount / PLAYLIST_COURSE_PAGE_SIZE) }, (_, index) =>
            localePath(localeArg(locale), playlistCoursePagePath(slug, playlistId, index + 1)),
          ),
      },
      // The texts written at build, so neither the topic pages nor the course pages carry formatting code.
      summary: {
        type: "String!",
        args: { locale: "String" },
        resolve: async (course: PlaylistCourseFields, { locale }: Args, context: { nodeModel: NodeModel }) =>
          courseSummary(course, await courseTexts(context, localeArg(locale))),
      },
      length: {
        type: "String!",
        args: { locale: "String" },
        resolve: async (course: PlaylistCourseFields, { locale }: Args, context: { nodeModel: NodeModel }) =>
          courseLength(course.seconds, (await courseTexts(context, localeArg(locale))).duration),
      },
      // The catalog entry, with its titles and channel, as the topic's file lists it.
      video: {
        type: "FreeVideo!",
        resolve: async (course: PlaylistCourseFields, _args: unknown, context: { nodeModel: NodeModel }) => {
          const topic = context.nodeModel.getNodeById({ id: course.topic, type: TOPIC_TYPE_NAME }) as TopicNode | null;
          return topic?.videos.find((video: FreeVideo) => video.youtubeId === course.youtubeId);
        },
      },
    },
  });
};

/** Each playlist once, with the entry that lists it first (topics by position, then title; videos as listed). */
function playlistEntries(topics: TopicNode[], hidden: ReadonlySet<string>) {
  const ordered = [...topics].sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
  const entries = new Map<string, { topic: TopicNode; youtubeId: string }>();
  for (const topic of ordered)
    for (const { playlistId, youtubeId } of topic.videos)
      if (playlistId && !entries.has(playlistId) && !hidden.has(youtubeId))
        entries.set(playlistId, { topic, youtubeId });
  return entries;
}

/**
 * Made in createPages, so kept between builds as plugins/corsi-thumbnails keeps its nodes (and deleted here). A node
 * holds only what the pages draw: when its lessons were read is not in it, so a daily refresh that finds the same
 * lessons leaves its digest, and so its pages, as they were.
 */
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ actions }) => {
  actions.enableStatefulSourceNodes?.();
};

/** After the Topic nodes exist (see plugins/corsi-thumbnails): the lessons, the PlaylistCourse nodes, the course pages. */
export const createPages: GatsbyNode["createPages"] = async ({
  actions,
  cache,
  getNodesByType,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  // An entry YouTube no longer serves is left out of the site (plugins/corsi-content's VideoFacts), its course too.
  const hidden = new Set(
    getNodesByType("VideoFacts").flatMap((facts) => (facts.hidden === true ? [String(facts.youtubeId)] : [])),
  );
  const entries = playlistEntries(getNodesByType(TOPIC_TYPE_NAME) as TopicNode[], hidden);
  const { courses } = await readLessons({
    playlistIds: [...entries.keys()],
    origin: youtubeApiOrigin(),
    key: process.env.YOUTUBE_API_KEY || undefined,
    cache,
    now: buildTime(),
    maxCalls: YOUTUBE_API_CALLS_PER_BUILD.lessons,
    info: (line) => reporter.info(line),
    warn: (line) => reporter.warn(line),
  });
  const component = path.resolve(PLAYLIST_COURSE_TEMPLATE);
  // A course no longer listed, or without lessons now, loses its node (and so its pages).
  for (const node of getNodesByType(PLAYLIST_COURSE_TYPE) as (Node & PlaylistCourseFields)[])
    if (!entries.has(node.playlistId) || !courses.get(node.playlistId)?.lessons.length) actions.deleteNode(node);
  for (const [playlistId, { topic, youtubeId }] of entries) {
    const course = courses.get(playlistId);
    if (!course || course.lessons.length === 0) continue;
    const fields: PlaylistCourseFields = {
      playlistId,
      youtubeId,
      topic: topic.id,
      slug: topicSlug(topic),
      path: playlistCoursePagePath(topicSlug(topic), playlistId),
      lessons: course.lessons,
      lessonCount: course.lessons.length,
      seconds: course.lessons.reduce((sum, { seconds }) => sum + seconds, 0),
    };
    await actions.createNode({
      id: createNodeId(`${PLAYLIST_COURSE_TYPE} ${playlistId}`),
      ...fields,
      internal: { type: PLAYLIST_COURSE_TYPE, contentDigest: createContentDigest(fields) },
    });
    const { slug } = fields;
    const pages = Math.ceil(fields.lessonCount / PLAYLIST_COURSE_PAGE_SIZE);
    for (const locale of LOCALE_LIST)
      for (let page = 1; page <= pages; page += 1) {
        const skip = (page - 1) * PLAYLIST_COURSE_PAGE_SIZE;
        const context: PlaylistCoursePageContext = {
          locale,
          playlistId,
          skip,
          limit: PLAYLIST_COURSE_PAGE_SIZE,
          page,
          pages,
        };
        actions.createPage({
          path: localePath(locale, playlistCoursePagePath(slug, playlistId, page)),
          component,
          context,
        });
      }
  }
};
