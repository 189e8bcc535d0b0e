/**
 * Each data file and the GraphQL type of its content. A stable name per file (gatsby-transformer-yaml's typeName)
 * means reshaping a file never renames a query.
 */
export const TYPE_NAME_BY_FILE = {
  "site.yaml": "SiteSettings",
  "pages.yaml": "Pages",
  "home.yaml": "HomeContent",
  "logos.yaml": "LogoTiles",
  "top-rated.yaml": "TopRated",
  "admin.yaml": "AdminTexts",
  "names.yaml": "SearchNames",
} as const;

export type DataFileName = keyof typeof TYPE_NAME_BY_FILE;

/** The data files a site may do without: no names.yaml means search knows no other names. */
export const OPTIONAL_FILES: readonly DataFileName[] = ["names.yaml"];

/** One file per topic of free videos, any name ending in .yaml: data/topics/python-learning.yaml. */
export const TOPICS_FOLDER = "topics";
export const TOPIC_TYPE_NAME = "Topic";

/** One file per paid course, data/paid/<slug>.yaml, with its picture (if any) beside it; the folder may be missing. */
export const PAID_FOLDER = "paid";
export const PAID_TYPE_NAME = "PaidCourse";

/** One file per learning path, data/paths/<name>.yaml (its address /Paths/<name>); the folder may be missing. */
export const PATHS_FOLDER = "paths";
export const PATH_TYPE_NAME = "LearningPath";

/** The catalog's folders, read from CORSI_DATA_DIR when it names another catalog (the interface texts never are). */
export const CATALOG_FOLDERS = [TOPICS_FOLDER, PAID_FOLDER, PATHS_FOLDER] as const;

/**
 * The files whose texts each locale translates. Each holds a block per locale (`en:`, `ar:`); its node type is
 * nodeTypeName of its content's type (SiteSettingsFile), and a resolver gives the content in a locale (siteSettingsIn).
 */
export const TRANSLATED_FILES = [
  "site.yaml",
  "pages.yaml",
  "home.yaml",
  "top-rated.yaml",
] as const satisfies DataFileName[];

/** The node type of a file that holds its content in every locale, from its content's type: SiteSettingsFile. */
export const nodeTypeName = (contentType: string) => `${contentType}File`;

/** The node type of a YAML file, from gatsby-source-filesystem's File node (name without extension, its folder). */
export function typeNameForFile({ name, relativeDirectory }: { name: string; relativeDirectory: string }) {
  if (relativeDirectory === TOPICS_FOLDER) return TOPIC_TYPE_NAME;
  if (relativeDirectory === PAID_FOLDER) return PAID_TYPE_NAME;
  if (relativeDirectory === PATHS_FOLDER) return PATH_TYPE_NAME;
  if (relativeDirectory !== "") return undefined;
  const file = `${name}.yaml`;
  const contentType = (TYPE_NAME_BY_FILE as Record<string, string>)[file];
  if (contentType === undefined) return undefined;
  return (TRANSLATED_FILES as readonly string[]).includes(file) ? nodeTypeName(contentType) : contentType;
}
