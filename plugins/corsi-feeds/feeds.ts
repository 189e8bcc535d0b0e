import {
  absoluteUrl,
  FEED_ENTRIES,
  type Locale,
  LOCALE_LIST,
  localePath,
  ROUTES,
  SITE_URL,
  siteFeedPath,
  topicFeedPath,
  topicPagePath,
} from "../../src/siteManifest";
import { paidPagePath } from "../../src/content/paid";
import { fill } from "../../src/content/text";
import type { CatalogIndex } from "../corsi-content/catalogIndex";
import { newestEntries, type NewEntry } from "../corsi-content/newEntries";
import { priceIn } from "../corsi-content/price";
import { paidCourseSchema, topicSchema, videoSchema } from "../corsi-content/schema";
import { topicSlug } from "../corsi-content/slug";
import { textIn } from "../corsi-content/translate";
import { atomXml, entryId, type AtomEntry } from "./atom";

/** What a feed says around its entries, in one edition (data/pages.yaml's `new.feed`, data/site.yaml's brand). */
export interface FeedTexts {
  brand: string;
  title: string;
  topicTitle: string;
  subtitle: string;
  video: string;
  playlist: string;
  paid: string;
}

export interface FeedCatalog {
  /** The catalog as the site lists it: its order, the videos served, each card's page (a video YouTube no longer
   * serves is left out of the site, and so of the feeds). */
  index: CatalogIndex;
  texts: Record<Locale, FeedTexts>;
}

/**
 * Every feed of the site, by its file in public/ ("feed.xml", "ar/Free/go/feed.xml"): each edition's feed of the whole
 * catalog, and of each topic (its videos and the paid courses that name it). Each entry links to its card: a video's
 * on the page of its topic that lists it, a paid course's on the page of /Paid that lists it.
 */
export function catalogFeeds({ index, texts }: FeedCatalog): Map<string, string> {
  // Each list is worked out once, for both editions: each reads and sorts its entries' days (in a CPU profile at
  // 20,000 videos, five such passes of the catalog were 0.4 s of the feeds' 1 s).
  const siteEntries = newestEntries(index.topics, index.paid, FEED_ENTRIES);
  const topicEntries = new Map(
    index.topics.map((topic) => [topic, newestEntries([topic], index.paidOf(topic.fileName), FEED_ENTRIES)]),
  );
  const newestDay = siteEntries[0]?.added ?? "1970-01-01";

  const entryOf = (entry: NewEntry, locale: Locale): AtomEntry | undefined => {
    const { topic, video, paid: course } = entry;
    const text = texts[locale];
    const topicTitle = topic ? textIn(topicSchema, topic, "title", locale) : "";
    const category = topic ? { term: topicSlug(topic), label: topicTitle } : undefined;
    if (video && topic) {
      const slug = topicSlug(topic);
      const card = index.cardOf(slug, video.youtubeId);
      return {
        id: entryId(SITE_URL, entry.added, "video", video.youtubeId),
        title: textIn(videoSchema, video, "title", locale),
        day: entry.added,
        link: absoluteUrl(`${localePath(locale, topicPagePath(slug, card?.page ?? 1))}#${card?.anchor ?? ""}`),
        author: video.channel,
        category,
        summary: fill(video.playlistId ? text.playlist : text.video, { topic: topicTitle }),
      };
    }
    if (course) {
      const card = index.paidCardOf(course.id);
      return {
        id: entryId(SITE_URL, entry.added, "paid", course.slug),
        title: textIn(paidCourseSchema, course, "title", locale),
        day: entry.added,
        link: absoluteUrl(`${localePath(locale, paidPagePath(card?.page ?? 1))}#${card?.anchor ?? ""}`),
        author: course.provider,
        category,
        summary: fill(text.paid, { topic: topicTitle, price: priceIn(course.price, course.currency, locale) }),
      };
    }
    return undefined;
  };

  const feeds = new Map<string, string>();
  for (const locale of LOCALE_LIST) {
    const text = texts[locale];
    const feed = (self: string, alternate: string, title: string, entries: readonly NewEntry[]) =>
      feeds.set(
        self.slice(1),
        atomXml({
          self: absoluteUrl(self),
          alternate: absoluteUrl(alternate),
          language: locale,
          title,
          subtitle: text.subtitle,
          author: { name: text.brand, uri: absoluteUrl(localePath(locale, ROUTES.home.path)) },
          emptyDay: newestDay,
          entries: entries.flatMap((entry) => entryOf(entry, locale) ?? []),
        }),
      );
    feed(siteFeedPath(locale), localePath(locale, ROUTES.new.path), text.title, siteEntries);
    for (const [topic, entries] of topicEntries) {
      feed(
        topicFeedPath(locale, topic.address),
        localePath(locale, topicPagePath(topic.address)),
        fill(text.topicTitle, { topic: textIn(topicSchema, topic.node, "title", locale) }),
        entries,
      );
    }
  }
  return feeds;
}
