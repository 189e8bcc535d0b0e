import path from "node:path";
import { dataDir as defaultDataDir } from "../plugins/corsi-content/dataDir";
import { validateContent } from "../plugins/corsi-content/validate";
import { contentReport, warningsReport } from "../plugins/corsi-content/problem";

/**
 * `npm run check:content [catalog folder]`: the build's content validation, in a couple of seconds and without a build:
 * the interface texts in data/ and the catalog in data/ (or the folder given).
 */
const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : defaultDataDir();
const { problems, warnings } = validateContent(dataDir);
// Warnings (a price checked long ago) come first and never fail the check: the owner sees them either way.
if (warnings.length > 0) console.warn(warningsReport(warnings));
if (problems.length > 0) {
  console.error(contentReport(problems));
  process.exit(1);
}
console.log(`The content in ${path.relative(process.cwd(), dataDir) || "."} is valid.`);
