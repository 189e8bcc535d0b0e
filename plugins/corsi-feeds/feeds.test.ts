/** @jest-environment node */
import path from "node:path";
import { parseAtomFeed } from "feedsmith";
import type { z } from "zod";
import { DEFAULT_LOCALE, FEED_ENTRIES, type Locale, LOCALE_LIST } from "../../src/siteManifest";
import { catalogIndex } from "../corsi-content/catalogIndex";

import type { PaidNode, TopicNode } from "../corsi-content/nodes";
import { type PaidCourse, pagesSchema, siteSettingsSchema, type Topic } from "../corsi-content/schema";
import { inLocale } from "../corsi-content/translate";
import { validateContent } from "../corsi-content/validate";
import { type FeedCatalog, feedPlans, type FeedTexts } from "./feeds";

/** The end-to-end fixture catalog, with the site's own texts: what the fixture build writes its feeds from. */
const FIXTURES = path.join(__dirname, "../../e2e/fixtures/data");
const content = validateContent(FIXTURES, { today: new Date("2026-11-27T00:00:00Z") });
const TODAY_HIDDEN = "fixGone0001";

function catalog(
  change: (topics: { node: TopicNode; fileName: string }[]) => void = () => undefined,
  changePaid: (paid: PaidNode[]) => PaidNode[] = (paid) => paid,
): FeedCatalog {
  const entries = Object.entries(content.data);
  const topics = entries
    .filter(([file]) => file.startsWith("topics/"))
    .map(([file, topic]) => ({
      node: { ...(structuredClone(topic) as Topic), id: file },
      fileName: path.basename(file, ".yaml"),
    }));
  change(topics);
  const paid = entries
    .filter(([file]) => file.startsWith("paid/"))
    .map(([file, course]) => ({ ...(course as PaidCourse), id: file, slug: path.basename(file, ".yaml") }) as PaidNode);
  const pages = content.data["pages.yaml"] as Record<Locale, unknown>;
  const site = content.data["site.yaml"] as Record<Locale, unknown>;
  const texts = Object.fromEntries(
    LOCALE_LIST.map((locale) => [
      locale,
      {
        ...inLocale(pagesSchema, pages[DEFAULT_LOCALE] as z.infer<typeof pagesSchema>, locale, pages[locale]).new.feed,
        brand: inLocale(
          siteSettingsSchema,
          site[DEFAULT_LOCALE] as z.infer<typeof siteSettingsSchema>,
          locale,
          site[locale],
        ).brand,
      } satisfies FeedTexts,
    ]),
  ) as Record<Locale, FeedTexts>;
  // The fixture video YouTube no longer serves (e2e/fixtures/youtube-api/videos.json).
  return { index: catalogIndex({ topics, paid: changePaid(paid), hidden: (id) => id === TODAY_HIDDEN }), texts };
}

/** Every feed's text, by its file in public/ (each plan made). */
const catalogFeeds = (catalogOf: FeedCatalog) =>
  new Map([...feedPlans(catalogOf, "")].map(([file, plan]) => [file, plan.xml()]));

const feeds = catalogFeeds(catalog());

