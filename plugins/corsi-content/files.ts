/**
 * Each data file and the GraphQL node type it becomes. A stable name per file
 * (gatsby-transformer-yaml's typeName) means reshaping a file never renames a query.
 */
export const TYPE_NAME_BY_FILE = {
  "site.yaml": "SiteSettings",
  "pages.yaml": "Pages",
  "home.yaml": "HomeContent",
  "logos.yaml": "LogoTiles",
  "top-rated.yaml": "TopRated",
  "free-courses.yaml": "FreeCourses",
} as const;

export type DataFileName = keyof typeof TYPE_NAME_BY_FILE;

/** gatsby-source-filesystem's node.name is the file name without its extension. */
export function typeNameForFile(name: string): string | undefined {
  return (TYPE_NAME_BY_FILE as Record<string, string>)[name.endsWith(".yaml") ? name : `${name}.yaml`];
}
