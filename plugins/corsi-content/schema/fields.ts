import { z } from "zod";
import { ICON_REF_PATTERN, resolveIcon } from "../icons";
import { type TextMark, translatable } from "../translate";
import { LANGUAGE_NAMES } from "../../../src/content/languages";
import { LINKABLE_PATHS } from "../../../src/siteManifest";
import { PLAYLIST_ID_PATTERN, YOUTUBE_ID_PATTERN } from "../../../src/content/youtubeLink";

/**
 * The content schema: one definition per file in data/ (site.ts, pages.ts, home.ts, topic.ts, paid.ts), from the shared pieces below. From it come the
 * build-time validation, the JSON Schemas editors use (schemas/), the GraphQL
 * types Gatsby serves (see graphql.ts) and the TypeScript types (index.ts).
 * Every message here completes the sentence "expected …".
 */

/** What every text has: a letter or sign that is not a space. */
export const NOT_BLANK = /\S/;

export const nonBlank = (what: string) =>
  z.string({ error: what }).regex(NOT_BLANK, { error: `${what}, not an empty value` });

/**
 * A text an owner writes, translated by the one rule of translate.ts: in a translated file, at the same place in each
 * locale's block; in a catalog entry, in the fields `beside` names.
 */
export const text = (what: string, beside?: TextMark["beside"]) => translatable(nonBlank(what), beside);

/** A text with places the site fills in, written {name}: each listed place must appear. */
export const template = (what: string, places: string[]) =>
  places
    .reduce(
      (schema, place) =>
        schema.refine((value) => value.includes(`{${place}}`), { error: `${what} that contains {${place}}` }),
      text(what),
    )
    .meta(
      places.length > 0
        ? { description: `Written with ${places.map((place) => `{${place}}`).join(" and ")}, which the site fills in.` }
        : {},
    );

/**
 * A text that counts something, in each plural form English needs: `one` (for 1, which may write the number as a
 * word, so it need not contain {count}) and `other`. The site picks the form with Intl.PluralRules.
 */
export const plural = (what: string, places: string[]) =>
  z
    .strictObject(
      {
        one: template(
          what,
          places.filter((place) => place !== "count"),
        ),
        other: template(what, places),
      },
      { error: `${what} in each plural form, 'one:' and 'other:'` },
    )
    .meta({ title: "PluralText" });

/** The levels a paid course or a learning path names (src/content/levels.ts). */
export { COURSE_LEVELS } from "../../../src/content/levels";

/** A video's and a playlist's id, as a pasted link is read for them (src/content/youtubeLink.ts). */
export { PLAYLIST_ID_PATTERN, YOUTUBE_ID_PATTERN };
/** E.164 (+, country code, up to 15 digits in all), single spaces allowed between digits for readability. */
export const PHONE_PATTERN = /^\+[1-9](?: ?[0-9]){6,13}$/;
export const YOUTUBE_LINK_PATTERN =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?v=[A-Za-z0-9_-]{11}|playlist\?list=)|youtu\.be\/[A-Za-z0-9_-]{11})[^\s]*$/;

export const youtubeId = z
  .string({ error: "a YouTube video id" })
  .regex(YOUTUBE_ID_PATTERN, {
    error: "a YouTube video id: the 11 letters, digits, '-' or '_' after 'watch?v=' in a YouTube link",
  })
  .meta({ description: "The 11 characters after 'watch?v=' in the video's YouTube link." });

export const playlistId = z
  .string({ error: "a YouTube playlist id" })
  .regex(PLAYLIST_ID_PATTERN, {
    error: "a YouTube playlist id: the part after 'list=' in a YouTube link (it starts with PL, UU, LL, FL, OL or RD)",
  })
  .meta({ description: "Optional: the part after 'list=' in a YouTube playlist link." });

export const youtubeLink = z
  .string({ error: "an https:// YouTube link" })
  .regex(YOUTUBE_LINK_PATTERN, {
    error: "an https:// link to a YouTube video or playlist (youtube.com/watch?v=… or youtu.be/…)",
  })
  .meta({ description: "https:// link to the course on YouTube." });

/**
 * The day a catalog entry (a video, a playlist course, a paid course) joined Corsi, when known: /New and the Atom feeds
 * list the newest first (an entry without one is not "new"), and it never changes after. `npm run add` and the /admin editor write the day they add it; whether it
 * is a day to come is checked in validate.ts, which knows today.
 */
export const addedDay = z.iso
  .date({ error: "the day it was added to Corsi, written YYYY-MM-DD, e.g. 2026-11-27" })
  .meta({
    description:
      "Optional: the day it was added to Corsi (YYYY-MM-DD): /New and the feeds list the newest first. `npm run add` and /admin write today's.",
  })
  .optional();

export const language = z
  .enum(LANGUAGE_NAMES, { error: `one of the languages ${LANGUAGE_NAMES.join(", ")}` })
  .meta({ description: "Optional: the language the course is taught in. Leave out when unknown." });

export const icon = z
  .string({ error: "an icon name" })
  .regex(ICON_REF_PATTERN, { error: "an icon name like 'simple:python' or 'bootstrap:star-fill'", abort: true })
  .refine((ref) => resolveIcon(ref) !== undefined, {
    error: "an icon that exists in simple-icons (simple:SLUG) or Bootstrap Icons (bootstrap:NAME)",
  })
  .meta({
    description: "simple:SLUG from simpleicons.org or bootstrap:NAME from icons.getbootstrap.com",
    "x-graphql": "Icon",
  });

export const internalPath = z
  .enum(LINKABLE_PATHS, { error: `one of the site's pages ${LINKABLE_PATHS.join(", ")}` })
  .meta({ description: "A page of this site." });

export const phone = z.string({ error: "a phone number" }).regex(PHONE_PATTERN, {
  error: "a phone number in international format: '+', country code and number, e.g. +20 100 000 0000",
});

export const link = z.strictObject({ label: text("a link text"), path: internalPath }).meta({ title: "InternalLink" });

export const pageMeta = {
  title: text("a page title").meta({ description: "Shown in the browser tab, before ' | Corsi'." }),
  description: text("a page description").meta({ description: "Shown by search engines." }),
};

export const pageCopy = {
  ...pageMeta,
  heading: text("a heading"),
  text: text("a text"),
};

export const contactChannel = z.strictObject({ label: text("a label"), icon }).meta({ title: "ContactChannel" });

export const themeOption = z.strictObject({ label: text("a label"), icon }).meta({ title: "ThemeOption" });
