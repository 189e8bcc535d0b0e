import path from "node:path";

/**
 * Where the catalog lives (topics/, one file per topic): data/ in the project, or CORSI_DATA_DIR, which the fixture
 * build (scripts/build-fixtures.ts) and the dead-video check's tests use to build or check another catalog.
 */
export function dataDir(): string {
  return path.resolve(process.env.CORSI_DATA_DIR ?? textsDir());
}

/**
 * Where the interface texts live (site.yaml, pages.yaml, …): always the project's own data/, whatever catalog is
 * built, so a fixture build shows the site's real texts and a text is written in one place.
 */
export function textsDir(): string {
  return path.join(process.cwd(), "data");
}
