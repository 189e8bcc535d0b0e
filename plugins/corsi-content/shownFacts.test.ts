import type { GraphQLResolveInfo } from "graphql";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { ResolverContext } from "../shared/nodeModel";
import {
  factsNodeId,
  type PlaylistCourseFields,
  playlistCourseNodeId,
  type VideoFactsFields,
} from "../shared/nodeTypes";
import { courseLevelNodeId } from "./courseLevels";
import type { FreeVideo } from "./schema";
import { facetCounts, shownFactResolvers } from "./shownFacts";

/** data/pages.yaml's course texts of each edition: the views' words are the site's own. */
const PAGES = parse(readFileSync(path.join(__dirname, "../../data/pages.yaml"), "utf8")) as Record<
  "en" | "ar",
  { course: { views: { one: string; other: string } }; paid: { card: { levels: Record<string, string> } } }
>;

const facts: Record<string, Partial<VideoFactsFields>> = {
  vidYouTube1: { published: "2021-12-30", audioLanguage: "English", captions: true, views: 1_200_000, seconds: 600 },
  vidNoFacts1: {},
  vidShort001: { seconds: 300 },
  vidLessons1: { audioLanguage: "Arabic", seconds: 7200 },
};
/** A playlist's course as the build read it: two lessons, both with captions, 90 minutes in all. */
const courses: Record<string, Partial<PlaylistCourseFields>> = {
  PLcourse: { seconds: 5400, lessons: [{ captions: true }, { captions: true }] as PlaylistCourseFields["lessons"] },
};
/** The paths' level of each video (courseLevels.ts's nodes): one path, intermediate, holds vidYouTube1. */
const pathLevels: Record<string, string | null> = { vidYouTube1: "intermediate", vidNoFacts1: null };

/** A resolver context over the nodes above; `reads` counts each node id it was asked for. */
function context(reads = new Map<string, number>()): ResolverContext {
  return {
    nodeModel: {
      getNodeById: ({ id }) => {
        reads.set(id, (reads.get(id) ?? 0) + 1);
        const playlistId = Object.keys(courses).find((key) => playlistCourseNodeId(key) === id);
        if (playlistId) return { playlistId, ...courses[playlistId] } as Record<string, unknown>;
        const youtubeId = Object.keys(facts).find((key) => factsNodeId(key) === id);
        if (youtubeId) return { youtubeId, ...facts[youtubeId] } as Record<string, unknown>;
        const leveled = Object.keys(pathLevels).find((key) => courseLevelNodeId(key) === id);
        return leveled ? { youtubeId: leveled, level: pathLevels[leveled] } : null;
      },
      findOne: async () => null,
      findAll: async () => ({ entries: [] }),
    },
  };
}

const fields = shownFactResolvers({
  pagesIn: async (_context, locale) => PAGES[locale as "en" | "ar"] as never,
});
type Resolve = (
  video: FreeVideo,
  args: { locale?: string },
  context: ResolverContext,
  info: GraphQLResolveInfo,
) => unknown;
/** Each field's resolver, called as Gatsby calls it. */
const resolvers = Object.fromEntries(
  Object.entries(fields).map(([name, field]) => [name, { resolve: field.resolve as Resolve }]),
) as Record<keyof typeof fields, { resolve: Resolve }>;
const info = (own: unknown) =>
  ({ originalResolver: () => own }) as unknown as GraphQLResolveInfo & { originalResolver: () => unknown };
const video = (fields: Partial<FreeVideo>) => ({ youtubeId: "vidYouTube1", title: "A video", ...fields }) as FreeVideo;

describe("what a card shows of what YouTube knows", () => {
  it("takes the entry's own day and language, and YouTube's where it has none", async () => {
    expect(await resolvers.published.resolve(video({}), {}, context(), info(null))).toBe("2021-12-30");
    expect(await resolvers.published.resolve(video({}), {}, context(), info("2022-01-15"))).toBe("2022-01-15");
    expect(await resolvers.language.resolve(video({}), {}, context(), info(null))).toBe("English");
    expect(await resolvers.language.resolve(video({ language: "Arabic" }), {}, context(), info(null))).toBe("Arabic");
    expect(
      await resolvers.published.resolve(video({ youtubeId: "vidNoFacts1" }), {}, context(), info(null)),
    ).toBeNull();
  });

  it("writes the views short, in each edition's words", async () => {
    expect(await resolvers.views.resolve(video({}), { locale: "en" }, context(), info(null))).toBe("1.2M views");
    expect(await resolvers.views.resolve(video({}), { locale: "ar" }, context(), info(null))).toBe(
      "1.2\u00a0مليون مشاهدة",
    );
    expect(await resolvers.views.resolve(video({ youtubeId: "vidNoFacts1" }), {}, context(), info(null))).toBeNull();
  });

  it("gives the level of the paths that hold it, or its own, by name in each edition", async () => {
    expect(await resolvers.level.resolve(video({}), {}, context(), info(null))).toBe("intermediate");
    expect(await resolvers.levelIn.resolve(video({}), { locale: "ar" }, context(), info(null))).toBe(
      PAGES.ar.paid.card.levels.intermediate,
    );
    expect(await resolvers.level.resolve(video({ level: "advanced" }), {}, context(), info(null))).toBe("advanced");
    expect(await resolvers.level.resolve(video({ youtubeId: "vidNoFacts1" }), {}, context(), info(null))).toBeNull();
  });

  it("counts a list's videos by their values, for the filters", () => {
    const counts = facetCounts(
      [video({}), video({ youtubeId: "vidShort001", language: "Arabic" }), video({ youtubeId: "vidShort001" })],
      context(),
    );
    expect(counts).toEqual([
      { key: "en~short~1~intermediate", count: 1 },
      { key: "ar~short~~", count: 1 },
      { key: "~short~~", count: 1 },
    ]);
  });

  it("counts a playlist by its course's length and captions, and its first video's language", () => {
    const playlist = video({ youtubeId: "vidLessons1", playlistId: "PLcourse" });
    expect(facetCounts([playlist], context())).toEqual([{ key: "ar~medium~1~", count: 1 }]);
    // Its own language: the first video's facts are not read, as the language field does not read them.
    const reads = new Map<string, number>();
    expect(facetCounts([{ ...playlist, language: "English" }], context(reads))).toEqual([
      { key: "en~medium~1~", count: 1 },
    ]);
    expect(reads.has(factsNodeId("vidLessons1"))).toBe(false);
  });

  it("reads each of a video's nodes once, the ones the card's own fields read", async () => {
    const reads = new Map<string, number>();
    facetCounts([video({})], context(reads));
    const fieldReads = new Map<string, number>();
    for (const field of ["language", "captions", "level"] as const)
      await resolvers[field].resolve(video({}), {}, context(fieldReads), info(null));
    expect([...reads.keys()].sort()).toEqual([...fieldReads.keys()].sort());
    expect([...reads.values()]).toEqual([1, 1]);
  });
});
