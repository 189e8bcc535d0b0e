import { SAVED_CATALOG_PATH } from "../siteManifest";

/**
 * What /Saved knows of the catalog: written by the build (plugins/corsi-learner) at SAVED_CATALOG_PATH and fetched from
 * the site's own origin once /Saved has started; the same file for every visitor, whatever their list holds.
 */
export interface CatalogTopic {
  slug: string;
  title: string;
  /** The Arabic edition's title, where the topic gives one. */
  titleAr?: string;
}

export interface CatalogVideo {
  youtubeId: string;
  /** Its topic's place in `topics`. */
  topic: number;
  title: string;
  titleAr?: string;
  channel?: string;
  language?: string;
  playlistId?: string;
  published?: string;
  image?: Queries.PosterImageFragment;
}

/** A paid course, by its id in the list ("paid:<file name>"), with what its saved card shows in each edition. */
export interface CatalogCourse {
  id: string;
  title: string;
  titleAr?: string;
  provider: string;
  url: string;
  sponsored?: boolean;
  /** The price and the day it was checked, written at build for each edition (plugins/corsi-content/price.ts). */
  price: Record<string, string>;
  checkedOn: Record<string, string>;
}

export interface SavedCatalog {
  topics: CatalogTopic[];
  videos: CatalogVideo[];
  /** Missing from a catalog written before paid courses (a page cached across a deploy). */
  courses?: CatalogCourse[];
}

let catalog: Promise<SavedCatalog> | undefined;

/** The catalog's card data, fetched once per page (a failed fetch may be tried again). */
export function loadCatalog(): Promise<SavedCatalog> {
  catalog ??= fetch(SAVED_CATALOG_PATH).then((response) => {
    if (!response.ok) throw new Error(`${SAVED_CATALOG_PATH}: ${response.status}`);
    return response.json() as Promise<SavedCatalog>;
  });
  catalog.catch(() => (catalog = undefined));
  return catalog;
}
