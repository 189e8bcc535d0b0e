import { toJsonSchema, type JsonSchema } from "./jsonSchemas";
import {
  CONTENT_FILES,
  PAID_COURSE_FOLDER,
  PATH_COURSE_KINDS,
  PATH_FOLDER,
  type PathCourseKind,
  SCHEMA_BY_FILE,
  TOPIC_FOLDER,
  textsOf,
} from "./schema";
import { DEFAULT_LOCALE, LOCALE_LIST, REPOSITORY, type RouteEntry, ROUTES, SITE_URL } from "../../src/siteManifest";
import { FILLED_RELATION_WIDGET, YOUTUBE_VIDEOS_WIDGET } from "../../src/cms/names";

/**
 * Decap CMS's configuration (static/admin/config.yml), generated from the
 * content schema so the editor asks for exactly what the build accepts:
 * required fields, patterns, language lists, minimum list lengths.
 * `npm run schemas` rewrites it; a test fails if the committed copy differs.
 */

/**
 * What a relation widget offers to choose from: another collection's entries, or the items of a list they hold (a `*`
 * in the field paths), each shown by its display fields and written as its value field.
 */
export interface CmsRelation {
  collection: string;
  value_field: string;
  search_fields: string[];
  display_fields: string[];
}

export interface CmsField extends Partial<CmsRelation> {
  name: string;
  label: string;
  widget:
    | "string"
    | "text"
    | "select"
    | "list"
    | "object"
    | "number"
    | "datetime"
    | "boolean"
    | "image"
    | "relation"
    | typeof FILLED_RELATION_WIDGET
    | typeof YOUTUBE_VIDEOS_WIDGET;
  format?: string;
  date_format?: string;
  time_format?: false;
  value_type?: "int" | "float";
  required?: false;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  min?: number;
  summary?: string;
  label_singular?: string;
  fields?: CmsField[];
  /** A list's one field, repeated: a list of texts rather than of groups. */
  field?: CmsField;
  /** A list's entries drawn closed (Decap's default) or open. */
  collapsed?: boolean;
  /** Shown in each language's pane: a text, or a group or list that holds texts. Left out, the field is the default
   * locale's only (addresses, icons, contact details). */
  i18n?: true;
}

const PAGES_FILE = "pages.yaml";

const FILE_LABELS: Record<string, string> = {
  "top-rated.yaml": "Top rated courses (home page)",
  "home.yaml": "Home page: hero and feature cards",
  "logos.yaml": "Home page: logo tiles",
  "pages.yaml": "Page titles and texts",
  "site.yaml": "Site settings and contact",
  "admin.yaml": "This editor's own texts (a topic's videos)",
  "names.yaml": "Search: other names of a technology",
};

/** Labels a person recognises, where the field name alone would not read well. */
const LABELS: Record<string, string> = {
  youtubeId: "YouTube video id",
  titleAr: "Title in Arabic (العنوان بالعربية)",
  topRated: "Top rated courses",
  playlistId: "Playlist id",
  watchLabel: "Watch link text",
  seeAll: "'See all' link",
  nav: "Navigation links",
  whatsapp: "WhatsApp",
  email: "E-mail",
  notFound: "Page not found (404)",
  learner: "Save and Watched buttons, progress",
  indexLabel: "Topic index label",
  slug: "Address (slug)",
  allVideosLink: "'All videos' link text",
  backLabel: "'All topics' link text",
  logosLabel: "Logo tiles label (for screen readers)",
  linkLabel: "Link text",
  descriptionAr: "Description in Arabic (الوصف بالعربية)",
  priceCheckedOn: "Price checked on",
  url: "Link to the course's page",
  image: "Picture",
};

/** Field names whose text is long enough for a multi-line box. */
const LONG_TEXT = new Set(["description", "descriptionAr", "text"]);

const YOUTUBE_ID_MESSAGE = "A YouTube video id is 11 letters, digits, - or _ (the part after watch?v=).";
const PLAYLIST_ID_MESSAGE = "A playlist id is the part after list= (it starts with PL, UU, LL, FL, OL or RD).";

