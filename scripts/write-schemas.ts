import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { cmsConfig } from "../plugins/corsi-content/cmsConfig";
import { jsonSchemas } from "../plugins/corsi-content/jsonSchemas";

/**
 * `npm run schemas`: rewrites what is generated from plugins/corsi-content/schema/, the
 * editors' JSON Schemas (schemas/) and the CMS config (static/admin/config.yml).
 * Tests fail when the committed copies are not current.
 */
const dir = path.join(__dirname, "..", "schemas");
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(jsonSchemas())) {
  writeFileSync(path.join(dir, name), text);
  console.log(`schemas/${name}`);
}

export const CMS_CONFIG_HEADER =
  "# Decap CMS at /admin. Generated from plugins/corsi-content/schema/ by `npm run schemas`; do not edit.\n";

const cmsFile = path.join(__dirname, "..", "static", "admin", "config.yml");
mkdirSync(path.dirname(cmsFile), { recursive: true });
writeFileSync(cmsFile, CMS_CONFIG_HEADER + stringify(cmsConfig(), { lineWidth: 0 }));
console.log("static/admin/config.yml");
