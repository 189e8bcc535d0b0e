/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { learningPathSchema, paidCourseSchema, topicSchema, videoSchema } from "./schema";

/**
 * The owner's guide and the schema say the same of every optional field of a catalog entry: the schema's description
 * says it is optional, and docs/editing-content.md names it, so a field added to the schema without a line in the guide
 * turns this red.
 */
const GUIDE = readFileSync(path.join(__dirname, "../../docs/editing-content.md"), "utf8");
const ENTRIES = {
  topic: topicSchema,
  video: videoSchema,
  "paid course": paidCourseSchema,
  path: learningPathSchema,
};

const optionalFields = (schema: z.ZodObject) =>
  Object.entries(schema.shape as Record<string, z.ZodType>).filter(([, field]) => field.safeParse(undefined).success);

describe.each(Object.entries(ENTRIES))("a %s's optional fields", (_kind, schema) => {
  const fields = optionalFields(schema as z.ZodObject);
  it.each(fields.map(([key, field]) => [key, field] as const))(
    "%s: described as optional, and named in the owner's guide",
    (key, field) => {
      const inner = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
      const description = (z.globalRegistry.get(field) ?? z.globalRegistry.get(inner))?.description ?? "";
      expect(description).toMatch(/^Optional:/);
      // Named as code: `key` alone, or with its value (`key: value`).
      expect(GUIDE).toMatch(new RegExp(`\`${key}(:[^\`]*)?\``));
    },
  );
});
