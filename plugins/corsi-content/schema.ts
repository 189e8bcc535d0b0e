import { z } from "zod";
import {
  nodeTypeName,
  PAID_FOLDER,
  PAID_TYPE_NAME,
  TOPIC_TYPE_NAME,
  TOPICS_FOLDER,
  TRANSLATED_FILES,
  type DataFileName,
} from "./files";
import { ICON_REF_PATTERN, resolveIcon } from "./icons";
import { slugify } from "./slug";
import { isText, type TextMark, translatable } from "./translate";
import { LANGUAGE_NAMES } from "../../src/content/languages";
import { DEFAULT_LOCALE, LINKABLE_PATHS, TRANSLATED_LOCALES } from "../../src/siteManifest";

/**
 * The content schema: one definition per file in data/. From it come the
 * build-time validation, the JSON Schemas editors use (schemas/), the GraphQL
 * types Gatsby serves (see graphql.ts) and the TypeScript types below.
 * Every message here completes the sentence "expected …".
 */

/** What every text has: a letter or sign that is not a space. */
const NOT_BLANK = /\S/;

const nonBlank = (what: string) => z.string({ error: what }).regex(NOT_BLANK, { error: `${what}, not an empty value` });

/**
 * A text an owner writes, translated by the one rule of translate.ts: in a translated file, at the same place in each
 * locale's block; in a catalog entry, in the fields `beside` names.
 */
const text = (what: string, beside?: TextMark["beside"]) => translatable(nonBlank(what), beside);

/** A text with places the site fills in, written {name}: each listed place must appear. */
const template = (what: string, places: string[]) =>
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
const plural = (what: string, places: string[]) =>
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

/** The levels a paid course may name. */
export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;

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
    error: "a YouTube playlist id: the part after 'list=' in a YouTube link (it starts with PL, UU, LL, FL, OL or RD)",
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
    labels: z
      .strictObject({
        skipLink: text("a link text for keyboard users"),
        mainNav: text("a name for the navigation bar"),
        menu: text("a name for the menu button"),
        newTab: text("a note that a link opens a new tab"),
        play: template("a name for a video's play button", ["title"]),
      })
      .meta({ title: "AccessibleNames", description: "What screen readers say for controls that show no words." }),
    learner: z
      .strictObject({
        save: text("a button text"),
        watched: text("a button text"),
        progress: template("a sentence", ["watched", "total"]),
        unavailable: text("a sentence"),
      })
      .meta({
        title: "LearnerListText",
        description:
          "The Save and Watched buttons on every video, and a topic's progress, kept on the visitor's device.",
      }),
  })
  .meta({ title: "SiteSettings" });

/** The links between the pages of a topic, or of a long course. */
const paginationText = () =>
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
        filter: z
          .strictObject({ label: text("a label for the language filter"), all: text("a name for all languages") })
          .meta({ title: "LanguageFilterText" }),
        search: z
          .strictObject({
            label: text("a label for the search field"),
            placeholder: text("an example of what to search for"),
            results: plural("a sentence", ["count"]),
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
        pagination: paginationText(),
        duration: z
          .strictObject({
            hours: template("a length of time", ["hours", "minutes"]),
            minutes: template("a length of time", ["minutes"]),
          })
          .meta({ title: "DurationText" }),
      })
      .meta({
        title: "CoursePageCopy",
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
              .meta({ title: "CourseLevelText" }),
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
        shareWithoutLessons: text("a sentence, said when a link leaves out the ticked lessons to stay short"),
        shareTooLong: text("a sentence, said when a link is longer than chat apps keep"),
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
      })
      .meta({ title: "SavedPageCopy" }),
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

/** A catalog entry's title in Arabic sits beside its `title`, in the owner's YAML (docs/decisions.md). */
const TITLE_BESIDE = { ar: "titleAr" } as const;

