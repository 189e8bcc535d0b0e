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
import type { CatalogIndex, IndexedTopic } from "../corsi-content/catalogIndex";
import type { PaidNode } from "../corsi-content/nodes";
import { hashOf } from "../shared/digest";
import { isDated, newestEntries, type NewEntry } from "../corsi-content/newEntries";
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

/** A feed to write: its text, made when asked for, and a key of all it is made from (null: made from the whole catalog). */
export interface FeedPlan {
  key: string | null;
  xml: () => string;
}

/** Gatsby's own fields of a node (its digest's owner, its parent file): what a feed is made from leaves them out. */
const GATSBY_FIELDS = new Set(["internal", "parent", "children"]);
const contentOf = (node: object) => Object.entries(node).filter(([field]) => !GATSBY_FIELDS.has(field));

/**
 * What a topic's feed is made from but its edition's words: its videos' fields, which are served, its paid courses'
 * cards, and, for a feed with no entry, the catalog's newest day (its `updated`).
 */
function topicFeedSource(
  { node, served }: IndexedTopic,
  paid: readonly PaidNode[],
  index: CatalogIndex,
  newestDay: string,
): unknown {
  return [
    served.some(isDated) || paid.some(isDated) ? null : newestDay,
    contentOf(node),
    served.map(({ youtubeId }) => youtubeId),
    paid.map((course) => [contentOf(course), index.paidCardOf(course.id)]),
  ];
}

/**
 * Every feed of the site, by its file in public/ ("feed.xml", "ar/Free/go/feed.xml"): each edition's feed of the whole
 * catalog, and of each topic (its videos and the paid courses that name it). Each entry links to its card: a video's
 * on the page of its topic that lists it, a paid course's on the page of /Paid that lists it. A topic's feed has a key
 * (with `code`, the build's code), so a build can leave the feeds of the topics it did not change untouched without
 * making them: at 20,000 videos, making the 400 feeds was most of the feeds' second of CPU.
 */
export function feedPlans({ index, texts }: FeedCatalog, code: string): Map<string, FeedPlan> {
  // The site's list is worked out once, for both editions: it reads and sorts every entry's day.
  const siteEntries = newestEntries(index.topics, index.paid, FEED_ENTRIES);
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

  // What each topic's two feeds share, worked out once: its paid courses, its source (as text) and its entries, made
  // only when a feed of it is.
  const topics = index.topics.map((topic) => {
    const paid = index.paidOf(topic.fileName);
    let entries: readonly NewEntry[] | undefined;
    return {
      topic,
      source: JSON.stringify(topicFeedSource(topic, paid, index, newestDay)),
      entries: () => (entries ??= newestEntries([topic], paid, FEED_ENTRIES)),
    };
  });

  const plans = new Map<string, FeedPlan>();
  for (const locale of LOCALE_LIST) {
    const text = texts[locale];
    const feed = (
      self: string,
      alternate: string,
      title: string,
      entries: () => readonly NewEntry[],
      source: string | null,
    ) =>
      plans.set(self.slice(1), {
        key: source === null ? null : hashOf([code, self, JSON.stringify(text), source]),
        xml: () =>
          atomXml({
            self: absoluteUrl(self),
            alternate: absoluteUrl(alternate),
            language: locale,
            title,
            subtitle: text.subtitle,
            author: { name: text.brand, uri: absoluteUrl(localePath(locale, ROUTES.home.path)) },
            emptyDay: newestDay,
            entries: entries().flatMap((entry) => entryOf(entry, locale) ?? []),
          }),
      });
    feed(siteFeedPath(locale), localePath(locale, ROUTES.new.path), text.title, () => siteEntries, null);
    for (const { topic, source, entries } of topics)
      feed(
        topicFeedPath(locale, topic.address),
        localePath(locale, topicPagePath(topic.address)),
        fill(text.topicTitle, { topic: textIn(topicSchema, topic.node, "title", locale) }),
        entries,
        source,
      );
  }
  return plans;
}
