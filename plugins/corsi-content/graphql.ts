import { toJsonSchema, type JsonSchema } from "./jsonSchemas";
import { CONTENT_TYPES } from "./schema";

/**
 * Turns the content schema into GraphQL type definitions for
 * createSchemaCustomization, so the YAML, the validation and the queries share
 * one definition. Nested objects take their type name from the schema's
 * `title` meta; fields marked `x-graphql: Icon` resolve to drawn icons.
 */
const SCALARS: Record<string, string> = { string: "String", integer: "Int", number: "Float", boolean: "Boolean" };

function collectTypes(schema: JsonSchema, typeName: string, isNode: boolean, out: Map<string, string>): void {
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const required = schema.required?.includes(name) ? "!" : "";
    // A YAML reader may hand a date over as a Date object (js-yaml does): Gatsby's Date type writes either back the same.
    const directive =
      property["x-graphql"] === "Icon"
        ? " @icon"
        : property.format === "date"
          ? ' @dateformat(formatString: "YYYY-MM-DD")'
          : "";
    return `  ${name}: ${fieldType(property, `${typeName}.${name}`, out)}${required}${directive}`;
  });
  // Each content node is a YAML file's child: declared, so File's childX fields (and the generated types) are the same
  // whether or not a build has such a file (a catalog without data/paid/ has no PaidCourse).
  const header = isNode ? `type ${typeName} implements Node @dontInfer @childOf(types: ["File"])` : `type ${typeName}`;
  const definition = `${header} {\n${fields.join("\n")}\n}`;
  const existing = out.get(typeName);
  if (existing !== undefined && existing !== definition) {
    throw new Error(`Content schema: two different object shapes are both titled ${typeName}`);
  }
  out.set(typeName, definition);
}

function fieldType(schema: JsonSchema, where: string, out: Map<string, string>): string {
  if (schema["x-graphql"] === "Icon") return "Icon";
  if (schema.type === "array" && schema.items) return `[${fieldType(schema.items, where, out)}!]`;
  if (schema.type === "object") {
    if (!schema.title)
      throw new Error(`Content schema: the object at ${where} needs a title meta (its GraphQL type name)`);
    collectTypes(schema, schema.title, false, out);
    return schema.title;
  }
  if (schema.enum) return "String";
  if (schema.format === "date") return "Date";
  const scalar = schema.type && SCALARS[schema.type];
  if (!scalar) throw new Error(`Content schema: no GraphQL type for ${where} (${JSON.stringify(schema)})`);
  return scalar;
}

/** Fields that hold an icon name resolve to this shape (see icons.ts). */
const ICON_TYPES = `type IconPath {
  d: String!
  fillRule: String
}
type Icon {
  ref: String!
  viewBox: String!
  paths: [IconPath!]!
  hex: String
}`;

export function contentTypeDefs(): string {
  const out = new Map<string, string>();
  for (const { typeName, schema } of CONTENT_TYPES) {
    collectTypes(toJsonSchema(schema), typeName, true, out);
  }
  return [ICON_TYPES, ...out.values()].join("\n\n");
}

/**
 * A resolver field for one page of a list (a topic page's videos, a course page's lessons): the entries from `skip`,
 * at most `limit`, as the page's context gives them.
 */
export function rangeField<Parent, Context = unknown>(
  type: string,
  listOf: (parent: Parent, context: Context) => readonly unknown[],
) {
  return {
    type: `[${type}!]!`,
    args: { skip: "Int!", limit: "Int!" },
    resolve: (parent: Parent, { skip, limit }: { skip: number; limit: number }, context: Context) =>
      listOf(parent, context).slice(skip, skip + limit),
  };
}
