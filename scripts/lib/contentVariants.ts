import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { z } from "zod";
import { PAID_FOLDER, PATHS_FOLDER, TOPICS_FOLDER } from "../../plugins/corsi-content/files";
import { formatPath } from "../../plugins/corsi-content/problem";
import {
  namesSchema,
  PAID_COURSE_FOLDER,
  PATH_FOLDER,
  TOPIC_FOLDER,
  videoSchema,
} from "../../plugins/corsi-content/schema";

/**
 * Variants of a catalog, derived from the content schema itself, so that a field added to it tomorrow is covered
 * without editing a test: every optional field left out wherever the schema allows ("absent"), or present wherever it
 * allows ("present", filled with a value the catalog itself gives that field elsewhere, or the schema's `examples`).
 * Content the checks accept must build; e2e/content-variants.spec.ts builds each variant, and
 * scripts/lib/contentVariants.test.ts checks that each passes the content checks and is what it says.
 */

/** A catalog as files of data/ (a topic file under topics/, names.yaml) → their parsed YAML. */
export type Catalog = Record<string, unknown>;

/** The catalog's folders and files, each with its schema (the interface texts aside: every site has them whole). */
const CATALOG_PARTS = [
  { folder: TOPICS_FOLDER, schema: TOPIC_FOLDER.schema },
  { folder: PAID_FOLDER, schema: PAID_COURSE_FOLDER.schema },
  { folder: PATHS_FOLDER, schema: PATH_FOLDER.schema },
] as const;
const NAMES_FILE = "names.yaml";

/**
 * What makes an entry the kind it is, kept in the "absent" variant so that every kind stays in it: a playlist entry
 * is a video entry with its `playlistId` (a path may name it by that id).
 */
const KIND_FIELDS: ReadonlySet<z.ZodType> = new Set([videoSchema.shape.playlistId as z.ZodType]);

function schemaOf(file: string): z.ZodType | undefined {
  if (file === NAMES_FILE) return namesSchema;
  if (!file.endsWith(".yaml")) return undefined;
  return CATALOG_PARTS.find(({ folder }) => file.startsWith(`${folder}/`))?.schema;
}

/** The schema within optional, nullable and default wrappers. */
function inner(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault)
    current = current.unwrap() as z.ZodType;
  return current;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Calls `visit` for every object of `value` with its object schema and where it is, innermost first. */
function eachObject(
  schema: z.ZodType,
  value: unknown,
  visit: (schema: z.ZodObject, object: Record<string, unknown>, segments: PropertyKey[]) => void,
  segments: PropertyKey[] = [],
): void {
  const at = inner(schema);
  if (at instanceof z.ZodArray && Array.isArray(value))
    value.forEach((element, i) => eachObject(at.element as z.ZodType, element, visit, [...segments, i]));
  else if (at instanceof z.ZodObject && isRecord(value)) {
    const shape = at.shape as Record<string, z.ZodType>;
    for (const [key, field] of Object.entries(shape)) eachObject(field, value[key], visit, [...segments, key]);
    visit(at, value, segments);
  }
}

/** The value at a path as formatPath writes it ("videos[1].title"). */
function valueAt(root: unknown, where: string): unknown {
  return where
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .reduce<unknown>((node, step) => {
      const key = step.startsWith("[") ? Number(step.slice(1, -1)) : step;
      return node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    }, root);
}

/** The optional fields of an object schema, by key. */
function optionalFields(schema: z.ZodObject): [string, z.ZodType][] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).filter(
    ([, field]) => field.safeParse(undefined).success,
  );
}

/** A value for each optional field: the first the catalog gives it, else the first of the field's own `examples`. */
function examplesOf(catalog: Catalog): Map<z.ZodType, unknown> {
  const examples = new Map<z.ZodType, unknown>();
  for (const [file, content] of Object.entries(catalog)) {
    const schema = schemaOf(file);
    if (schema)
      eachObject(schema, content, (object, value) => {
        for (const [key, field] of optionalFields(object))
          if (value[key] !== undefined && !examples.has(field)) examples.set(field, structuredClone(value[key]));
      });
  }
  return examples;
}

function schemaExample(field: z.ZodType): unknown {
  const meta = (z.globalRegistry.get(field) ?? z.globalRegistry.get(inner(field))) as
    { examples?: unknown[] } | undefined;
  return meta?.examples?.[0];
}

/**
 * The catalog with every optional field left out wherever its entry stays valid without it (a path's course keeps
 * the one field that names it), the kind fields kept (KIND_FIELDS); and without the optional files and folders
 * `withoutOptionalFiles` names.
 */
