import type { SavedCatalogPath } from "../../src/learner/savedCatalog";
import { LOCALE_LIST } from "../../src/siteManifest";
import { learningPathSchema } from "../corsi-content/schema";
import { titled } from "./savedCatalogFile";

/** What the saved catalog's query reads of a learning path (ORDER_QUERY): its page's address in each edition too. */
export interface QueriedPath {
  slug: string;
  title: string;
  titleAr: string | null;
  listIds: string[];
  /** Its page in each edition: path_en, path_ar. */
  [path: `path_${string}`]: string;
}

/** The query's fields for a path's page in every edition. */
export const PATH_ADDRESSES = LOCALE_LIST.map((locale) => `path_${locale}: pagePath(locale: "${locale}")`).join("\n");

/** A learning path as /Saved reads it: its title, its page in each edition, and its courses' entries in path order. */
export function savedCatalogPath(path: QueriedPath): SavedCatalogPath {
  const { slug, title, titleAr, listIds } = path;
  return {
    slug,
    ...titled(learningPathSchema, { title, titleAr }),
    path: Object.fromEntries(LOCALE_LIST.map((locale) => [locale, path[`path_${locale}`]])),
    courses: listIds,
  };
}
