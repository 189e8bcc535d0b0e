import { type Locale, SAVED_CATALOG_PATH } from "../siteManifest";
import type { LearnerList } from "./list";

/**
 * What /Saved knows of the catalog: written by the build (plugins/corsi-learner) at SAVED_CATALOG_PATH and fetched from
 * the site's own origin once /Saved has started; the same file for every visitor, whatever their list holds.
 */
export interface SavedCatalogTitled {
  title: string;
  /**
   * The title in the other editions, where it differs from `title`: resolved at build by the one translation rule
   * (plugins/corsi-content/translate.ts), so nothing here knows where a translation is written.
   */
  titles?: Partial<Record<Locale, string>>;
}

export interface SavedCatalogTopic extends SavedCatalogTitled {
  slug: string;
}

export interface SavedCatalogVideo extends SavedCatalogTitled {
  youtubeId: string;
  /** Its topic's place in `topics`. */
  topic: number;
  channel?: string;
  language?: string;
  playlistId?: string;
  published?: string;
  image?: Queries.PosterImageFragment;
  /** How long it runs (a playlist: its lessons' total), when known: in seconds, and in each edition's words. */
  seconds?: number;
  length?: Partial<Record<Locale, string>>;
  /** Present (false) only for a video YouTube lets play on YouTube only: its card has no player. */
  embeddable?: false;
  /** What YouTube knows of it (src/components/VideoCard.tsx): its views in each edition's words, its captions. */
  views?: Partial<Record<Locale, string>>;
  captions?: true;
  /** Its level (src/content/levels.ts), and its name in each edition. */
  level?: string;
  levelName?: Partial<Record<Locale, string>>;
  /**
   * A playlist with lessons: how many, its summary ("40 lessons · 9 h") and page's address in each edition, its
   * lessons' years ("2019–2021") and how many have captions.
   */
  course?: {
    lessons: number;
    summary: Partial<Record<Locale, string>>;
    path: Partial<Record<Locale, string>>;
    years?: string;
    captions?: Partial<Record<Locale, string>>;
  };
}

/** A paid course, by its id in the list ("paid:<file name>"), with what its saved card shows in each edition. */
export interface SavedCatalogPaidCourse extends SavedCatalogTitled {
  id: string;
  provider: string;
  url: string;
  sponsored?: boolean;
  /** How long it runs, as the seller says. */
  hours?: number;
  /** The price and the day it was checked, written at build for each edition (plugins/corsi-content/price.ts). */
  price: Record<string, string>;
  checkedOn: Record<string, string>;
}

/** A learning path, with what /Saved needs to show the learner's progress along it. */
export interface SavedCatalogPath extends SavedCatalogTitled {
  slug: string;
  /** Its page's address in each edition. */
  path: Partial<Record<Locale, string>>;
  /** Its courses' entries in the list (a video's id, "paid:<file>"), in path order. */
  courses: string[];
}

export interface SavedCatalog {
  topics: SavedCatalogTopic[];
  videos: SavedCatalogVideo[];
  /** Missing from a catalog written before paid courses (a page cached across a deploy). */
  courses?: SavedCatalogPaidCourse[];
  /** The learning paths in the owner's order; missing from a catalog written before them. */
  paths?: SavedCatalogPath[];
}

/** An entry's title in an edition: the build's translation for it, or the original. */
export function titleIn(entry: SavedCatalogTitled, locale: Locale): string {
  return entry.titles?.[locale] ?? entry.title;
}

export interface SavedGroup {
  topic: SavedCatalogTopic;
  /** The topic's place in the catalog: its poster tone, as on /Free. */
  position: number;
  videos: SavedCatalogVideo[];
}

/**
 * The saved videos grouped by topic in the catalog's order (each video once, in the catalog's order within its topic),
 * and the ids the catalog no longer lists, in the list's order.
 */
export function savedGroups(ids: readonly string[], catalog: SavedCatalog): { groups: SavedGroup[]; gone: string[] } {
  const wanted = new Set(ids);
  const groups: SavedGroup[] = catalog.topics.map((topic, position) => ({ topic, position, videos: [] }));
  const listed = new Set<string>();
  for (const video of catalog.videos)
    if (wanted.has(video.youtubeId) && !listed.has(video.youtubeId) && groups[video.topic]) {
      listed.add(video.youtubeId);
      groups[video.topic].videos.push(video);
    }
  return {
    groups: groups.filter((group) => group.videos.length > 0),
    gone: ids.filter((id) => !listed.has(id)),
  };
}

let catalog: Promise<SavedCatalog> | undefined;

/** The catalog's card data, fetched once per page (a failed fetch may be tried again). */
export function loadSavedCatalog(): Promise<SavedCatalog> {
  catalog ??= fetch(SAVED_CATALOG_PATH).then((response) => {
    if (!response.ok) throw new Error(`${SAVED_CATALOG_PATH}: ${response.status}`);
    return response.json() as Promise<SavedCatalog>;
  });
  catalog.catch(() => (catalog = undefined));
  return catalog;
}

/** Whether the catalog knows an entry of the list by its id (a video's YouTube id, or a paid course's "paid:" id). */
export function catalogKnows(catalog: SavedCatalog | undefined): (id: string) => boolean {
  if (!catalog) return () => false;
  const ids = new Set([
    ...catalog.videos.map((video) => video.youtubeId),
    ...(catalog.courses ?? []).map(({ id }) => id),
  ]);
  return (id) => ids.has(id);
}

/**
 * A list a compact link carried (./share.ts), each entry the catalog knows named as the catalog names it in this
 * edition, with its topic and playlist: what the list keeps of an entry, so /Saved can show it should the owner remove
 * it, and a topic's progress can count it.
 */
export function withCatalogFacts(list: LearnerList, catalog: SavedCatalog, locale: Locale): LearnerList {
  const videos = new Map(catalog.videos.map((video) => [video.youtubeId, video]));
  const courses = new Map((catalog.courses ?? []).map((course) => [course.id, course]));
  const named: LearnerList["videos"] = {};
  for (const [id, entry] of Object.entries(list.videos)) {
    const video = videos.get(id);
    const known = video ?? courses.get(id);
    const topic = video && catalog.topics[video.topic]?.slug;
    named[id] = {
      ...entry,
      ...(known && { title: titleIn(known, locale) }),
      ...(topic && { topic }),
      ...(video?.playlistId && { playlist: video.playlistId }),
    };
  }
  return { ...list, videos: named };
}
