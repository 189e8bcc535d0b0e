import { z } from "zod";
import { slugify } from "../slug";
import { addedDay, COURSE_LEVELS, language, nonBlank, playlistId, text, youtubeId } from "./fields";

/** A catalog entry's title in Arabic sits beside its `title`, in the owner's YAML (docs/decisions/0009-rooms.md). */
export const TITLE_BESIDE = { ar: "titleAr" } as const;

export const videoSchema = z
  .strictObject({
    youtubeId,
    title: text("a video title", TITLE_BESIDE),
    [TITLE_BESIDE.ar]: nonBlank("the video's title in Arabic")
      .meta({
        description: "Optional: the title in Arabic, shown by the Arabic edition (which shows `title` otherwise).",
      })
      .optional(),
    channel: text("the channel's name")
      .meta({ description: "Optional: the YouTube channel's name, shown on the card (left out, the card shows none)." })
      .optional(),
    language: language
      .meta({
        description:
          "Optional: the language the course is taught in. Left out, the language YouTube gives for its audio is shown, when the site has a name for it.",
      })
      .optional(),
    playlistId: playlistId.optional(),
    published: z.iso
      .date({ error: "a date written YYYY-MM-DD, e.g. 2024-03-15" })
      .meta({
        description:
          "Optional: the day the video was published on YouTube (YYYY-MM-DD): its card shows the year, search engines the day. Left out, the day YouTube gives is used.",
      })
      .optional(),
    level: z
      .enum(COURSE_LEVELS, { error: `one of the levels ${COURSE_LEVELS.join(", ")}` })
      .meta({
        description:
          "Optional: who the course is for, shown on its card. Left out, it is the lowest level of the learning paths that hold it, or none.",
      })
      .optional(),
    added: addedDay,
  })
  .meta({ title: "FreeVideo" });

export const topicSchema = z
  .strictObject({
    title: text("a topic title", TITLE_BESIDE).meta({
      description: "The topic's name, as shown on /Free and on its own page.",
    }),
    [TITLE_BESIDE.ar]: nonBlank("the topic's title in Arabic")
      .meta({
        description:
          "Optional: the topic's name in Arabic, shown by the Arabic edition (which shows `title` otherwise).",
      })
      .optional(),
    slug: z
      .string({ error: "an address for the topic" })
      .refine((slug) => slugify(slug) !== "", { error: "an address with at least one letter or digit" })
      .meta({
        description:
          "Optional: the topic's address after /Free/ (e.g. python-learning). Left out, it is made from the title.",
      })
      .optional(),
    position: z
      .number({ error: "a whole number for the topic's place in the list" })
      .int({ error: "a whole number for the topic's place in the list" })
      .min(1, { error: "a position of 1 or more" })
      .meta({ description: "The topic's place on /Free: 1 comes first." }),
    videos: z.array(videoSchema, { error: "a list of videos" }).min(1, { error: "at least one video in each topic" }),
  })
  .superRefine(({ title, slug, videos }, ctx) => {
    if (slug === undefined && slugify(title) === "")
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "a slug: the title has no letter or digit to make an address from",
        input: slug,
      });
    const videoById = new Map<string, number>();
    videos.forEach(({ youtubeId }, v) => {
      const seen = videoById.get(youtubeId);
      if (seen !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["videos", v, "youtubeId"],
          message: `a video listed once in a topic, but videos[${seen}] is the same video`,
          input: youtubeId,
        });
      } else videoById.set(youtubeId, v);
    });
  })
  .meta({ title: "Topic" });

export type Topic = z.infer<typeof topicSchema>;
export type FreeVideo = z.infer<typeof videoSchema>;
