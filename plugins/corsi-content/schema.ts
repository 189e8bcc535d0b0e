import { z } from "zod";
import { TYPE_NAME_BY_FILE, type DataFileName } from "./files";
import { ICON_REF_PATTERN, resolveIcon } from "./icons";
import { LANGUAGE_NAMES } from "../../src/content/languages";
import { LINKABLE_PATHS } from "../../src/siteManifest";

/**
 * The content schema: one definition per file in data/. From it come the
 * build-time validation, the JSON Schemas editors use (schemas/), the GraphQL
 * types Gatsby serves (see graphql.ts) and the TypeScript types below.
 * Every message here completes the sentence "expected …".
 */

const text = (what: string) => z.string({ error: what }).regex(/\S/, { error: `${what}, not an empty value` });

export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
export const PLAYLIST_ID_PATTERN = /^(PL|UU|LL|FL|OL|RD)[A-Za-z0-9_-]{10,}$/;
/** E.164 (+, country code, up to 15 digits in all), single spaces allowed between digits for readability. */
export const PHONE_PATTERN = /^\+[1-9](?: ?[0-9]){6,13}$/;
export const YOUTUBE_LINK_PATTERN =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?v=[A-Za-z0-9_-]{11}|playlist\?list=)|youtu\.be\/[A-Za-z0-9_-]{11})[^\s]*$/;

const youtubeId = z
  .string({ error: "a YouTube video id" })
  .regex(YOUTUBE_ID_PATTERN, {
    error: "a YouTube video id: the 11 letters, digits, '-' or '_' after 'watch?v=' in a YouTube link",
  })
  .meta({ description: "The 11 characters after 'watch?v=' in the video's YouTube link." });

const playlistId = z
  .string({ error: "a YouTube playlist id" })
  .regex(PLAYLIST_ID_PATTERN, {
    error: "a YouTube playlist id: the part after 'list=' in a YouTube link, starting with PL",
  })
  .meta({ description: "Optional: the part after 'list=' in a YouTube playlist link." });

const youtubeLink = z
  .string({ error: "an https:// YouTube link" })
  .regex(YOUTUBE_LINK_PATTERN, {
    error: "an https:// link to a YouTube video or playlist (youtube.com/watch?v=… or youtu.be/…)",
  })
  .meta({ description: "https:// link to the course on YouTube." });

const language = z
  .enum(LANGUAGE_NAMES, { error: `one of the languages ${LANGUAGE_NAMES.join(", ")}` })
  .meta({ description: "Optional: the language the course is taught in. Leave out when unknown." });

const icon = z
  .string({ error: "an icon name" })
  .regex(ICON_REF_PATTERN, { error: "an icon name like 'simple:python' or 'bootstrap:star-fill'", abort: true })
  .refine((ref) => resolveIcon(ref) !== undefined, {
    error: "an icon that exists in simple-icons (simple:SLUG) or Bootstrap Icons (bootstrap:NAME)",
  })
  .meta({
    description: "simple:SLUG from simpleicons.org or bootstrap:NAME from icons.getbootstrap.com",
    "x-graphql": "Icon",
  });

const internalPath = z
  .enum(LINKABLE_PATHS, { error: `one of the site's pages ${LINKABLE_PATHS.join(", ")}` })
  .meta({ description: "A page of this site." });

const phone = z.string({ error: "a phone number" }).regex(PHONE_PATTERN, {
  error: "a phone number in international format: '+', country code and number, e.g. +20 100 000 0000",
});

const link = z.strictObject({ label: text("a link text"), path: internalPath }).meta({ title: "InternalLink" });

const pageMeta = {
  title: text("a page title").meta({ description: "Shown in the browser tab, before ' | Corsi'." }),
  description: text("a page description").meta({ description: "Shown by search engines." }),
};

const pageCopy = {
  ...pageMeta,
  heading: text("a heading"),
  text: text("a text"),
};

const contactChannel = z.strictObject({ label: text("a label"), icon }).meta({ title: "ContactChannel" });

const themeOption = z.strictObject({ label: text("a label"), icon }).meta({ title: "ThemeOption" });

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
  })
  .meta({ title: "SiteSettings" });

