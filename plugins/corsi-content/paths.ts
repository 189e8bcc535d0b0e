import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { LEARNING_PATH_TEMPLATE, learningPathPagePath, LOCALE_LIST, localePath } from "../../src/siteManifest";
import type { LearningPathPageContext } from "../../src/pageContexts";
import { paidListId } from "../../src/content/paid";
import { fromNodesOf, localeArg, type ResolverContext } from "../shared/nodeModel";
import { plural } from "../shared/plural";
import { PAID_TYPE_NAME, PATH_TYPE_NAME, PATHS_FOLDER, TOPIC_TYPE_NAME } from "./files";
import {
  type FreeVideo,
  type LearningPath,
  learningPathSchema,
  PATH_COURSE_KINDS,
  type PaidCourse,
  type PathCourse,
  type Topic,
} from "./schema";
import { pathStepSchema } from "./schema/path";
import { fileNameOf } from "./fileName";
import { topicSlug } from "./slug";
import { textIn } from "./translate";

/**
 * A learning path's courses as the site draws them (data/paths/, plugins/corsi-content/schema/path.ts): each reference
 * resolved to the catalog's own entry, so a course's facts are written once, in its topic or its paid course's file.
 * A video YouTube no longer serves is left out of the path, as it is left out of its topic.
 */

/** One course of a path, resolved: its card's entry in the learner's list, and what draws it. */
export interface PathEntry {
  /** Its entry in the learner's list: a video's (a playlist course's card's) YouTube id, or "paid:<file>". */
  listId: string;
  /** A video's topic's address, kept with it in the list (its topic's progress counts it). */
  topic: string | null;
  video: FreeVideo | null;
  paid: PaidCourse | null;
}

export const PATH_TYPE_DEFS = `
  """One course of a learning path, as the catalog lists it (plugins/corsi-content/paths.ts)."""
  type LearningPathEntry {
    listId: String!
    topic: String
    video: FreeVideo
    paid: ${PAID_TYPE_NAME}
  }
  """A step of a learning path in an edition: its title, and its courses the site lists."""
  type LearningPathStepIn {
    title: String!
    entries: [LearningPathEntry!]!
  }
`;

/** What the resolvers need of the rest of the content's: whether YouTube still serves a video, and a card's length. */
export interface PathFacts {
  hidden: (youtubeId: string, context: ResolverContext) => boolean;
  secondsOf: (video: FreeVideo, context: ResolverContext) => number | null;
}

type PathNode = LearningPath & { parent?: string | null };

/**
 * The catalog's cards by what a path names them by: a video's id, a playlist's id, a paid course's file name. Worked
 * out once for every query while the topics and paid courses are the same (fromNodesOf): /Paths and every page that
 * shows a path would otherwise each read the 20,000 videos of a large catalog.
 */
const catalogOf = fromNodesOf([TOPIC_TYPE_NAME, PAID_TYPE_NAME], ([topics, courses], context) => {
  const byVideo = new Map<string, { video: FreeVideo; topic: string }>();
  const byPlaylist = new Map<string, { video: FreeVideo; topic: string }>();
  for (const topic of topics as unknown as Topic[]) {
    const address = topicSlug(topic);
    for (const video of topic.videos) {
      if (!byVideo.has(video.youtubeId)) byVideo.set(video.youtubeId, { video, topic: address });
      if (video.playlistId && !byPlaylist.has(video.playlistId))
        byPlaylist.set(video.playlistId, { video, topic: address });
    }
  }
  const paid = new Map<string, PaidCourse>();
  for (const course of courses as unknown as (PaidCourse & { parent?: string | null })[])
    paid.set(fileNameOf(course, context), course);
  return { byVideo, byPlaylist, paid };
});

/** A path's steps with their courses resolved, those the site no longer lists left out (a step left empty too). */
async function resolvedSteps(node: PathNode, context: ResolverContext, facts: PathFacts) {
  const catalog = await catalogOf(context);
  // A field the editor cleared is written "" (validate.ts reads it as left out): only a filled one names the course.
  const resolve = (course: PathCourse): PathEntry | undefined => {
    if (course.paid) {
      const paid = catalog.paid.get(course.paid);
      return paid && { listId: paidListId(course.paid), topic: null, video: null, paid };
    }
    const found = course.video ? catalog.byVideo.get(course.video) : catalog.byPlaylist.get(course.playlist ?? "");
    if (!found || facts.hidden(found.video.youtubeId, context)) return undefined;
    return { listId: found.video.youtubeId, topic: found.topic, video: found.video, paid: null };
  };
  return node.steps
    .map((step) => ({ step, entries: step.courses.map(resolve).filter((entry) => entry !== undefined) }))
    .filter(({ entries }) => entries.length > 0);
}

