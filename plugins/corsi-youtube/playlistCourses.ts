import path from "node:path";
import { byCatalogOrder } from "../corsi-content/catalogOrder";
import type { GatsbyNode, Node } from "gatsby";
import { TOPIC_TYPE_NAME } from "../corsi-content/files";
import { rangeField } from "../corsi-content/graphql";
import { pagesIn } from "../corsi-content/resolvers";
import type { FreeVideo } from "../corsi-content/schema";
import type { TopicNode } from "../corsi-content/nodes";
import { topicSlug } from "../corsi-content/slug";
import {
  PLAYLIST_COURSE_PAGE_SIZE,
  PLAYLIST_COURSE_TEMPLATE,
  playlistCoursePagePath,
  type Locale,
  LOCALE_LIST,
  localePath,
  YOUTUBE_API_CALLS_PER_BUILD,
} from "../../src/siteManifest";
import type { PlaylistCoursePageContext } from "../../src/pageContexts";
import { courseLength, courseSummary } from "../../src/content/duration";
import { fill } from "../../src/content/text";
import { localeArg, type NodeModel } from "../shared/nodeModel";
import {
  FACTS_TYPE,
  PLAYLIST_COURSE_TYPE,
  type PlaylistCourseFields,
  playlistCourseNodeId,
  type VideoFactsFields,
} from "../shared/nodeTypes";
import { buildReadOptions } from "./cachedReading";
import { readLessons } from "./lessons";

/**
 * A playlist entry of the catalog is a course: its lessons are read at build time (lessons.ts), one PlaylistCourse
 * node is made per course that has lessons (FreeVideo.course links to it by playlistId, plugins/corsi-content), and a
 * page per course in each edition. The lessons are in the page.
 */

type PlaylistCourseTexts = NonNullable<Awaited<ReturnType<typeof pagesIn>>>["course"];

export const PLAYLIST_COURSE_TYPE_DEFS = `
  """One lesson of a course, in the playlist's order."""
  type Lesson {
    videoId: String!
    title: String!
    seconds: Int!
    "1 for the first lesson the course shows (private and deleted items are skipped)."
    position: Int!
    "The day YouTube published it, YYYY-MM-DD."
    published: String
    "Whether it has captions its owner made."
    captions: Boolean
  }

  """A playlist entry's lessons, read at build time (plugins/corsi-youtube); only for a course with lessons."""
  type ${PLAYLIST_COURSE_TYPE} implements Node @dontInfer {
    playlistId: String!
    youtubeId: String!
    topic: ${TOPIC_TYPE_NAME}! @link
    lessons: [Lesson!]!
    lessonCount: Int!
    "The whole course's length."
    seconds: Int!
  }
`;

/** data/pages.yaml's course texts in a locale (as pagesIn(locale) gives them). */
async function courseTexts(context: { nodeModel: NodeModel }, locale: Locale): Promise<PlaylistCourseTexts> {
  const pages = await pagesIn(context, locale);
  if (!pages) throw new Error("data/pages.yaml is required");
  return pages.course;
}

type Args = { locale?: string };

/** The first and last of these days' years, "2019–2021" (an en dash), or the one year; null for no day. */
export function yearRange(days: readonly (string | undefined)[]): string | null {
  const years = days
    .filter((day) => day !== undefined)
    .map((day) => day.slice(0, 4))
    .sort();
  if (years.length === 0) return null;
  const [first, last] = [years[0], years[years.length - 1]];
  return first === last ? first : `${first}–${last}`;
}

export function playlistCourseResolvers() {
  return {
    [PLAYLIST_COURSE_TYPE]: {
      lessonRange: rangeField("Lesson", (course: PlaylistCourseFields) => course.lessons),
      // The years its lessons were published: "2019–2021", or one year.
      years: {
        type: "String",
        resolve: ({ lessons }: PlaylistCourseFields) => yearRange(lessons.map(({ published }) => published)),
      },
      // "4 of 12 lessons with captions": null when YouTube said it of no lesson, or none has them.
      captionsIn: {
        type: "String",
        args: { locale: "String" },
        resolve: async ({ lessons }: PlaylistCourseFields, { locale }: Args, context: { nodeModel: NodeModel }) => {
          const count = lessons.filter(({ captions }) => captions).length;
          if (count === 0) return null;
          const texts = await courseTexts(context, localeArg(locale));
          return fill(texts.lessonsCaptioned, { count, total: lessons.length });
        },
      },
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
  };
}

/** Each playlist once, with the entry that lists it first (topics by position, then title; videos as listed). */
function playlistEntries(topics: TopicNode[], hidden: ReadonlySet<string>) {
  const ordered = [...topics].sort(byCatalogOrder);
  const entries = new Map<string, { topic: TopicNode; youtubeId: string }>();
  for (const topic of ordered)
    for (const { playlistId, youtubeId } of topic.videos)
      if (playlistId && !entries.has(playlistId) && !hidden.has(youtubeId))
        entries.set(playlistId, { topic, youtubeId });
  return entries;
}

type PagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/**
 * The lessons, the PlaylistCourse nodes and the course pages. A node is made in createPages, so kept between builds
 * (gatsby-node.ts) and deleted here when its course is no longer listed or has no lessons now; when its lessons were
 * read is not in it.
 */
export async function createPlaylistCourses({
  actions,
  cache,
  getNodesByType,
  createContentDigest,
  reporter,
}: PagesArgs) {
  // An entry YouTube no longer serves is left out of the site (factsNodes.ts), its course too.
  const hidden = new Set(
    (getNodesByType(FACTS_TYPE) as (Node & VideoFactsFields)[]).flatMap((facts) =>
      facts.hidden ? [facts.youtubeId] : [],
    ),
  );
  const entries = playlistEntries(getNodesByType(TOPIC_TYPE_NAME) as unknown as TopicNode[], hidden);
  const { courses } = await readLessons(
    [...entries.keys()],
    buildReadOptions({ cache, reporter }, YOUTUBE_API_CALLS_PER_BUILD.lessons),
  );
  const component = path.resolve(PLAYLIST_COURSE_TEMPLATE);
  // A course no longer listed, or without lessons now, loses its node (and so its pages).
  // So does one kept under another id (an earlier build's way of naming them).
  for (const node of getNodesByType(PLAYLIST_COURSE_TYPE) as (Node & PlaylistCourseFields)[])
    if (
      !entries.has(node.playlistId) ||
      !courses.get(node.playlistId)?.lessons.length ||
      node.id !== playlistCourseNodeId(node.playlistId)
    )
      actions.deleteNode(node);
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
      id: playlistCourseNodeId(playlistId),
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
}