/** What the pattern means, in the words the CMS shows under a field that does not match. */
const PATTERN_MESSAGES: Record<string, string> = {
  youtubeId: YOUTUBE_ID_MESSAGE,
  playlistId: PLAYLIST_ID_MESSAGE,
  // A learning path's course, by the id its topic lists.
  video: YOUTUBE_ID_MESSAGE,
  playlist: PLAYLIST_ID_MESSAGE,
  link: "Use an https:// link to a YouTube video or playlist.",
  phone: "Use + then country code and number, e.g. +20 100 000 0000.",
  whatsapp: "Use + then country code and number, e.g. +20 100 000 0000.",
  email: "Use an e-mail address like hello@example.com.",
  currency: "Use the currency's three-letter ISO 4217 code in capitals: EGP, USD, EUR…",
  icon: "Use simple:SLUG (simpleicons.org) or bootstrap:NAME (icons.getbootstrap.com).",
};

const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "");

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function field(name: string, schema: JsonSchema, required: boolean): CmsField {
  const base: CmsField = { name, label: LABELS[name] ?? humanize(name), widget: "string" };
  if (!required) base.required = false;
  if (schema.description) base.hint = schema.description;
  if (schema.type === "array" && schema.items) {
    const item = schema.items;
    const summaryField = ["title", "name", "label"].find((key) => item.properties?.[key]);
    // A list of texts (data/names.yaml's names): one field repeated, which Decap writes as a list of strings.
    if (item.type !== "object")
      return {
        ...base,
        widget: "list",
        label_singular: humanize(singular(name)),
        ...(schema.minItems ? { min: schema.minItems } : {}),
        field: field(singular(name), item, true),
      };
    return {
      ...base,
      widget: "list",
      label_singular: humanize(singular(name)),
      ...(schema.minItems ? { min: schema.minItems } : {}),
      ...(summaryField ? { summary: `{{fields.${summaryField}}}` } : {}),
      fields: fields(item),
    };
  }
  if (schema.type === "object") return { ...base, widget: "object", fields: fields(schema) };
  if (schema.type === "integer" || schema.type === "number")
    return {
      ...base,
      widget: "number",
      value_type: schema.type === "integer" ? "int" : "float",
      ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
    };
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  if (schema.type === "boolean") return { ...base, widget: "boolean" };
  // Uploaded beside the entry's file (the collection's media_folder), and written as its file name alone.
  if (schema["x-widget"] === "image") return { ...base, widget: "image" };
  // A date picker that writes the day alone, as the schema reads it.
  if (schema.format === "date")
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
  const pattern = schema.pattern && schema.pattern !== "\\S" ? schema.pattern : undefined;
  return {
    ...base,
    widget: LONG_TEXT.has(name) ? "text" : "string",
    ...(pattern ? { pattern: [pattern, PATTERN_MESSAGES[name] ?? `Must match ${pattern}`] as [string, string] } : {}),
  };
}

function fields(schema: JsonSchema): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(name, property, schema.required?.includes(name) ?? false),
  );
}

/**
 * The fields with the texts of `texts` (the file's translated texts, textsOf) marked for translation: Decap CMS then
 * shows them in each language's pane, side by side, and every other field in the default language's only.
 */
function markTexts(fields: CmsField[], texts: JsonSchema | undefined): CmsField[] {
  const properties = texts?.type === "array" ? texts.items?.properties : texts?.properties;
  return fields.map((field) => {
    const text = properties?.[field.name];
    if (!text) return field;
    return { ...field, i18n: true, ...(field.fields ? { fields: markTexts(field.fields, text) } : {}) };
  });
}

/** pages.yaml's groups: a route's is named by its address (src/siteManifest.ts), so a new page needs no label here. */
function labelPages(fields: CmsField[]): CmsField[] {
  const routes: Record<string, RouteEntry> = ROUTES;
  return fields.map((field) =>
    field.name in routes ? { ...field, label: `${humanize(field.name)} page (${routes[field.name].path})` } : field,
  );
}

const NAMES_FILE = "names.yaml";

/** data/names.yaml drawn open, each name and spelling a field of its own: the owner reads them all at a glance. */
function openNames(fields: CmsField[]): CmsField[] {
  const open = (field: CmsField): CmsField =>
    field.widget === "list"
      ? { ...field, collapsed: false, ...(field.fields && { fields: field.fields.map(open) }) }
      : field;
  return fields.map(open);
}

