/** The types of the site's GraphQL queries that tsc reads, written by `gatsby develop` and `npm run build` (typegen). */
export const QUERY_TYPES_FILE = "src/gatsby-types.d.ts";

/**
 * Where a build writes the query types: the file CORSI_TYPES_FILE names, or none. `npm run build` names
 * QUERY_TYPES_FILE; the fixture build one of its own (scripts/lib/fixtureBuild.ts), so that tsc may read src/ while it
 * builds, and compares the two. The host's build (`npm run build:host`) names none: no tsc reads them there, and
 * writing them comes just before onPostBuild, so it held back the search index's start (0.66 to 1.5 s of a warm build
 * at 20,000 videos). `gatsby develop` writes QUERY_TYPES_FILE whatever this says.
 */
export function buildQueryTypesFile(): string | undefined {
  return process.env.CORSI_TYPES_FILE || undefined;
}
