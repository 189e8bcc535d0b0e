import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "../../src/siteManifest";

/**
 * The one rule for translations, interface and catalog alike: every text an owner writes is marked in the content
 * schema (schema/) with `translatable`, through zod's public registry API, and `textIn` reads any marked text in a
 * locale. Nothing else decides what is a text or where its translation is:
 *
 * - In a translated file (data/pages.yaml, …), a text's translation is at the same place in the locale's block (`ar:`
 *   beside `en:`): the layout Decap CMS edits side by side.
 * - In a catalog entry (a topic or a video in data/topics/), it is the field beside it that the text's mark names for
 *   the locale (`titleAr` beside `title`): an owner adds an Arabic title with one line of YAML.
 *
 * A text without a translation reads as the original.
 */
export interface TextMark {
  readonly translatable: true;
  /** Where an entry keeps this text in another locale: the field beside it, by locale. */
  readonly beside?: Readonly<Partial<Record<Locale, string>>>;
}

/** The schema's texts. A registry of its own, so the JSON Schemas written for editors (schemas/) stay as they are. */
const TEXTS = z.registry<TextMark>();

/** Marks `schema` as a text an owner writes, to be translated; `beside` names the fields holding its translations. */
export function translatable<S extends z.ZodType>(schema: S, beside?: TextMark["beside"]): S {
  const mark: TextMark = beside ? { translatable: true, beside } : { translatable: true };
  TEXTS.add(schema, mark);
  return schema;
}

/** The mark of a field's schema, optional or not (zod's registry hands a refined copy its original's mark). */
function markOf(schema: z.ZodType | undefined): TextMark | undefined {
  if (schema instanceof z.ZodOptional) return markOf(schema.unwrap() as z.ZodType);
  return schema && TEXTS.get(schema);
}

/** Whether a schema is a text an owner writes (a field made with schema/fields.ts's text, template or plural). */
export const isText = (schema: z.ZodType): boolean => markOf(schema)?.translatable === true;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The text at `key` of `entry` (an object of `schema`) in `locale`: its translation where the rule finds one, the
 * original otherwise. `block` is the same object's place in the locale's block of a translated file, if any.
 */
export function textIn<E extends object>(
  schema: z.ZodObject,
  entry: E,
  key: keyof E & string,
  locale: Locale,
  block?: unknown,
): string {
  return fieldIn(schema, entry as Fields, key, locale, block) as string;
}

/** One field of an object in `locale`: a text by the rule, a group or list field by field, anything else as it is. */
function fieldIn(schema: z.ZodObject, entry: Fields, key: string, locale: Locale, block: unknown): unknown {
  const field = (schema.shape as Record<string, z.ZodType>)[key];
  const original = entry[key];
  if (locale === DEFAULT_LOCALE || field === undefined) return original;
  const mark = markOf(field);
  const besideKey = mark?.beside?.[locale];
  const translation = besideKey !== undefined ? entry[besideKey] : isFields(block) ? block[key] : undefined;
  if (mark) return typeof translation === "string" ? translation : original;
  return inLocale(field, original, locale, translation);
}

/**
 * Content of `schema` in `locale`, every text read by the rule (textIn): a translated file's default-locale block
 * with the locale's block of texts, `inLocale(schema, file.en, "ar", file.ar)`. Lists are matched entry by entry
 * (validation checks they are as long as the original's); what is not a text (addresses, icons, contact details) stays
 * as in the original, and keys the schema does not know are kept.
 */
export function inLocale<T>(schema: z.ZodType, original: T, locale: Locale, block?: unknown): T {
  if (locale === DEFAULT_LOCALE) return original;
  if (isText(schema)) return (typeof block === "string" ? block : original) as T;
  if (schema instanceof z.ZodOptional) return inLocale(schema.unwrap() as z.ZodType, original, locale, block);
  if (schema instanceof z.ZodArray && Array.isArray(original))
    return original.map((entry: unknown, i) =>
      inLocale(schema.element as z.ZodType, entry, locale, Array.isArray(block) ? block[i] : undefined),
    ) as T;
  if (schema instanceof z.ZodObject && isFields(original))
    return Object.fromEntries(
      Object.keys(original).map((key) => [key, fieldIn(schema, original, key, locale, block)]),
    ) as T;
  return original;
}
