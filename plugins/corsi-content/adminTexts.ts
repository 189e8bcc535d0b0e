import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { textsDir } from "./dataDir";
import { adminTextsSchema, type AdminTexts } from "./schema";

/**
 * data/admin.yaml, the texts of /admin's video widget, for the editor's bundle (written in by
 * plugins/corsi-admin/editorFiles.ts) and the widget's tests. The build has checked the file before this reads it; a file that fails the schema throws here.
 */
export function readAdminTexts(dir = textsDir()): AdminTexts {
  return adminTextsSchema.parse(parse(readFileSync(path.join(dir, "admin.yaml"), "utf8")));
}
