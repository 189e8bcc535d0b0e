import { z } from "zod";
import { COURSE_LEVELS, contactChannel, pageCopy, pageMeta, plural, template, text } from "./fields";

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

export const pagesSchema = z
  .strictObject({
    home: z.strictObject(pageMeta).meta({ title: "PageMeta" }),
    free: z
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
      .meta({ title: "FreePageCopy" }),
    topic: z
      .strictObject({
        title: template("a page title", ["topic"]),
        description: plural("a page description", ["topic", "count"]),
        text: plural("a text", ["count"]),
        backLabel: text("a link text"),
        paidLink: plural("a link text", ["count"]),
        pagination: paginationText(),
      })
      .meta({ title: "TopicPageCopy" }),
    course: z
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
      }),
    paid: z
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
      .meta({ title: "PaidPageCopy" }),
    paths: z
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
      .meta({ title: "PathsPageCopy", description: "/Paths, every learning path, and what each path's card says." }),
    path: z
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
      .meta({ title: "PathPageCopy", description: "A learning path's own page, /Paths/<name>." }),
    new: z
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
      .meta({ title: "NewPageCopy", description: "/New, what was added last, and the feeds of it." }),
    contact: z
      .strictObject({ ...pageCopy, phone: contactChannel, email: contactChannel, whatsapp: contactChannel })
      .meta({ title: "ContactPageCopy" }),
    user1: z.strictObject(pageMeta).meta({ title: "PageMeta" }),
    saved: z
      .strictObject({
        ...pageCopy,
        noScript: text("a sentence"),
        loading: text("a sentence"),
        emptyHeading: text("a heading"),
        empty: text("a sentence"),
        browseLink: text("a link text"),
        count: plural("a heading", ["count"]),
        pathsHeading: text("a heading, over the learning paths the learner has started"),
        inProgressHeading: text("a heading, over the videos the learner stopped in, first on the page"),
        remove: text("a button text"),
        gone: text("a note"),
        clear: text("a button text"),
        clearConfirm: text("a question"),
        clearYes: text("a button text"),
        cancel: text("a button text"),
        moveHeading: text("a heading"),
        moveText: text("a text"),
        download: text("a button text"),
        load: text("a button text"),
        share: text("a button text"),
        shareLink: text("a label for the link field"),
        shareWithoutPlaces: text("a sentence, said when a link leaves out the places the player kept to stay short"),
        shareWithoutLessons: text("a sentence, said when a link leaves out the places and the ticked lessons too"),
        shareTooLong: text("a sentence, said when a link is longer than chat apps keep"),
        shareWithoutNotes: text("a sentence, said when a link leaves out the learner's notes to fit one QR code"),
        notesHeading: text("a heading, over the learner's notes"),
        notesFilter: text("a label, of the box that filters the notes"),
        notesNoMatch: text("a sentence, said when no note has what the filter box holds"),
        notesDownload: text("a button text").meta({ description: "Downloads every note as one Markdown file." }),
        notesFileHeading: text("a heading, first in the notes' Markdown file"),
        notesOnCorsi: text("a link text, in the notes' file: the course's card on the site"),
        notesOnYouTube: text("a link text, in the notes' file: the video, where a note has no moment"),
        notesReplaced: template("a sentence", ["count"]).meta({
          description: "Said after a file or link was added: notes here that newer ones from it replaced.",
        }),
        notesOlder: template("a sentence", ["count"]).meta({
          description: "Said after a file or link was added: its notes left out, older than the ones here.",
        }),
        copied: text("a sentence"),
        notCopied: text("a sentence"),
        loaded: plural("a sentence", ["count"]),
        nothingNew: text("a sentence"),
        sharedHeading: text("a heading"),
        sharedText: plural("a sentence", ["count"]),
        addShared: text("a button text"),
        added: plural("a sentence", ["count"]),
        closeShared: text("a button text"),
        tooLarge: text("a sentence"),
        notAList: text("a sentence"),
        newer: text("a sentence"),
        badLink: text("a sentence"),
        setAside: text("a sentence").meta({
          description: "Shown when something this browser kept as the list could not be read, and was set aside.",
        }),
        setAsideDownload: text("a button text"),
        setAsideForget: text("a button text"),
        persisted: text("a sentence, said when the browser has promised to keep the list"),
        notPersisted: text("a sentence, said when the browser has not promised to keep the list"),
        persistUnknown: text("a sentence, said when the browser does not tell whether it keeps the list"),
        askPersist: text("a button text"),
        persistRefused: text("a sentence, said when the browser would not promise"),
        backupNever: text("a sentence"),
        backupToday: text("a sentence"),
        backupDaysAgo: plural("a sentence", ["count"]),
        backupDueChanges: template("a sentence, said when a backup is due after many changes", ["count"]),
        backupDueDays: template("a sentence, said when a backup is due after many days", ["count"]),
        homeScreen: text("a note").meta({
          description: "Shown on an iPhone or iPad in Safari: how to add the site to the Home Screen, and why.",
        }),
        homeScreenDismiss: text("a button text"),
        qrShow: text("a button text"),
        qrLabel: text("a name for the QR code image"),
        qrText: text("a sentence"),
        qrTooLong: text("a sentence"),
      })
      .meta({ title: "SavedPageCopy" }),
    notFound: z.strictObject({ ...pageCopy, linkLabel: text("a link text") }).meta({ title: "NotFoundPageCopy" }),
    offline: z
      .strictObject({
        ...pageCopy,
        linkLabel: text("a link text").meta({ description: "The link to the learner's list (/Saved)." }),
        keptHeading: text("a heading").meta({
          description: "Over the paths and topics this device has kept, listed below it.",
        }),
      })
      .meta({
        title: "OfflinePageCopy",
        description: "The page the installed app shows for a page never opened, without a connection.",
      }),
  })
  .meta({ title: "Pages" });
