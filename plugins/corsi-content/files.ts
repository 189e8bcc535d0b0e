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
} as const;

export type DataFileName = keyof typeof TYPE_NAME_BY_FILE;

/** One file per topic of free videos, any name ending in .yaml: data/topics/python-learning.yaml. */
export const TOPICS_FOLDER = "topics";
export const TOPIC_TYPE_NAME = "Topic";

/** One file of interface texts per translated locale, named by its code: data/locales/ar.yaml. */
export const LOCALES_FOLDER = "locales";
export const LOCALE_TYPE_NAME = "LocaleTexts";

/** The node type of a YAML file, from gatsby-source-filesystem's File node (name without extension, its folder). */
export function typeNameForFile({ name, relativeDirectory }: { name: string; relativeDirectory: string }) {
  if (relativeDirectory === TOPICS_FOLDER) return TOPIC_TYPE_NAME;
  if (relativeDirectory === LOCALES_FOLDER) return LOCALE_TYPE_NAME;
  if (relativeDirectory !== "") return undefined;
  return (TYPE_NAME_BY_FILE as Record<string, string>)[`${name}.yaml`];
}
