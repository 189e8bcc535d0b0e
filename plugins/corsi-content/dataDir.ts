import path from "node:path";

/**
 * Where the catalog lives (topics/, one file per topic): data/ in the project, or CORSI_DATA_DIR, which the fixture
 * build (scripts/build-fixtures.ts) and the dead-video check's tests use to build or check another catalog.
 */
export function dataDir(): string {
  return path.resolve(process.env.CORSI_DATA_DIR ?? textsDir());
}

/**
 * Where the interface texts live (site.yaml, pages.yaml, names.yaml, …): the project's own data/, whatever catalog is
 * built, so a fixture build shows the site's real texts and a text is written in one place. CORSI_TEXTS_DIR names
 * another folder for a test that builds the project with data/ as another owner's (e2e/content-variants.spec.ts:
 * without names.yaml), on the project's own .cache rather than a copy's cold one.
 */
export function textsDir(): string {
  return path.resolve(process.env.CORSI_TEXTS_DIR ?? path.join(process.cwd(), "data"));
}