export function withoutOptionalFields(catalog: Catalog): Catalog {
  const result = structuredClone(catalog);
  for (const [file, content] of Object.entries(result)) {
    const schema = schemaOf(file);
    if (schema)
      eachObject(schema, content, (object, value) => {
        for (const [key, field] of optionalFields(object)) {
          if (value[key] === undefined || KIND_FIELDS.has(field)) continue;
          const kept = value[key];
          delete value[key];
          if (!object.safeParse(value).success) value[key] = kept;
        }
      });
  }
  return result;
}

/**
 * The catalog with every optional field present wherever it stays valid with it, filled with the value the catalog
 * gives that field elsewhere or the schema's example. A filled field the whole catalog's `check` then names (two topics
 * given one address) is left out again. Returns the fields no value could be found for, by "<schema title>.<key>", so
 * a new field without an example is named rather than skipped quietly.
 */
export function withEveryOptionalField(
  catalog: Catalog,
  check: (catalog: Catalog) => readonly { file: string; path: string }[] = () => [],
): { catalog: Catalog; unfilled: string[] } {
  const result = structuredClone(catalog);
  const examples = examplesOf(catalog);
  const unfilled = new Set<string>();
  // Each filled field, where it is and what it holds, with what leaves it out again.
  const filled: { file: string; where: string; value: string; leaveOut: () => void }[] = [];
  for (const [file, content] of Object.entries(result)) {
    const schema = schemaOf(file);
    if (schema)
      eachObject(schema, content, (object, value, segments) => {
        for (const [key, field] of optionalFields(object)) {
          if (value[key] !== undefined) continue;
          const example = examples.has(field) ? examples.get(field) : schemaExample(field);
          if (example === undefined) {
            unfilled.add(`${z.globalRegistry.get(object)?.title ?? "?"}.${key}`);
            continue;
          }
          value[key] = structuredClone(example);
          if (!object.safeParse(value).success) delete value[key];
          else
            filled.push({
              file,
              where: formatPath([...segments, key]),
              value: JSON.stringify(example),
              leaveOut: () => delete value[key],
            });
        }
      });
  }
  // A problem names a filled field, or a field of the catalog's own that a filled one repeats (the same value at the
  // same place of another file): the filled one goes.
  for (let round = 0; round < 5; round++) {
    const named = new Set(
      check(result).flatMap(({ file, path: where }) => {
        const own = filled.filter((field) => field.file === file && field.where === where);
        if (own.length > 0) return own;
        const value = JSON.stringify(valueAt(result[file], where));
        return filled.filter((field) => field.where === where && field.value === value);
      }),
    );
    if (named.size === 0) break;
    for (const field of named) {
      field.leaveOut();
      filled.splice(filled.indexOf(field), 1);
    }
  }
  return { catalog: result, unfilled: [...unfilled].sort() };
}

/** The catalog without the files and folders the site can do without: data/paid/, data/paths/, data/names.yaml. */
export function withoutOptionalFiles(catalog: Catalog): Catalog {
  return Object.fromEntries(Object.entries(catalog).filter(([file]) => file.startsWith(`${TOPICS_FOLDER}/`)));
}

/**
 * A catalog read from its folders (topics/, paid/, paths/ under `catalogDir`) and `names` (a names.yaml, when given),
 * with the other files a folder holds (a paid course's picture) kept by their bytes.
 */
export function readCatalog(catalogDir: string, names?: string): Catalog {
  const catalog: Catalog = {};
  for (const { folder } of CATALOG_PARTS) {
    let files: string[] = [];
    try {
      files = readdirSync(path.join(catalogDir, folder)).sort();
    } catch {
      continue;
    }
    for (const file of files) {
      const full = path.join(catalogDir, folder, file);
      catalog[`${folder}/${file}`] = file.endsWith(".yaml") ? parse(readFileSync(full, "utf8")) : readFileSync(full);
    }
  }
  if (names) catalog[NAMES_FILE] = parse(readFileSync(names, "utf8"));
  return catalog;
}

/**
 * Writes a catalog into a data/ folder: its topics/, paid/ and paths/ replaced by the catalog's, its names.yaml
 * replaced or removed. The interface texts there stay.
 */
export function writeCatalog(dataDir: string, catalog: Catalog): void {
  for (const { folder } of CATALOG_PARTS) rmSync(path.join(dataDir, folder), { recursive: true, force: true });
  rmSync(path.join(dataDir, NAMES_FILE), { force: true });
  for (const [file, content] of Object.entries(catalog)) {
    const full = path.join(dataDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content instanceof Uint8Array ? content : stringify(content));
  }
}
