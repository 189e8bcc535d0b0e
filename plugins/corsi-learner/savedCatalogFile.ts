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
  captions: boolean | null;
  level: string | null;
  /** Its length, views and level in each edition's words (length_en, views_en, level_en, …), when known. */
  [inLocale: `${"length" | "views" | "level"}_${string}`]: string | null;
  /**
   * A playlist with lessons: its count, its lessons' years, and its summary, address and captioned lessons in each
   * edition (summary_en, path_en, captions_en, …).
   */
  course: ({ lessonCount: number; years: string | null } & Record<string, string | number | null>) | null;
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
  const { youtubeId, channel, language, playlistId, published, course, seconds, embeddable, captions, level } = video;
  const image = video.thumbnail?.image;
  const byLocale = (field: string) =>
    Object.fromEntries(LOCALE_LIST.map((locale) => [locale, String(course?.[`${field}_${locale}`])]));
  // A text in each edition, when the build wrote one.
  const inEach = (read: (locale: Locale) => string | number | null | undefined) => {
    const texts = LOCALE_LIST.flatMap((locale) => {
      const text = read(locale);
      return typeof text === "string" && text ? [[locale, text]] : [];
    });
    return texts.length > 0 ? (Object.fromEntries(texts) as Partial<Record<Locale, string>>) : undefined;
  };
  const views = inEach((locale) => video[`views_${locale}`]);
  const levelName = inEach((locale) => video[`level_${locale}`]);
  const captionsIn = inEach((locale) => course?.[`captions_${locale}`]);
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
    ...(views && { views }),
    ...(captions && { captions }),
    ...(level && levelName && { level, levelName }),
    ...(course && {
      course: {
        lessons: course.lessonCount,
        summary: byLocale("summary"),
        path: byLocale("path"),
        ...(course.years && { years: course.years }),
        ...(captionsIn && { captions: captionsIn }),
      },
    }),
  };
}

/** What /Saved fetches: the topics in the catalog's order, and every video with its card data. */
export function savedCatalog(topics: QueriedTopic[]): SavedCatalog {
  return {
    topics: topics.map((topic) => ({ slug: topic.address, ...titled(topicSchema, topic) })),
    videos: topics.flatMap((topic, position) => topic.videos.map((video) => savedCatalogVideo(video, position))),
  };
}
