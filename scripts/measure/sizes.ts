import { existsSync } from "node:fs";
import path from "node:path";
import { measureBuild, sizeTable } from "./pageSizes";

/**
 * Prints what a first visit to each route of the build in public/ downloads (scripts/measure/pageSizes.ts), and fails
 * when a route exceeds budgets.json. Usage: `npm run sizes` after a build.
 */
const publicDir = path.join(__dirname, "..", "..", "public");
if (!existsSync(path.join(publicDir, "webpack.stats.json"))) {
  console.error("No build in public/: run `npm run build` first.");
  process.exit(1);
}
const { sizes, problems } = measureBuild(publicDir);
console.log("Sizes in KB (1 KB = 1024 B), gzip level 9:\n");
console.log(sizeTable(sizes));
if (problems.length > 0) {
  console.error(`\n${problems.join("\n")}`);
  process.exit(1);
}