export const videoSchema = z
  .strictObject({
    youtubeId,
    title: text("a video title", TITLE_BESIDE),
    [TITLE_BESIDE.ar]: nonBlank("the video's title in Arabic")
      .meta({
        description: "Optional: the title in Arabic, shown by the Arabic edition (which shows `title` otherwise).",
      })
      .optional(),
    channel: text("the channel's name").optional(),
    language: language.optional(),
    playlistId: playlistId.optional(),
    published: z.iso
      .date({ error: "a date written YYYY-MM-DD, e.g. 2024-03-15" })
      .meta({
        description: "Optional: the day the video was published on YouTube (YYYY-MM-DD), which search engines show.",
      })
      .optional(),
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

/** A catalog entry's description in Arabic sits beside its `description`, as its title does. */
const DESCRIPTION_BESIDE = { ar: "descriptionAr" } as const;

/** ISO 4217 codes as the running ICU knows them (Node's full ICU, the same data the pages format prices with). */
const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

/** A YouTube address: a paid course is sold elsewhere (a YouTube video is a free video, in a topic). */
export const YOUTUBE_HOST = /(?:^|\.)(?:youtube\.com|youtu\.be|youtube-nocookie\.com)$/i;

const positive = (what: string) =>
  z.number({ error: `${what}, a number greater than 0` }).positive({ error: `${what}, a number greater than 0` });

/**
 * One paid course, data/paid/<slug>.yaml (the owner's interface: keep the names). What needs other files (the topic
 * exists, the picture exists) and the date (not in the future, checked lately) is checked in validate.ts.
 */
export const paidCourseSchema = z
  .strictObject({
    title: text("a course title", TITLE_BESIDE),
    [TITLE_BESIDE.ar]: nonBlank("the course's title in Arabic")
      .meta({
        description: "Optional: the title in Arabic, shown by the Arabic edition (which shows `title` otherwise).",
      })
      .optional(),
    topic: nonBlank("a topic's file name").meta({
      description: "A topic's file name in data/topics/, without .yaml (e.g. front-end-development).",
    }),
    provider: text("the name of the place that sells the course").meta({ description: "Where it is sold: Udemy, …" }),
    instructor: text("the instructor's name"),
    url: z
      .url({ protocol: /^https$/, error: "an https:// link to the course's own page" })
      .refine((url) => !YOUTUBE_HOST.test(new URL(url).hostname), {
        error:
          "a link to the course's page where it is sold, not YouTube (a YouTube video is a free video, in a topic)",
      })
      .meta({ description: "https:// link to the course's own page, where it is sold." }),
    language: z
      .enum(LANGUAGE_NAMES, { error: `one of the languages ${LANGUAGE_NAMES.join(", ")}` })
      .meta({ description: "The language the course is taught in." }),
    price: positive("a price").meta({ description: "The price, in the currency below." }),
    currency: z
      .string({ error: "a currency code" })
      .regex(/^[A-Z]{3}$/, {
        error: "an ISO 4217 currency code, three capital letters like EGP, USD or EUR",
        abort: true,
      })
      .refine((code) => CURRENCIES.has(code), { error: "an ISO 4217 currency code, like EGP, USD or EUR" })
      .meta({ description: "The price's currency: its ISO 4217 code (EGP, USD, EUR, …)." }),
    priceCheckedOn: z.iso
      .date({ error: "a date written YYYY-MM-DD, e.g. 2026-11-20" })
      .meta({ description: "The day you last saw that price on the seller's page (YYYY-MM-DD)." }),
    level: z
      .enum(COURSE_LEVELS, { error: `one of the levels ${COURSE_LEVELS.join(", ")}` })
      .meta({ description: "Optional: who the course is for." })
      .optional(),
    hours: positive("a number of hours").meta({ description: "Optional: how many hours of lessons." }).optional(),
    description: text("a short description", DESCRIPTION_BESIDE)
      .meta({ description: "Optional: one or two sentences on what the course teaches." })
      .optional(),
    [DESCRIPTION_BESIDE.ar]: nonBlank("the description in Arabic")
      .meta({ description: "Optional: the description in Arabic, shown by the Arabic edition." })
      .optional(),
    sponsored: z
      .boolean({ error: "true or false" })
      .meta({ description: "Optional: true when Corsi earns from this link; the card says so." })
      .optional(),
    image: nonBlank("a picture's file name")
      .meta({ description: "Optional: a picture in the same folder (e.g. cover.jpg).", "x-widget": "image" })
      .optional(),
  })
  .meta({ title: PAID_TYPE_NAME });

/**
 * The same file's texts only, in the same places: objects keep their text fields (and the groups that hold some),
 * lists keep their entries' texts; links' addresses, icons and contact details are left out, as they are written once
 * in the English file. Undefined when the schema holds no text.
 */
export function textsOf(schema: z.ZodType): z.ZodType | undefined {
  if (isText(schema)) return schema;
  if (schema instanceof z.ZodArray) {
    const entry = textsOf(schema.element as z.ZodType);
    if (!entry) return undefined;
    // As many entries as the English list needs at least (validate.ts then checks it has exactly as many).
    const { minItems: minimum } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
      minItems?: number;
    };
    const list = z.array(entry, { error: "a list" });
    return minimum === undefined ? list : list.min(minimum, { error: `at least ${minimum} entries` });
  }
  if (schema instanceof z.ZodObject) {
    const shape = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
      const texts = textsOf(field);
      return texts ? [[key, texts] as const] : [];
    });
    if (shape.length === 0) return undefined;
    const title = z.globalRegistry.get(schema)?.title;
    const texts = z.strictObject(Object.fromEntries(shape), { error: "a group of texts" });
    return title ? texts.meta({ title: `${title}Texts` }) : texts;
  }
  return undefined;
}

