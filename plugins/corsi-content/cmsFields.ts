import { toJsonSchema, type JsonSchema } from "./jsonSchemas";
import type { FILLED_RELATION_WIDGET, YOUTUBE_VIDEOS_WIDGET } from "../../src/cms/names";

/**
 * A data file's schema as Decap CMS's fields (cmsConfig.ts): labels, hints, widgets, patterns and their messages, list
 * lengths, and which fields each language's pane shows.
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

export function humanize(name: string): string {
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

export function fields(schema: JsonSchema): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(name, property, schema.required?.includes(name) ?? false),
  );
}

/**
 * The fields with the texts of `texts` (the file's translated texts, textsOf) marked for translation: Decap CMS then
 * shows them in each language's pane, side by side, and every other field in the default language's only.
 */
export function markTexts(fields: CmsField[], texts: JsonSchema | undefined): CmsField[] {
  const properties = texts?.type === "array" ? texts.items?.properties : texts?.properties;
  return fields.map((field) => {
    const text = properties?.[field.name];
    if (!text) return field;
    return { ...field, i18n: true, ...(field.fields ? { fields: markTexts(field.fields, text) } : {}) };
  });
}

/** The fields with `change` made to the one at `path`: field names from the top, through groups and lists. */
export function changeField(
  fields: CmsField[],
  [name, ...rest]: string[],
  change: (field: CmsField) => CmsField,
): CmsField[] {
  return fields.map((field) => {
    if (field.name !== name) return field;
    return rest.length === 0 ? change(field) : { ...field, fields: changeField(field.fields ?? [], rest, change) };
  });
}

/** A schema's fields, from its JSON Schema. */
export const fieldsOf = (schema: Parameters<typeof toJsonSchema>[0]) => fields(toJsonSchema(schema));
