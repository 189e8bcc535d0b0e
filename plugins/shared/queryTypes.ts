/** The types of the site's GraphQL queries that tsc reads, written by `gatsby develop` and `gatsby build` (typegen). */
export const QUERY_TYPES_FILE = "src/gatsby-types.d.ts";

/**
 * Where a build writes the query types: QUERY_TYPES_FILE, or the file CORSI_TYPES_FILE names. The fixture build names
 * one of its own (scripts/lib/fixtureBuild.ts), so that tsc may read src/ while it builds, and compares the two.
 */
export function queryTypesFile(): string {
  return process.env.CORSI_TYPES_FILE ?? QUERY_TYPES_FILE;
}
