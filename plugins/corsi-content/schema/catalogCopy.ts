/** The copy of the other listings in pages.yaml: /Paid and its cards, /Paths and a path's page, /New and its feeds. */

import { z } from "zod";
import { COURSE_LEVELS, pageCopy, plural, template, text } from "./fields";

/** /Paid, its cards, and the invitation to list a course. */
export const paidPageCopy = () =>
  z
    .strictObject({
      ...pageCopy,
      linkLabel: text("a link text"),
      listDescription: text("a page description").meta({
        description: "Shown by search engines once there are paid courses (description, while there are none).",
      }),
      listHeading: text("a heading"),
      listText: text("a text"),
      card: z
        .strictObject({
          paid: text("a label"),
          instructor: template("a line", ["instructor"]),
          levels: z
            .strictObject(Object.fromEntries(COURSE_LEVELS.map((level) => [level, text("a level's name")])))
            .meta({ title: "PaidCourseLevelText" }),
          hours: plural("a length", ["count"]),
          price: template("a label", ["price"]),
          checkedOn: template("a note", ["date"]),
          sponsored: text("a sentence"),
          link: template("a link text", ["provider"]),
        })
        .meta({ title: "PaidCardText", description: "What each paid course's card says around its facts." }),
      inviteHeading: text("a heading"),
      inviteText: text("a text"),
      listYours: text("a link text"),
      mail: z.strictObject({ subject: text("an e-mail subject"), body: text("an e-mail's text") }).meta({
        title: "ListYourCourseMail",
        description: "The e-mail 'List your course' opens, to the address in site.yaml, already written.",
      }),
    })
    .meta({ title: "PaidPageCopy" });

/** /Paths, and each path's card. */
export const pathsPageCopy = () =>
  z
    .strictObject({
      ...pageCopy,
      none: text("a sentence, said while there is no path"),
      levelFilter: z
        .strictObject({ label: text("a label for the level filter"), all: text("a name for every level") })
        .meta({ title: "LevelFilterText" }),
      steps: plural("a count of steps", ["count"]),
      courses: plural("a count of courses", ["count"]),
      length: template("a path's whole length", ["duration"]),
      open: text("a link text"),
      progress: template("a sentence, in digits", ["done", "total"]),
    })
    .meta({ title: "PathsPageCopy", description: "/Paths, every learning path, and what each path's card says." });

/** A learning path's own page, /Paths/<name>. */
export const pathPageCopy = () =>
  z
    .strictObject({
      title: template("a page title", ["path"]),
      backLabel: text("a link text"),
      step: template("a step's heading", ["number", "title"]),
      stepDone: text("a label for a step whose courses are all done"),
      left: template("a sentence", ["left"]),
      start: template("a link text, before a course is done", ["course"]),
      continue: template("a link text, to the first course not done", ["course"]),
      finished: text("a sentence, once every course is done"),
    })
    .meta({ title: "PathPageCopy", description: "A learning path's own page, /Paths/<name>." });

/** /New, and the Atom feeds of what was added. */
export const newPageCopy = () =>
  z
    .strictObject({
      ...pageCopy,
      none: text("a sentence, said while nothing has been added"),
      week: template("a heading over the courses added in one week, named by its Monday", ["date"]),
      topic: template("a link text, under a card, to its topic's page", ["topic"]),
      feedLink: text("a link text, to the feed of what is added"),
      feed: z
        .strictObject({
          title: text("the feed's title"),
          topicTitle: template("a topic's feed's title", ["topic"]),
          subtitle: text("what the feeds hold, in a sentence"),
          video: template("what a free video's entry says of it", ["topic"]),
          playlist: template("what a playlist course's entry says of it", ["topic"]),
          paid: template("what a paid course's entry says of it", ["topic", "price"]),
        })
        .meta({
          title: "FeedText",
          description: "The Atom feeds (/feed.xml, each topic's /Free/<topic>/feed.xml): their titles and entries.",
        }),
    })
    .meta({ title: "NewPageCopy", description: "/New, what was added last, and the feeds of it." });