/** A course's length in seconds, when known: a video's or a playlist course's (facts), a paid course's hours. */
async function entrySeconds(entry: PathEntry, context: ResolverContext, facts: PathFacts): Promise<number | null> {
  if (entry.paid) return entry.paid.hours ? Math.round(entry.paid.hours * 3600) : null;
  return entry.video ? facts.secondsOf(entry.video, context) : null;
}

/** The fields the pages read of a path beyond its YAML: its address, its texts in an edition, its courses resolved. */
export function pathResolvers(facts: PathFacts) {
  const entriesOf = async (node: PathNode, context: ResolverContext) =>
    (await resolvedSteps(node, context, facts)).flatMap(({ entries }) => entries);
  return {
    [PATH_TYPE_NAME]: {
      slug: {
        type: "String!",
        resolve: (node: PathNode, _args: unknown, context: ResolverContext) => fileNameOf(node, context),
      },
      pagePath: {
        type: "String!",
        args: { locale: "String" },
        resolve: (node: PathNode, { locale }: { locale?: string }, context: ResolverContext) =>
          localePath(localeArg(locale), learningPathPagePath(fileNameOf(node, context))),
      },
      titleIn: {
        type: "String!",
        args: { locale: "String" },
        resolve: (node: PathNode, { locale }: { locale?: string }) =>
          textIn(learningPathSchema, node, "title", localeArg(locale)),
      },
      descriptionIn: {
        type: "String!",
        args: { locale: "String" },
        resolve: (node: PathNode, { locale }: { locale?: string }) =>
          textIn(learningPathSchema, node, "description", localeArg(locale)),
      },
      stepsIn: {
        type: "[LearningPathStepIn!]!",
        args: { locale: "String" },
        resolve: async (node: PathNode, { locale }: { locale?: string }, context: ResolverContext) =>
          (await resolvedSteps(node, context, facts)).map(({ step, entries }) => ({
            title: textIn(pathStepSchema, step, "title", localeArg(locale)),
            entries,
          })),
      },
      stepCount: {
        type: "Int!",
        resolve: async (node: PathNode, _args: unknown, context: ResolverContext) =>
          (await resolvedSteps(node, context, facts)).length,
      },
      /** Every course's entry in the learner's list, in path order: what its progress counts. */
      listIds: {
        type: "[String!]!",
        resolve: async (node: PathNode, _args: unknown, context: ResolverContext) =>
          (await entriesOf(node, context)).map((entry) => entry.listId),
      },
      /** The courses' lengths that are known, added up (null when none is known). */
      seconds: {
        type: "Int",
        resolve: async (node: PathNode, _args: unknown, context: ResolverContext) => {
          const lengths = await Promise.all(
            (await entriesOf(node, context)).map((entry) => entrySeconds(entry, context, facts)),
          );
          const known = lengths.filter((seconds) => seconds !== null);
          return known.length > 0 ? known.reduce((sum, seconds) => sum + seconds, 0) : null;
        },
      },
    },
    LearningPathEntry: {
      seconds: {
        type: "Int",
        resolve: (entry: PathEntry, _args: unknown, context: ResolverContext) => entrySeconds(entry, context, facts),
      },
    },
  };
}

/**
 * The log line naming, for each path, the step and the course YouTube no longer serves, left out of the path (the build
 * goes on: the topic leaves the same video out). Empty when none is.
 */
export function unservedInPaths(
  data: Record<string, unknown>,
  hidden: ReadonlySet<string>,
  playlists: ReadonlyMap<string, string>,
) {
  const lines: string[] = [];
  for (const [file, content] of Object.entries(data)) {
    if (!file.startsWith(`${PATHS_FOLDER}/`)) continue;
    (content as LearningPath).steps.forEach((step, s) =>
      step.courses.forEach((course) => {
        const kind = PATH_COURSE_KINDS.find((name) => course[name]);
        const id = course.video || (course.playlist ? playlists.get(course.playlist) : undefined);
        if (kind && id && hidden.has(id))
          lines.push(`\n  - data/${file}: step ${s + 1} "${step.title}": ${kind} ${course[kind]}`);
      }),
    );
  }
  if (lines.length === 0) return "";
  return `Learning paths: YouTube no longer serves ${plural(lines.length, "course")} they list, left out of them:${lines.join("")}`;
}

/** A page per path in each edition, /Paths/<file name>. */
export async function createPathPages({
  graphql,
  actions,
  reporter,
}: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]) {
  const { data, errors } = await graphql<{ allLearningPath: { nodes: { id: string; slug: string }[] } }>(`
    query LearningPathPages {
      allLearningPath {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (errors || !data) return reporter.panic("Could not read the learning paths", errors);
  const component = path.resolve(LEARNING_PATH_TEMPLATE);
  for (const { id, slug } of data.allLearningPath.nodes)
    for (const locale of LOCALE_LIST) {
      const context: LearningPathPageContext = { id, locale };
      actions.createPage({ path: localePath(locale, learningPathPagePath(slug)), component, context });
    }
}
