import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { jsonSchemas } from "../src/content/jsonSchemas";

/** `npm run schemas`: rewrites schemas/*.schema.json from src/content/schema.ts (a test checks they are current). */
const dir = path.join(__dirname, "..", "schemas");
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(jsonSchemas())) {
  writeFileSync(path.join(dir, name), text);
  console.log(`schemas/${name}`);
}