/**
 * A translated file: one block per locale, side by side (the layout Decap CMS's i18n calls single_file). The default
 * locale's block is the whole content; each other locale's holds its texts only, in the same places, so a text present
 * in English but missing in Arabic fails validation, naming the file and the key.
 */
function editions(schema: z.ZodType): z.ZodType {
  const texts = textsOf(schema);
  const title = z.globalRegistry.get(schema)?.title;
  if (!texts || !title) throw new Error(`A translated file's schema (${title}) needs a title and texts to translate`);
  return z
    .strictObject(
      Object.fromEntries([
        [DEFAULT_LOCALE, schema],
        ...TRANSLATED_LOCALES.map((locale) => [
          locale,
          z
            .strictObject((texts as z.ZodObject).shape, {
              error: `the texts in '${locale}': every text of '${DEFAULT_LOCALE}', in the same places`,
            })
            .meta({ title: z.globalRegistry.get(texts)?.title }),
        ]),
      ]),
      { error: `the file's texts in each language, under ${[DEFAULT_LOCALE, ...TRANSLATED_LOCALES].join(" and ")}` },
    )
    .meta({ title: nodeTypeName(title) });
}

/** Every data file with the schema of its content in the default locale (type names: files.ts). */
export const SCHEMA_BY_FILE = {
  "site.yaml": siteSettingsSchema,
  "pages.yaml": pagesSchema,
  "home.yaml": homeSchema,
  "logos.yaml": logosSchema,
  "top-rated.yaml": topRatedSchema,
} satisfies Record<DataFileName, z.ZodType>;

const isTranslated = (file: DataFileName) => (TRANSLATED_FILES as readonly string[]).includes(file);

/** Every data file with the schema the file must satisfy: a translated file's holds a block per locale. */
export const CONTENT_FILES = (Object.keys(SCHEMA_BY_FILE) as DataFileName[]).map((file) => {
  const schema = SCHEMA_BY_FILE[file] as z.ZodType;
  const title = z.globalRegistry.get(schema)?.title ?? file;
  return {
    file,
    translated: isTranslated(file),
    typeName: isTranslated(file) ? nodeTypeName(title) : title,
    schema: isTranslated(file) ? editions(schema) : schema,
  };
});

/** Every file in data/topics/ is one topic. */
export const TOPIC_FOLDER = { folder: TOPICS_FOLDER, typeName: TOPIC_TYPE_NAME, schema: topicSchema as z.ZodType };

/** Every data/paid/<slug>.yaml is one paid course. */
export const PAID_COURSE_FOLDER = {
  folder: PAID_FOLDER,
  typeName: PAID_TYPE_NAME,
  schema: paidCourseSchema as z.ZodType,
};

/** Every node type with its schema: the single files, then the topic files, then the paid courses. */
export const CONTENT_TYPES = [...CONTENT_FILES, TOPIC_FOLDER, PAID_COURSE_FOLDER].map(({ typeName, schema }) => ({
  typeName,
  schema,
}));

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type Topic = z.infer<typeof topicSchema>;
export type FreeVideo = z.infer<typeof videoSchema>;
export type PaidCourse = z.infer<typeof paidCourseSchema>;
