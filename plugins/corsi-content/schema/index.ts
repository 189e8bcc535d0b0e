import { z } from "zod";
import {
  nodeTypeName,
  OPTIONAL_FILES,
  PAID_FOLDER,
  PAID_TYPE_NAME,
  PATH_TYPE_NAME,
  PATHS_FOLDER,
  TOPIC_TYPE_NAME,
  TOPICS_FOLDER,
  TRANSLATED_FILES,
  type DataFileName,
} from "../files";
import { isText } from "../translate";
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from "../../../src/siteManifest";
import { siteSettingsSchema } from "./site";
import { pagesSchema } from "./pages";
import { homeSchema, logosSchema, topRatedSchema } from "./home";
import { topicSchema } from "./topic";
import { paidCourseSchema } from "./paid";
import { learningPathSchema } from "./path";
import { adminTextsSchema } from "./admin";
import { namesSchema } from "./names";
export { COURSE_LEVELS, PHONE_PATTERN, PLAYLIST_ID_PATTERN, YOUTUBE_ID_PATTERN, YOUTUBE_LINK_PATTERN } from "./fields";
// A type re-exported beside values needs `export type`: a compiler working one file at a time (Gatsby's Parcel) drops a
// value re-export whose name this file also imports as a type.
export { siteSettingsSchema, type SiteSettings } from "./site";
export { pagesSchema } from "./pages";
export { homeSchema, logosSchema, topRatedSchema } from "./home";
export { topicSchema, videoSchema, type FreeVideo, type Topic } from "./topic";
export { paidCourseSchema, YOUTUBE_HOST, type PaidCourse } from "./paid";
export { adminTextsSchema, type AdminTexts } from "./admin";
export { namesSchema, spellingGroups, type SearchNames } from "./names";
export { learningPathSchema, PATH_COURSE_KINDS, type LearningPath, type PathCourse, type PathCourseKind } from "./path";

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
  "admin.yaml": adminTextsSchema,
  "names.yaml": namesSchema,
} satisfies Record<DataFileName, z.ZodType>;

const isTranslated = (file: DataFileName) => (TRANSLATED_FILES as readonly string[]).includes(file);

/** Every data file with the schema the file must satisfy: a translated file's holds a block per locale. */
export const CONTENT_FILES = (Object.keys(SCHEMA_BY_FILE) as DataFileName[]).map((file) => {
  const schema = SCHEMA_BY_FILE[file] as z.ZodType;
  const title = z.globalRegistry.get(schema)?.title ?? file;
  return {
    file,
    translated: isTranslated(file),
    optional: OPTIONAL_FILES.includes(file),
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

/** Every data/paths/<name>.yaml is one learning path, made of the catalog's courses. */
export const PATH_FOLDER = {
  folder: PATHS_FOLDER,
  typeName: PATH_TYPE_NAME,
  schema: learningPathSchema as z.ZodType,
};

/** Every node type with its schema: the single files, then the topic files, the paid courses and the paths. */
export const CONTENT_TYPES = [...CONTENT_FILES, TOPIC_FOLDER, PAID_COURSE_FOLDER, PATH_FOLDER].map(
  ({ typeName, schema }) => ({
    typeName,
    schema,
  }),
);