describe("the Atom feeds", () => {
  it("are each edition's of the whole catalog and of each topic", () => {
    expect(content.problems).toEqual([]);
    expect(feeds.has("feed.xml")).toBe(true);
    expect(feeds.has("ar/feed.xml")).toBe(true);
    expect(feeds.has("Free/go-learning/feed.xml")).toBe(true);
    expect(feeds.has("ar/Free/go-learning/feed.xml")).toBe(true);
    const topics = Object.keys(content.data).filter((file) => file.startsWith("topics/")).length;
    expect(feeds.size).toBe(LOCALE_LIST.length * (1 + topics));
  });

  it.each([...feeds.keys()])("%s is Atom with every element RFC 4287 requires", (file) => {
    const xml = feeds.get(file) ?? "";
    const feed = parseAtomFeed(xml);
    // atom:feed: exactly one id, title and updated; an author, as no entry need name one; a self link.
    expect(feed.id).toMatch(/^https:\/\/corsi\.netlify\.app\//);
    expect(feed.title?.value).toBeTruthy();
    expect(Date.parse(feed.updated ?? "")).not.toBeNaN();
    expect(feed.authors?.[0]?.name).toBeTruthy();
    expect(feed.links?.find((link) => link.rel === "self")?.href).toBe(feed.id);
    expect(xml.match(/<feed[^>]*>/)?.[0]).toContain('xmlns="http://www.w3.org/2005/Atom"');
    const entries = feed.entries ?? [];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(FEED_ENTRIES);
    for (const entry of entries) {
      // atom:entry: id, title, updated; a link to the card, since it has no content.
      expect(entry.id).toMatch(/^tag:corsi\.netlify\.app,\d{4}-\d\d-\d\d:(video|paid)\//);
      expect(entry.title?.value).toBeTruthy();
      expect(Date.parse(entry.updated ?? "")).not.toBeNaN();
      expect(entry.links?.find((link) => link.rel === "alternate")?.href).toMatch(
        /^https:\/\/corsi\.netlify\.app\/.+#/,
      );
      expect(entry.summary?.value).toBeTruthy();
    }
    // Newest first, and the feed's updated is its newest entry's.
    const days = entries.map((entry) => entry.updated ?? "");
    expect([...days].sort().reverse()).toEqual(days);
    expect(feed.updated).toBe(days[0]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it("list the newest entries, a video YouTube no longer serves left out, and link each to its card", () => {
    const entries = parseAtomFeed(feeds.get("feed.xml") ?? "").entries ?? [];
    expect(entries.slice(0, 3).map((entry) => entry.id)).toEqual([
      "tag:corsi.netlify.app,2026-11-25:paid/complete-react",
      "tag:corsi.netlify.app,2026-11-24:video/fixVid00051",
      expect.stringMatching(/^tag:corsi\.netlify\.app,2026-11-24:video\//),
    ]);
    expect(entries.some((entry) => entry.id?.endsWith(TODAY_HIDDEN))).toBe(false);
    expect(entries[1].links?.[0].href).toBe("https://corsi.netlify.app/Free/go-learning#video-fixVid00051");
    expect(entries[0].links?.[0].href).toBe("https://corsi.netlify.app/Paid#paid-complete-react");
    // The Arabic edition's: the same entries, in its words and at its addresses.
    const arabic = parseAtomFeed(feeds.get("ar/feed.xml") ?? "").entries ?? [];
    expect(arabic.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
    expect(arabic[1].links?.[0].href).toBe("https://corsi.netlify.app/ar/Free/go-learning#video-fixVid00051");
  });

  it("of a topic hold its own videos and paid courses only", () => {
    const go = parseAtomFeed(feeds.get("Free/go-learning/feed.xml") ?? "").entries ?? [];
    expect(go.map((entry) => entry.id)).toEqual(["tag:corsi.netlify.app,2026-11-24:video/fixVid00051"]);
    const web = parseAtomFeed(feeds.get("Free/web-development/feed.xml") ?? "").entries ?? [];
    expect(web[0].id).toBe("tag:corsi.netlify.app,2026-11-25:paid/complete-react");
    expect(web.every((entry) => entry.categories?.[0]?.term === "web-development")).toBe(true);
  });

  it("change only where an added video is: its topic's feeds and the site's, nothing else", () => {
    const after = catalogFeeds(
      catalog((topics) =>
        topics
          .find(({ fileName }) => fileName === "kotlin")
          ?.node.videos.push({ youtubeId: "fixNew00001", title: "Kotlin again", added: "2026-11-26" }),
      ),
    );
    const changed = [...after.keys()].filter((file) => after.get(file) !== feeds.get(file));
    expect(changed.sort()).toEqual(
      ["feed.xml", "ar/feed.xml", "Free/kotlin-learning/feed.xml", "ar/Free/kotlin-learning/feed.xml"].sort(),
    );
    expect(parseAtomFeed(after.get("feed.xml") ?? "").entries?.[0].title?.value).toBe("Kotlin again");
  });

  describe("keys", () => {
    const plans = (catalogOf: FeedCatalog, code = "code") => feedPlans(catalogOf, code);
    const before = plans(catalog());
    /** The topics' feeds whose key changed, and those whose text did. */
    function compare(after: ReturnType<typeof plans>) {
      const topicFiles = [...after.keys()].filter((file) => after.get(file)?.key !== null);
      return {
        keys: topicFiles.filter((file) => after.get(file)?.key !== before.get(file)?.key).sort(),
        texts: topicFiles.filter((file) => after.get(file)?.xml() !== before.get(file)?.xml()).sort(),
      };
    }

    it("move with an added video in its topic's feeds only", () => {
      const { keys, texts } = compare(
        plans(
          catalog((topics) =>
            topics
              .find(({ fileName }) => fileName === "kotlin")
              ?.node.videos.push({ youtubeId: "fixNew00001", title: "Kotlin again", added: "2026-11-26" }),
          ),
        ),
      );
      expect(keys).toEqual(["Free/kotlin-learning/feed.xml", "ar/Free/kotlin-learning/feed.xml"].sort());
      expect(texts).toEqual(keys);
    });

    it("move wherever a feed's text changes: a paid course's price, an entry undated, the build's code", () => {
      const repriced = compare(
        plans(catalog(undefined, (paid) => paid.map((course) => ({ ...course, price: (course.price ?? 0) + 1 })))),
      );
      expect(repriced.texts.length).toBeGreaterThan(0);
      expect(repriced.keys).toEqual(expect.arrayContaining(repriced.texts));
      const undated = compare(
        plans(catalog((topics) => topics.forEach(({ node }) => node.videos.forEach((video) => delete video.added)))),
      );
      expect(undated.texts.length).toBeGreaterThan(0);
      expect(undated.keys).toEqual(expect.arrayContaining(undated.texts));
      expect(compare(plans(catalog(), "other code")).keys).toHaveLength(before.size - LOCALE_LIST.length);
    });

    it("of a feed with no entry move with the catalog's newest day, its updated", () => {
      const undateGo = (topics: { node: TopicNode; fileName: string }[]) =>
        topics.find(({ fileName }) => fileName === "go")?.node.videos.forEach((video) => delete video.added);
      const emptyGo = plans(catalog(undateGo));
      const newer = plans(
        catalog((topics) => {
          undateGo(topics);
          topics
            .find(({ fileName }) => fileName === "kotlin")
            ?.node.videos.push({ youtubeId: "fixNew00001", title: "Kotlin again", added: "2026-11-30" });
        }),
      );
      const file = "Free/go-learning/feed.xml";
      expect(parseAtomFeed(emptyGo.get(file)?.xml() ?? "").entries ?? []).toEqual([]);
      expect(newer.get(file)?.xml()).not.toBe(emptyGo.get(file)?.xml());
      expect(newer.get(file)?.key).not.toBe(emptyGo.get(file)?.key);
    });

    it("are none for the site's feeds, which are made on every build", () => {
      expect(before.get("feed.xml")?.key).toBeNull();
      expect(before.get("ar/feed.xml")?.key).toBeNull();
    });
  });

  // `added` is optional: an entry without it is in no feed, and a catalog with no day at all still has valid feeds.
  describe("with undated entries", () => {
    const undate = (topics: { node: TopicNode }[], keep: (youtubeId: string) => boolean) =>
      topics.forEach(({ node }) =>
        node.videos.forEach((video) => {
          if (!keep(video.youtubeId)) delete video.added;
        }),
      );
    const withoutPaidDays = (paid: PaidNode[]) => paid.map((course) => ({ ...course, added: undefined }));

    it("leave out the undated entries and keep the dated ones (mixed)", () => {
      const mixed = catalogFeeds(catalog((topics) => undate(topics, (id) => id === "fixVid00051")));
      const ids = (parseAtomFeed(mixed.get("feed.xml") ?? "").entries ?? []).map((entry) => entry.id);
      expect(ids).toContain("tag:corsi.netlify.app,2026-11-24:video/fixVid00051");
      expect(ids.filter((id) => id?.includes(":video/"))).toEqual([
        "tag:corsi.netlify.app,2026-11-24:video/fixVid00051",
      ]);
      expect(ids.some((id) => id?.includes(":paid/"))).toBe(true);
    });

    it("are valid Atom with no entries and a fixed updated when nothing is dated (none)", () => {
      const none = catalogFeeds(catalog((topics) => undate(topics, () => false), withoutPaidDays));
      const again = catalogFeeds(catalog((topics) => undate(topics, () => false), withoutPaidDays));
      expect(none.size).toBe(feeds.size);
      for (const [file, xml] of none) {
        const feed = parseAtomFeed(xml);
        expect(feed.entries ?? []).toEqual([]);
        expect(feed.id).toMatch(/^https:\/\/corsi\.netlify\.app\//);
        expect(feed.title?.value).toBeTruthy();
        // RFC 4287: updated is a date even without entries; the same on every build, not the build's clock.
        expect(Date.parse(feed.updated ?? "")).not.toBeNaN();
        expect(again.get(file)).toBe(xml);
      }
    });
  });
});
