import { z } from "zod";
import { PATH_TYPE_NAME } from "../files";
import { COURSE_LEVELS, nonBlank, playlistId, text, youtubeId } from "./fields";
import { DESCRIPTION_BESIDE } from "./paid";
import { TITLE_BESIDE } from "./topic";

/** The kinds of course a path's step may list, each by the id the catalog knows it by. */
export const PATH_COURSE_KINDS = ["video", "playlist", "paid"] as const;
export type PathCourseKind = (typeof PATH_COURSE_KINDS)[number];

/** A path's title, and each step's, is required in every language: a learning path is read whole, in one script. */
const titleAr = (what: string) =>
  nonBlank(what).meta({ description: "The title in Arabic, shown by the Arabic edition." });

/**
 * One course of a step: exactly one of `video` (a video's YouTube id, listed in a topic), `playlist` (a playlist
 * course's id, listed in a topic) or `paid` (a paid course's file name in data/paid/, without .yaml). That the course is
 * in the catalog is checked in pathChecks.ts; its facts (title, length, price) come from there, never from the path.
 */
export const pathCourseSchema = z
  .strictObject({
    video: youtubeId.meta({ description: "A video listed in a topic: its YouTube id." }).optional(),
    playlist: playlistId.meta({ description: "A playlist course listed in a topic: its playlist id." }).optional(),
    paid: nonBlank("a paid course's file name")
      .meta({ description: "A paid course: its file name in data/paid/, without .yaml." })
      .optional(),
  })
  .superRefine((course, ctx) => {
    const given = PATH_COURSE_KINDS.filter((kind) => course[kind] !== undefined);
    if (given.length !== 1)
      ctx.addIssue({
        code: "custom",
        path: given.length > 1 ? [given[1]] : [],
        message: `one course: exactly one of ${PATH_COURSE_KINDS.map((kind) => `'${kind}'`).join(", ")}${given.length > 1 ? ` (found ${given.join(" and ")})` : ""}`,
        input: course,
      });
  })
  .meta({ title: "LearningPathCourse" });

export const pathStepSchema = z
  .strictObject({
    title: text("a step's title", TITLE_BESIDE),
    [TITLE_BESIDE.ar]: titleAr("the step's title in Arabic"),
    courses: z
      .array(pathCourseSchema, { error: "a list of courses" })
      .min(1, { error: "at least one course in each step" })
      .meta({ description: "The step's courses, in the order to take them." }),
  })
  .meta({ title: "LearningPathStep" });

/** One learning path, data/paths/<name>.yaml: its address is /Paths/<name> (the owner's interface: keep the names). */
export const learningPathSchema = z
  .strictObject({
    title: text("a path title", TITLE_BESIDE).meta({ description: "The path's name, on /Paths and its own page." }),
    [TITLE_BESIDE.ar]: titleAr("the path's title in Arabic"),
    level: z
      .enum(COURSE_LEVELS, { error: `one of the levels ${COURSE_LEVELS.join(", ")}` })
      .meta({ description: "Who the path is for." }),
    position: z
      .number({ error: "a whole number for the path's place on /Paths" })
      .int({ error: "a whole number for the path's place on /Paths" })
      .min(1, { error: "a position of 1 or more" })
      .meta({ description: "The path's place on /Paths: 1 comes first." }),
    description: text("a short description", DESCRIPTION_BESIDE).meta({
      description: "One or two sentences: where the path starts and where it leads.",
    }),
    [DESCRIPTION_BESIDE.ar]: nonBlank("the description in Arabic")
      .meta({ description: "Optional: the description in Arabic, shown by the Arabic edition." })
      .optional(),
    steps: z
      .array(pathStepSchema, { error: "a list of steps" })
      .min(1, { error: "at least one step in each path" })
      .meta({ description: "The path's steps, in order." }),
  })
  .meta({ title: PATH_TYPE_NAME });

export type LearningPath = z.infer<typeof learningPathSchema>;
export type PathCourse = z.infer<typeof pathCourseSchema>;
