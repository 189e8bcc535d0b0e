import {
  absoluteUrl,
  FEED_ENTRIES,
  type Locale,
  LOCALE_LIST,
  localePath,
  PAID_PAGE_SIZE,
  ROUTES,
  SITE_URL,
  siteFeedPath,
  topicPageOf,
  topicFeedPath,
  topicPagePath,
} from "../../src/siteManifest";
import { paidAnchor, paidPagePath } from "../../src/content/paid";
import { videoAnchor } from "../../src/content/youtube";
import { fill } from "../../src/content/text";
import { newestEntries, type NewEntry, type PaidNode } from "../corsi-content/newEntries";
import type { TopicNode } from "../corsi-content/nodes";
import { paidPages } from "../corsi-content/paidPages";
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
  topics: readonly { node: TopicNode; fileName: string }[];
  paid: readonly PaidNode[];
  /** Whether YouTube no longer serves a video: the site leaves it out, and so do the feeds. */
  hidden: (youtubeId: string) => boolean;
  texts: Record<Locale, FeedTexts>;
}

/**
 * Every feed of the site, by its file in public/ ("feed.xml", "ar/Free/go/feed.xml"): each edition's feed of the whole
 * catalog, and of each topic (its videos and the paid courses that name it). Each entry links to its card: a video's
 * on the page of its topic that lists it, a paid course's on the page of /Paid that lists it.
 */
export function catalogFeeds({ topics, paid, hidden, texts }: FeedCatalog): Map<string, string> {
  const ordered = [...topics].sort(
    (a, b) => a.node.position - b.node.position || a.node.title.localeCompare(b.node.title),
  );
  // Where each card is: a video's page of its topic (by the topic's address), a paid course's page of /Paid.
  const videoPage = new Map<string, number>();
  for (const { node } of ordered)
    node.videos
      .filter((video) => !hidden(video.youtubeId))
      .forEach((video, index) => videoPage.set(`${topicSlug(node)} ${video.youtubeId}`, topicPageOf(index)));
  const coursesOf = (fileName: string) =>
    paid.filter((course) => course.topic === fileName).sort((a, b) => a.slug.localeCompare(b.slug));
  const paidPage = new Map<string, number>();
  paidPages(
    ordered.map(({ node, fileName }) => ({ id: node.id, courseIds: coursesOf(fileName).map((course) => course.id) })),
    PAID_PAGE_SIZE,
  ).pages.forEach((ids, index) => ids.forEach((id) => paidPage.set(id, index + 1)));
  const newestDay = newestEntries(topics, paid, hidden, 1)[0]?.added ?? "1970-01-01";

  const entryOf = (entry: NewEntry, locale: Locale): AtomEntry | undefined => {
    const { topic, video, paid: course } = entry;
    const text = texts[locale];
    const topicTitle = topic ? textIn(topicSchema, topic, "title", locale) : "";
    const category = topic ? { term: topicSlug(topic), label: topicTitle } : undefined;
    if (video && topic) {
      const slug = topicSlug(topic);
      const page = videoPage.get(`${slug} ${video.youtubeId}`) ?? 1;
      return {
        id: entryId(SITE_URL, entry.added, "video", video.youtubeId),
        title: textIn(videoSchema, video, "title", locale),
        day: entry.added,
        link: absoluteUrl(`${localePath(locale, topicPagePath(slug, page))}#${videoAnchor(video.youtubeId)}`),
        author: video.channel,
        category,
        summary: fill(video.playlistId ? text.playlist : text.video, { topic: topicTitle }),
      };
    }
    if (course) {
      const page = paidPage.get(course.id) ?? 1;
      return {
        id: entryId(SITE_URL, entry.added, "paid", course.slug),
        title: textIn(paidCourseSchema, course, "title", locale),
        day: entry.added,
        link: absoluteUrl(`${localePath(locale, paidPagePath(page))}#${paidAnchor(course.slug)}`),
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
    feed(
      siteFeedPath(locale),
      localePath(locale, ROUTES.new.path),
      text.title,
      newestEntries(topics, paid, hidden, FEED_ENTRIES),
    );
    for (const topic of ordered) {
      const slug = topicSlug(topic.node);
      feed(
        topicFeedPath(locale, slug),
        localePath(locale, topicPagePath(slug)),
        fill(text.topicTitle, { topic: textIn(topicSchema, topic.node, "title", locale) }),
        newestEntries([topic], coursesOf(topic.fileName), hidden, FEED_ENTRIES),
      );
    }
  }
  return feeds;
}
