import type { GraphQLResolveInfo } from "graphql";
import type { CourseLevel } from "../../src/content/levels";
import { compactViews } from "../../src/content/views";
import { cardFacets, countKeys } from "../../src/content/topics";
import { type FacetCount, filtersKey } from "../../src/catalogTools/markup";
import { fillPlural } from "../../src/content/text";
import type { Locale } from "../../src/siteManifest";
import { localeArg, type ResolverContext } from "../shared/nodeModel";
import {
  FACTS_TYPE,
  factsNodeId,
  PLAYLIST_COURSE_TYPE,
  type PlaylistCourseFields,
  playlistCourseNodeId,
  type VideoFactsFields,
} from "../shared/nodeTypes";
import { courseLevelOf } from "./courseLevels";
import type { z } from "zod";
import type { FreeVideo, pagesSchema } from "./schema";

/**
 * What a video's card shows of what YouTube says of it (plugins/corsi-youtube's VideoFacts nodes): the owner's own
 * `published` and `language` win, YouTube's fill them where the entry has none; the captions and the views are
 * YouTube's alone; the level is the entry's own, else its paths' (courseLevels.ts).
 */

/** What YouTube said of a video, by its node's id (one node read, so a query depends on that video's facts alone). */
export const factsOf = (youtubeId: string, context: ResolverContext) =>
  context.nodeModel.getNodeById({ id: factsNodeId(youtubeId), type: FACTS_TYPE }) as VideoFactsFields | null;

/** A video's spoken language: the entry's, else YouTube's (by Corsi's name for it). */
const languageFrom = (video: FreeVideo, facts: VideoFactsFields | null) =>
  video.language ?? facts?.audioLanguage ?? null;

/** A video's spoken language, its facts read only when the entry names none. */
export const languageOf = (video: FreeVideo, context: ResolverContext) =>
  languageFrom(video, video.language ? null : factsOf(video.youtubeId, context));

/** A playlist's course, when the build read its lessons (plugins/corsi-youtube's PlaylistCourse node), by its id. */
export const playlistCourseOf = (playlistId: string, context: ResolverContext) =>
  context.nodeModel.getNodeById({
    id: playlistCourseNodeId(playlistId),
    type: PLAYLIST_COURSE_TYPE,
  }) as PlaylistCourseFields | null;

/** The nodes a card's facts come from, when the build has them: the video's facts, and a playlist's course. */
interface CardSources {
  facts: VideoFactsFields | null;
  course: PlaylistCourseFields | null;
}

/** A card's length: a playlist's is its lessons' total (when read), a video's its own (when YouTube gave it). */
const lengthFrom = (video: FreeVideo, { facts, course }: CardSources) =>
  (video.playlistId ? course?.seconds : facts?.seconds) ?? null;

/**
 * Whether it has captions: a video's, as YouTube says; a playlist course's when every lesson has them (its card says
 * how many do). Null when unknown.
 */
function captionsFrom(video: FreeVideo, { facts, course }: CardSources): boolean | null {
  if (!video.playlistId) return facts?.captions ?? null;
  const lessons = course?.lessons ?? [];
  if (!lessons.some(({ captions }) => captions !== undefined)) return null;
  return lessons.every(({ captions }) => captions);
}

/** The one node a card's length or captions come from: the playlist's course, or else the video's facts. */
const lengthSources = (video: FreeVideo, context: ResolverContext): CardSources =>
  video.playlistId
    ? { facts: null, course: playlistCourseOf(video.playlistId, context) }
    : { facts: factsOf(video.youtubeId, context), course: null };

/** A card's length in seconds, when known. */
export const secondsOf = (video: FreeVideo, context: ResolverContext) =>
  lengthFrom(video, lengthSources(video, context));

const captionsOf = (video: FreeVideo, context: ResolverContext) => captionsFrom(video, lengthSources(video, context));

/**
 * How many of these videos share each set of facets: what the filters count a list by (src/content/topics.ts). Each
 * node is read once per video (/Free and /Topics count all 20,000 videos of a large catalog in each edition, on every
 * build that changes a topic), and only those the per-field resolvers read too, so the page depends on the same nodes.
 */
export function facetCounts(videos: readonly FreeVideo[], context: ResolverContext): FacetCount[] {
  const keys: string[] = [];
  for (const video of videos) {
    const sources = lengthSources(video, context);
    // A playlist's length and captions are its course's: its first video's facts are read for its language alone.
    const facts = video.playlistId && !video.language ? factsOf(video.youtubeId, context) : sources.facts;
    keys.push(
      filtersKey(
        cardFacets({
          language: languageFrom(video, facts),
          seconds: lengthFrom(video, sources),
          captions: captionsFrom(video, sources),
          level: courseLevelOf(video, context),
        }),
      ),
    );
  }
  return countKeys(keys);
}

/** The texts a card's facts are written in: data/pages.yaml in a locale (resolvers.ts's pagesIn). */
export interface ShownFactsTexts {
  pagesIn: (context: ResolverContext, locale: Locale) => Promise<z.infer<typeof pagesSchema> | null>;
}

/** A FreeVideo field's resolver; `originalResolver` is the field's own, which Gatsby hands an overriding resolver. */
type Resolve<Result> = (
  video: FreeVideo,
  args: { locale?: string },
  context: ResolverContext,
  info: GraphQLResolveInfo & { originalResolver?: Resolve<unknown> },
) => Result | Promise<Result>;

export function shownFactResolvers({ pagesIn }: ShownFactsTexts) {
  const resolved = <Result>(type: string, resolve: Resolve<Result>) => ({ type, resolve });
  return {
    // The day: the entry's own (as its Date field writes it), else YouTube's.
    published: {
      resolve: (async (video, args, context, info) => {
        const own = info.originalResolver ? await info.originalResolver(video, args, context, info) : undefined;
        return own ?? factsOf(video.youtubeId, context)?.published ?? null;
      }) satisfies Resolve<unknown>,
    },
    language: resolved("String", (video, _args, context) => languageOf(video, context)),
    captions: resolved("Boolean", (video, _args, context) => captionsOf(video, context)),
    // "1.2M views" in the edition's words; the figure is already rounded to what it shows (src/content/views.ts).
    views: {
      type: "String",
      args: { locale: "String" },
      resolve: (async (video, { locale }, context) => {
        const views = factsOf(video.youtubeId, context)?.views;
        if (views === null || views === undefined) return null;
        const shown = localeArg(locale);
        const texts = (await pagesIn(context, shown))?.course;
        return texts ? fillPlural(texts.views, views, { count: compactViews(views, shown) }, shown) : null;
      }) satisfies Resolve<string | null>,
    },
    level: resolved<CourseLevel | null>("String", (video, _args, context) => courseLevelOf(video, context) ?? null),
    // The level's name in the edition's words, as a paid course's card writes its own (data/pages.yaml).
    levelIn: {
      type: "String",
      args: { locale: "String" },
      resolve: (async (video, { locale }, context) => {
        const level = courseLevelOf(video, context);
        return level ? ((await pagesIn(context, localeArg(locale)))?.paid.card.levels[level] ?? null) : null;
      }) satisfies Resolve<string | null>,
    },
  };
}