/** What the editor's id field takes, which the YAML's cannot: any YouTube link, whose ids the widget keeps. */
const PASTE_HINT =
  "Paste the video's YouTube link (youtu.be/…, watch?v=…, shorts/…; with &list=… for a playlist) or type its " +
  "11-character id: the id is kept, and the playlist's. Then press the button below to fill the title and channel.";

/**
 * A topic's videos: a list whose entries the editor's own widget (src/cms/YouTubeVideosControl.tsx) acts on as a whole,
 * keeping the ids of a pasted link and filling the title and channel from YouTube.
 */
function withVideoWidget(fields: CmsField[]): CmsField[] {
  return fields.map((field) =>
    field.name === "videos"
      ? {
          ...field,
          widget: YOUTUBE_VIDEOS_WIDGET,
          fields: field.fields?.map((video) => (video.name === "youtubeId" ? { ...video, hint: PASTE_HINT } : video)),
        }
      : field,
  );
}

/** The fields with `change` made to the one at `path`: field names from the top, through groups and lists. */
function changeField(fields: CmsField[], [name, ...rest]: string[], change: (field: CmsField) => CmsField): CmsField[] {
  return fields.map((field) => {
    if (field.name !== name) return field;
    return rest.length === 0 ? change(field) : { ...field, fields: changeField(field.fields ?? [], rest, change) };
  });
}

const isCourseKind = (name: string): name is PathCourseKind => (PATH_COURSE_KINDS as readonly string[]).includes(name);

/**
 * Where a path's course is chosen from, by kind: a video or a playlist course among the videos the topics list, a paid
 * course among the paid courses' files. Each is offered by its title and written as the id the path's schema asks for.
 * The labels are set here, not in LABELS, which names a field wherever it is: pages.yaml has texts named `paid` too.
 */
const COURSE_CHOICES: Record<PathCourseKind, CmsRelation & Pick<CmsField, "label" | "hint" | "widget">> = {
  video: {
    label: "Video",
    widget: "relation",
    collection: TOPIC_FOLDER.folder,
    value_field: "videos.*.youtubeId",
    search_fields: ["videos.*.title"],
    display_fields: ["videos.*.title"],
    hint: "A video listed in a topic: type part of its title, then choose it.",
  },
  playlist: {
    label: "Playlist course",
    // Decap's relation offers every video of a topic, a playlist course or not; this one only those with a playlist id.
    widget: FILLED_RELATION_WIDGET,
    collection: TOPIC_FOLDER.folder,
    value_field: "videos.*.playlistId",
    search_fields: ["videos.*.title"],
    display_fields: ["videos.*.title"],
    hint: "A playlist course listed in a topic: type part of its title, then choose it.",
  },
  paid: {
    label: "Paid course",
    widget: "relation",
    collection: PAID_COURSE_FOLDER.folder,
    // A paid course is named by its file name, which Decap calls a folder collection's entry's slug.
    value_field: "{{slug}}",
    search_fields: ["title"],
    display_fields: ["title"],
    hint: "A paid course: type part of its title, then choose it.",
  },
};

/** Which course an entry of a step's list is, e.g. "Paid course: complete-react": the kind that is filled, and its id. */
const COURSE_SUMMARY = PATH_COURSE_KINDS.map(
  (kind) => `{{fields.${kind} | ternary('${COURSE_CHOICES[kind].label}: ', '')}}{{fields.${kind}}}`,
).join("");

/** The rule the path's schema checks on each course, said where the editor adds one. */
const ONE_COURSE_HINT = `In each course, choose one of ${PATH_COURSE_KINDS.map((kind) => COURSE_CHOICES[kind].label).join(", ")}, and leave the others empty.`;

/** A learning path's fields: each course of a step is chosen from the catalog, never typed as an id. */
function pathFields(): CmsField[] {
  return changeField(fields(toJsonSchema(PATH_FOLDER.schema)), ["steps", "courses"], (courses) => ({
    ...courses,
    hint: [courses.hint, ONE_COURSE_HINT].filter(Boolean).join(" "),
    summary: COURSE_SUMMARY,
    fields: courses.fields?.map((course) =>
      isCourseKind(course.name) ? { ...course, ...COURSE_CHOICES[course.name] } : course,
    ),
  }));
}

