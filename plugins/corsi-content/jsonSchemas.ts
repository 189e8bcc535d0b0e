import { z } from "zod";
import { CONTENT_FILES, PAID_COURSE_FOLDER, PATH_FOLDER, TOPIC_FOLDER } from "./schema";
import { SITE_URL } from "../../src/siteManifest";

/** The parts of a generated JSON Schema that the GraphQL types, the CMS config and their tests read. */
export interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  format?: string;
  minItems?: number;
  minimum?: number;
  "x-graphql"?: string;
  /** The CMS widget a string field needs beyond its type: "image", a picture uploaded beside the file. */
  "x-widget"?: string;
}

/** A data file's schema as JSON Schema: what the file may contain (refinements like "exists" are left out). */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** The folders whose every file is one entry, by the name of their schema (<kind>.schema.json). */
const FOLDER_SCHEMAS = [
  ["topic", TOPIC_FOLDER],
  ["paid-course", PAID_COURSE_FOLDER],
  ["learning-path", PATH_FOLDER],
] as const;

/** The JSON Schema editors use for each data file, generated from the content schema. */
export function jsonSchemas(): Record<string, string> {
  const entries = [
    ...CONTENT_FILES.map(({ file, typeName, schema }) => ({
      name: file.replace(".yaml", ".schema.json"),
      files: `data/${file}`,
      typeName,
      schema,
    })),
    ...FOLDER_SCHEMAS.map(([kind, folder]) => ({
      name: `${kind}.schema.json`,
      files: `data/${folder.folder}/*.yaml`,
      ...folder,
    })),
  ];
  return Object.fromEntries(
    entries.map(({ name, files, typeName, schema }) => {
      const json = {
        ...toJsonSchema(schema),
        $id: `${SITE_URL}/schemas/${name}`,
        title: files,
        description: `Corsi content: ${typeName}. Generated from plugins/corsi-content/schema/ by npm run schemas; do not edit.`,
      };
      return [name, `${JSON.stringify(json, null, 2)}\n`];
    }),
  );
}
