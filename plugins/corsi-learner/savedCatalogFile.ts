import type { SavedCatalogTitled, SavedCatalogVideo, SavedCatalog } from "../../src/learner/savedCatalog";
import { type Locale, LOCALE_LIST, TRANSLATED_LOCALES } from "../../src/siteManifest";
import { type learningPathSchema, type paidCourseSchema, topicSchema, videoSchema } from "../corsi-content/schema";
import { textIn } from "../corsi-content/translate";

export interface QueriedVideo {
  youtubeId: string;
  title: string;
  titleAr: string | null;
  channel: string | null;
  language: string | null;
  playlistId: string | null;
  published: string | null;
  thumbnail: Queries.VideoCardFragment["thumbnail"];
  seconds: number | null;
  embeddable: boolean;
  /** Its length in each edition's words (length_en, …), when known. */
  [length: `length_${string}`]: string | null;
  /** A playlist with lessons: its count, and its summary and address in each edition (summary_en, path_en, …). */
  course: ({ lessonCount: number } & Record<string, string | number>) | null;
}

export interface QueriedTopic {
  address: string;
  title: string;
  titleAr: string | null;
  videos: QueriedVideo[];
}

/** An entry's title, and its translations by the one rule (textIn) where they differ from it. */
export function titled(
  schema: typeof topicSchema | typeof videoSchema | typeof paidCourseSchema | typeof learningPathSchema,
  entry: { title: string; titleAr: string | null },
): SavedCatalogTitled {
  const titles: Partial<Record<Locale, string>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const title = textIn(schema, entry, "title", locale);
    if (title !== entry.title) titles[locale] = title;
  }
  return Object.keys(titles).length > 0 ? { title: entry.title, titles } : { title: entry.title };
}

/** A card's data as /Saved reads it, without the fields a video does not have. */
export function savedCatalogVideo(video: QueriedVideo, topic: number): SavedCatalogVideo {
  const { youtubeId, channel, language, playlistId, published, course, seconds, embeddable } = video;
  const image = video.thumbnail?.image;
  const byLocale = (field: string) =>
    Object.fromEntries(LOCALE_LIST.map((locale) => [locale, String(course?.[`${field}_${locale}`])]));
  return {
    youtubeId,
    topic,
    ...titled(videoSchema, video),
    ...(channel && { channel }),
    ...(language && { language }),
    ...(playlistId && { playlistId }),
    ...(published && { published }),
    ...(image && { image }),
    ...(seconds && {
      seconds,
      length: Object.fromEntries(LOCALE_LIST.map((locale) => [locale, video[`length_${locale}`] ?? ""])),
    }),
    ...(!embeddable && { embeddable: false as const }),
    ...(course && { course: { lessons: course.lessonCount, summary: byLocale("summary"), path: byLocale("path") } }),
  };
}

/** What /Saved fetches: the topics in the catalog's order, and every video with its card data. */
export function savedCatalog(topics: QueriedTopic[]): SavedCatalog {
  return {
    topics: topics.map((topic) => ({ slug: topic.address, ...titled(topicSchema, topic) })),
    videos: topics.flatMap((topic, position) => topic.videos.map((video) => savedCatalogVideo(video, position))),
  };
}