export function cmsConfig() {
  return {
    // Each "Publish" is a commit to the repository, through GitHub's API. Sign-in goes through Netlify's own OAuth
    // client (base_url), set up once in the host's dashboard (docs/editing-content.md, "Turn on the browser editor,
    // once"); no Netlify Identity or Git Gateway, both deprecated. site_domain names the Netlify site whose OAuth settings hold the GitHub app.
    backend: {
      name: "github",
      repo: REPOSITORY,
      branch: "main",
      base_url: "https://api.netlify.com",
      site_domain: new URL(SITE_URL).host,
    },
    // On localhost only, the editor first tries decap-server (`npm run cms`, the CMS end-to-end test), which writes
    // this checkout's files instead of committing.
    local_backend: true,
    site_url: SITE_URL,
    display_url: SITE_URL,
    // Each interface file holds its texts in every language (`en:`, `ar:`), which Decap calls single_file; the editor
    // shows the languages side by side.
    i18n: { structure: "single_file", locales: LOCALE_LIST, default_locale: DEFAULT_LOCALE },
    media_folder: "static/uploads",
    public_folder: "/uploads",
    collections: [
      {
        name: "content",
        label: "Content",
        editor: { preview: false },
        i18n: true,
        files: CONTENT_FILES.filter(({ file }) => file !== NAMES_FILE).map(({ file, translated }) => {
          const content = fields(toJsonSchema(SCHEMA_BY_FILE[file]));
          const labelled = file === PAGES_FILE ? labelPages(content) : content;
          const texts = textsOf(SCHEMA_BY_FILE[file]);
          return {
            name: file.replace(".yaml", ""),
            label: FILE_LABELS[file],
            file: `data/${file}`,
            ...(translated && texts
              ? { i18n: true, fields: markTexts(labelled, toJsonSchema(texts)) }
              : { fields: labelled }),
          };
        }),
      },
      {
        // The names search knows, a collection of their own: "Content" reads each of its files as a block per language
        // (single_file), which this one language-free file is not.
        name: "names",
        label: FILE_LABELS[NAMES_FILE],
        editor: { preview: false },
        files: [
          {
            name: "names",
            label: FILE_LABELS[NAMES_FILE],
            file: `data/${NAMES_FILE}`,
            fields: openNames(fields(toJsonSchema(SCHEMA_BY_FILE[NAMES_FILE]))),
          },
        ],
      },
      {
        // One entry per topic file: the editor lists the topics, creates new ones, and each holds its own videos.
        name: TOPIC_FOLDER.folder,
        label: "Free courses: topics (/Free)",
        label_singular: "Topic",
        folder: `data/${TOPIC_FOLDER.folder}`,
        extension: "yaml",
        format: "yaml",
        create: true,
        identifier_field: "title",
        slug: "{{title}}",
        summary: "{{position}}. {{title}}",
        sortable_fields: ["position", "title"],
        editor: { preview: false },
        fields: withVideoWidget(fields(toJsonSchema(TOPIC_FOLDER.schema))),
      },
      {
        // One entry per paid course, data/paid/<slug>.yaml; its picture is uploaded into the same folder.
        name: PAID_COURSE_FOLDER.folder,
        label: "Paid courses (/Paid)",
        label_singular: "Paid course",
        folder: `data/${PAID_COURSE_FOLDER.folder}`,
        extension: "yaml",
        format: "yaml",
        create: true,
        identifier_field: "title",
        slug: "{{title}}",
        summary: "{{title}} ({{provider}}, {{topic}})",
        sortable_fields: ["title", "topic", "priceCheckedOn"],
        media_folder: "",
        public_folder: "",
        editor: { preview: false },
        fields: fields(toJsonSchema(PAID_COURSE_FOLDER.schema)),
      },
      {
        // One entry per learning path, data/paths/<name>.yaml, whose name is its address (/Paths/<name>). Its Arabic
        // texts are fields of their own beside the English ones, as a topic's and a paid course's are.
        name: PATH_FOLDER.folder,
        label: "Learning paths (/Paths)",
        label_singular: "Learning path",
        folder: `data/${PATH_FOLDER.folder}`,
        extension: "yaml",
        format: "yaml",
        create: true,
        identifier_field: "title",
        slug: "{{title}}",
        summary: "{{position}}. {{title}} ({{level}})",
        sortable_fields: ["position", "title"],
        editor: { preview: false },
        fields: pathFields(),
      },
    ],
  };
}
