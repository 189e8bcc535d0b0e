/** The copy of the free catalog's pages in pages.yaml: /Free, a topic's pages, a course's, and their page links. */

import { z } from "zod";
import { pageCopy, plural, template, text } from "./fields";

/** The links between the pages of a topic, or of a long course. */
export const paginationText = () =>
  z
    .strictObject({
      label: text("a label for the page links"),
      previous: text("a link text"),
      next: text("a link text"),
      page: template("a label", ["page", "pages"]),
    })
    .meta({ title: "PaginationText" });

/** /Free: the topic index, its links, the filters and the search. */
export const freePageCopy = () =>
  z
    .strictObject({
      ...pageCopy,
      indexLabel: text("a label for the topic index"),
      watchLabel: text("a link text"),
      allVideosLink: template("a link text", ["count", "topic"]),
      allTopicsLink: template("a link text", ["count"]),
      pathsLink: text("a link text").meta({ description: "To the learning paths: where to start." }),
      newLink: text("a link text").meta({ description: "To /New: what was added last." }),
      filter: z
        .strictObject({ label: text("a label for the language filter"), all: text("a name for all languages") })
        .meta({ title: "LanguageFilterText" }),
      lengthFilter: z
        .strictObject({
          label: text("a label for the length filter"),
          all: text("a name for every length"),
          short: text("a name for videos under an hour"),
          medium: text("a name for videos from one to five hours"),
          long: text("a name for videos over five hours"),
        })
        .meta({ title: "LengthFilterText" }),
      captionsFilter: z
        .strictObject({
          label: text("a label for the captions filter"),
          all: text("a name for videos with or without captions"),
          only: text("a name for videos with captions"),
        })
        .meta({ title: "CaptionsFilterText" }),
      search: z
        .strictObject({
          label: text("a label for the search field"),
          placeholder: text("an example of what to search for"),
          results: plural("a sentence", ["count"]),
          searching: template("a sentence said while the search's index loads", ["query"]),
          noResults: template("a sentence", ["query"]),
          unavailable: text("a sentence"),
        })
        .meta({ title: "SearchText" }),
    })
    .meta({ title: "FreePageCopy" });

/** A topic's pages, /Free/<slug>, /Free/<slug>/2, …. */
export const topicPageCopy = () =>
  z
    .strictObject({
      title: template("a page title", ["topic"]),
      description: plural("a page description", ["topic", "count"]),
      text: plural("a text", ["count"]),
      backLabel: text("a link text"),
      paidLink: plural("a link text", ["count"]),
      pagination: paginationText(),
    })
    .meta({ title: "TopicPageCopy" });

/** A course's pages (a playlist's lessons), and its card's summary. */
export const coursePageCopy = () =>
  z
    .strictObject({
      title: template("a page title", ["course"]),
      description: plural("a page description", ["course", "count", "duration"]),
      summary: plural("a course's lesson count and length", ["count", "duration"]),
      backLabel: template("a link text", ["topic"]),
      lessonsLabel: text("a heading"),
      playlistLink: text("a link text"),
      lessonWatched: template("a name for a lesson's Watched button", ["number"]),
      progress: template("a sentence", ["watched", "total", "left"]),
      start: template("a label for the course's player, before a lesson is watched", ["number"]),
      continue: template("a label for the player, at the next lesson not watched", ["number"]),
      resume: template("a label for the player, at the lesson and moment the learner stopped in it", [
        "number",
        "time",
      ]),
      pagination: paginationText(),
      views: plural("a video's views, on its card (the count written short: 1.2M)", ["count"]),
      lessonsCaptioned: template("how many of a course's lessons have captions", ["count", "total"]),
      duration: z
        .strictObject({
          hours: template("a length of time", ["hours", "minutes"]),
          minutes: template("a length of time", ["minutes"]),
        })
        .meta({ title: "DurationText" }),
    })
    .meta({
      title: "PlaylistCoursePageCopy",
      description: "A course's page (a playlist's lessons, read from YouTube at build time) and its card's summary.",
    });
