import { z } from "zod";
import { CONTENT_FILES } from "./schema";

/** The JSON Schema editors use for each data file, generated from the content schema. */
export function jsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    CONTENT_FILES.map(({ file, typeName, schema }) => {
      const json = {
        ...z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }),
        $id: `https://corsi.netlify.app/schemas/${file.replace(".yaml", ".schema.json")}`,
        title: `data/${file}`,
        description: `Corsi content: ${typeName}. Generated from src/content/schema.ts by npm run schemas; do not edit.`,
      };
      return [file.replace(".yaml", ".schema.json"), `${JSON.stringify(json, null, 2)}\n`];
    }),
  );
}
