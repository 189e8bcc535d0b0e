import { z } from "zod";
import { link, phone, template, text, themeOption } from "./fields";

export const siteSettingsSchema = z
  .strictObject({
    brand: text("the site's name"),
    description: text("a description of the site"),
    nav: z.array(link, { error: "a list of navigation links" }).min(1, { error: "at least one navigation link" }),
    footer: z
      .strictObject({ copyright: text("a copyright line"), credit: text("a developer credit") })
      .meta({ title: "Footer" }),
    contact: z
      .strictObject({
        phone,
        email: z.email({ error: "an e-mail address like hello@example.com" }),
        whatsapp: phone.meta({ description: "The WhatsApp number, in international format." }),
      })
      .meta({ title: "ContactDetails" }),
    theme: z
      .strictObject({
        label: text("a name for the colour theme switch"),
        light: themeOption,
        dark: themeOption,
        auto: themeOption,
      })
      .meta({ title: "ThemeSwitchText" }),
    labels: z
      .strictObject({
        skipLink: text("a link text for keyboard users"),
        mainNav: text("a name for the navigation bar"),
        menu: text("a name for the menu button"),
        newTab: text("a note that a link opens a new tab"),
        play: template("a name for a video's play button", ["title"]),
        captions: text("a name for a card's mark for a video with captions"),
      })
      .meta({ title: "AccessibleNames", description: "What screen readers say for controls that show no words." }),
    learner: z
      .strictObject({
        save: text("a button text"),
        watched: text("a button text"),
        done: text("a button text").meta({ description: "On a paid course's card: the learner has finished it." }),
        note: text("a button text").meta({ description: "On every card: opens the learner's note on the course." }),
        progress: template("a sentence", ["watched", "total"]),
        unavailable: text("a sentence"),
        newer: text("a sentence").meta({
          description: "Said at a press when the list was kept by a newer version of the site than the page can read.",
        }),
        backupDue: text("a note for screen readers").meta({
          description: "Read after the navigation's link to the learner's list while a backup of it is due.",
        }),
      })
      .meta({
        title: "LearnerListText",
        description:
          "The Save and Watched buttons on every video, and a topic's progress, kept on the visitor's device.",
      }),
    player: z
      .strictObject({
        resume: template("a line on a card", ["time"]).meta({
          description: "On a video's card, where the learner stopped in Corsi's player: Play starts there.",
        }),
        restart: text("a button text").meta({ description: "Beside it: play the video from its start instead." }),
        watched: text("a sentence").meta({ description: "Said when the player reached a video's end and marked it." }),
        undo: text("a button text").meta({ description: "Beside it: unmark the video." }),
        next: template("a line", ["title"]).meta({
          description: "At a course's end on a path page: the next course of the path.",
        }),
        nextIn: template("a line", ["seconds"]).meta({
          description: "After it: when the next course starts by itself.",
        }),
        playNow: text("a button text"),
        cancel: text("a button text"),
      })
      .meta({
        title: "PlayerText",
        description:
          "What Corsi's player says as it keeps the learner's place: written into its script (src/player/), not the pages.",
      }),
    notes: z
      .strictObject({
        label: template("a label", ["title"]).meta({ description: "Over the text box of a note on a course." }),
        save: text("a button text"),
        cancel: text("a button text"),
        edit: text("a button text").meta({ description: "Beside a card's note: opens it to be changed." }),
        delete: text("a button text"),
        at: template("a time", ["time"]).meta({
          description: "The moment of the video a note was written at; pressed, it plays the video from there.",
        }),
        atLesson: template("a time", ["number", "time"]).meta({
          description: "The same in a playlist course: its lesson's number too.",
        }),
        left: template("a line", ["count"]).meta({ description: "Under the box as the limit nears." }),
        cut: template("a sentence", ["max"]).meta({ description: "Said when a longer text was cut at the limit." }),
        unkept: text("a sentence").meta({
          description: "Said when the browser would not keep a note: its text stays in the box to be copied.",
        }),
        shortcut: text("a line").meta({ description: "Under the box: the keys that save." }),
      })
      .meta({
        title: "NotesText",
        description:
          "The learner's note on each course, kept on the visitor's device: written into the notes' script (src/notes/).",
      }),
    offline: z
      .strictObject({
        kept: template("a sentence", ["day"]).meta({
          description: "At the top of a page opened without a connection, from what this device kept.",
        }),
        play: text("a sentence").meta({ description: "Said over a video's poster when Play is pressed offline." }),
      })
      .meta({
        title: "OfflineText",
        description: "What the installed app says without a connection: written into its worker (src/offline/).",
      }),
  })
  .meta({ title: "SiteSettings" });

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