export const pagesSchema = z
  .strictObject({
    home: z.strictObject(pageMeta).meta({ title: "PageMeta" }),
    free: z
      .strictObject({ ...pageCopy, indexLabel: text("a label for the topic index") })
      .meta({ title: "FreePageCopy" }),
    paid: z.strictObject({ ...pageCopy, linkLabel: text("a link text") }).meta({ title: "PaidPageCopy" }),
    contact: z
      .strictObject({ ...pageCopy, phone: contactChannel, email: contactChannel, whatsapp: contactChannel })
      .meta({ title: "ContactPageCopy" }),
    user1: z.strictObject(pageMeta).meta({ title: "PageMeta" }),
    notFound: z.strictObject({ ...pageCopy, linkLabel: text("a link text") }).meta({ title: "NotFoundPageCopy" }),
  })
  .meta({ title: "Pages" });

export const homeSchema = z
  .strictObject({
    hero: z
      .strictObject({
        headline: text("a headline"),
        text: text("a text"),
        logosLabel: text("a label for the logo tiles"),
      })
      .meta({ title: "Hero" }),
    features: z
      .strictObject({
        heading: text("a heading"),
        items: z
          .array(
            z.strictObject({ title: text("a title"), text: text("a sentence"), icon }).meta({ title: "Feature" }),
            { error: "a list of cards" },
          )
          .min(1, { error: "at least one card" }),
      })
      .meta({ title: "Features" }),
  })
  .meta({ title: "HomeContent" });

export const logosSchema = z
  .strictObject({
    tiles: z
      .array(z.strictObject({ name: text("the technology's name"), icon }).meta({ title: "LogoTile" }), {
        error: "a list of logo tiles",
      })
      .min(1, { error: "at least one logo tile" }),
  })
  .meta({ title: "LogoTiles" });

const course = z
  .strictObject({
    title: text("a course title"),
    instructor: text("the instructor's name"),
    description: text("a short description"),
    link: youtubeLink,
    language: language.optional(),
  })
  .meta({ title: "Course" });

export const topRatedSchema = z
  .strictObject({
    heading: text("a heading"),
    watchLabel: text("a link text"),
    seeAll: link,
    courses: z.array(course, { error: "a list of courses" }).min(1, { error: "at least one course" }),
  })
  .meta({ title: "TopRated" });

const video = z
  .strictObject({
    youtubeId,
    title: text("a video title"),
    channel: text("the channel's name").optional(),
    language: language.optional(),
    playlistId: playlistId.optional(),
  })
  .meta({ title: "FreeVideo" });

const section = z
  .strictObject({
    title: text("a section title"),
    videos: z.array(video, { error: "a list of videos" }).min(1, { error: "at least one video in each section" }),
  })
  .meta({ title: "FreeSection" });

export const freeCoursesSchema = z
  .strictObject({
    watchLabel: text("a link text"),
    sections: z.array(section, { error: "a list of sections" }).min(1, { error: "at least one section" }),
  })
  .superRefine(({ sections }, ctx) => {
    const sectionByTitle = new Map<string, number>();
    const videoById = new Map<string, [number, number]>();
    sections.forEach((sectionEntry, s) => {
      const key = sectionEntry.title.trim().toLowerCase();
      const first = sectionByTitle.get(key);
      if (first !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["sections", s, "title"],
          message: `a section title used once, but sections[${first}] has the same title`,
          input: sectionEntry.title,
        });
      } else sectionByTitle.set(key, s);
      sectionEntry.videos.forEach((videoEntry, v) => {
        const seen = videoById.get(videoEntry.youtubeId);
        if (seen) {
          ctx.addIssue({
            code: "custom",
            path: ["sections", s, "videos", v, "youtubeId"],
            message: `a video shown once, but sections[${seen[0]}].videos[${seen[1]}] already shows it`,
            input: videoEntry.youtubeId,
          });
        } else videoById.set(videoEntry.youtubeId, [s, v]);
      });
    });
  })
  .meta({ title: "FreeCourses" });

/** Every data file with the schema it must satisfy (type names: files.ts). */
const SCHEMA_BY_FILE = {
  "site.yaml": siteSettingsSchema,
  "pages.yaml": pagesSchema,
  "home.yaml": homeSchema,
  "logos.yaml": logosSchema,
  "top-rated.yaml": topRatedSchema,
  "free-courses.yaml": freeCoursesSchema,
} satisfies Record<DataFileName, z.ZodType>;

export const CONTENT_FILES = (Object.keys(SCHEMA_BY_FILE) as DataFileName[]).map((file) => ({
  file,
  typeName: TYPE_NAME_BY_FILE[file],
  schema: SCHEMA_BY_FILE[file] as z.ZodType,
}));

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type FreeCourses = z.infer<typeof freeCoursesSchema>;
export type FreeVideo = z.infer<typeof video>;
