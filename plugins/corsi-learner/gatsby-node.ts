import { writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { type QueriedTopic, savedCatalog } from "./savedCatalogFile";
import { savedCatalogPaidCourse, type QueriedPaidCourse } from "./paidCourses";
import { savedCatalogPath, PATH_ADDRESSES, type QueriedPath } from "./paths";
import { forgetRemovedTopics, topicEntry } from "./keptTopics";
import { digestsBy, type KeyedTopic, topicKeys } from "./topicKeys";
import { compiledCode, hashOf } from "../shared/digest";
import { byFileName } from "../corsi-content/catalogIndex";
import { nodeTypeName, TOPIC_TYPE_NAME, TYPE_NAME_BY_FILE } from "../corsi-content/files";
import { FACTS_TYPE, PLAYLIST_COURSE_TYPE, THUMBNAIL_TYPE } from "../shared/nodeTypes";
import { plural } from "../shared/plural";
import { LOCALE_LIST, SAVED_CATALOG_PATH } from "../../src/siteManifest";

/** A topic's card data for /Saved, by the topics' ids (all of them, or those whose part must be read again). */
const TOPICS_QUERY = `
  query SavedCatalogTopics($ids: [String!]!) {
    allTopic(filter: { id: { in: $ids } }) {
      nodes {
        id
        address
        title
        titleAr
        videos {
          youtubeId
          title
          titleAr
          channel
          language
          playlistId
          published
          seconds
          ${LOCALE_LIST.map((locale) => `length_${locale}: length(locale: "${locale}")`).join("\n")}
          ${LOCALE_LIST.map((locale) => `views_${locale}: views(locale: "${locale}") level_${locale}: levelIn(locale: "${locale}")`).join("\n")}
          captions
          level
          embeddable
          course {
            lessonCount
            years
            ${LOCALE_LIST.map((locale) => `summary_${locale}: summary(locale: "${locale}") path_${locale}: pagePath(locale: "${locale}")`).join("\n")}
            ${LOCALE_LIST.map((locale) => `captions_${locale}: captionsIn(locale: "${locale}")`).join("\n")}
          }
          thumbnail {
            image {
              src
              srcSet
              width
              height
            }
          }
        }
      }
    }
  }
`;

/** The topics in the catalog's order, the paid courses and the learning paths (few, read whole each build). */
const ORDER_QUERY = `
  query SavedCatalogOrder {
    catalogTopics {
      nodes {
        id
      }
    }
    allPaidCourse {
      nodes {
        slug
        title
        titleAr
        provider
        url
        sponsored
        price
        currency
        priceCheckedOn
        hours
      }
    }
    catalogPaths {
      nodes {
        slug
        title
        titleAr
        listIds
        ${PATH_ADDRESSES}
      }
    }
  }
`;

type KeptTopic = QueriedTopic & { id: string };

/**
 * After the pages: the catalog's card data for /Saved, in public/saved-catalog.json (before the host's adapter, which
 * publishes it with the other files). The thumbnails are the files the build made for the cards
 * (plugins/corsi-thumbnails), the ones the topic pages already use.
 *
 * Reading every video's card data is most of a warm build at catalog scale (docs/incremental-builds.md, item 11), so
 * each topic's part is kept in the plugin's cache under a key of everything it is made from
 * (topicKeys.ts), and only the topics whose key changed are read again.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, cache, getNodesByType }) => {
  const code = compiledCode();
  const pages = getNodesByType(nodeTypeName(TYPE_NAME_BY_FILE["pages.yaml"])).map(
    (node) => node.internal.contentDigest,
  );
  const keys = topicKeys(
    getNodesByType(TOPIC_TYPE_NAME) as unknown as KeyedTopic[],
    digestsBy([...getNodesByType(FACTS_TYPE), ...getNodesByType(THUMBNAIL_TYPE)], "youtubeId"),
    digestsBy(getNodesByType(PLAYLIST_COURSE_TYPE), "playlistId"),
    hashOf([TOPICS_QUERY, code ?? `uncached ${Date.now()}`, ...pages]),
  );
  const order = await graphql<{
    catalogTopics: { nodes: { id: string }[] };
    allPaidCourse: { nodes: QueriedPaidCourse[] };
    catalogPaths: { nodes: QueriedPath[] };
  }>(ORDER_QUERY);
  if (order.errors || !order.data) return reporter.panic("Could not read the catalog for /Saved", order.errors);
  const ids = order.data.catalogTopics.nodes.map(({ id }) => id);

  const topics = new Map<string, KeptTopic>();
  for (const id of ids) {
    const kept = (await cache.get(topicEntry(id))) as { key: string; topic: KeptTopic } | undefined;
    if (kept && kept.key === keys.get(id)) topics.set(id, kept.topic);
  }
  const changed = ids.filter((id) => !topics.has(id));
  if (changed.length > 0) {
    const { data, errors } = await graphql<{ allTopic: { nodes: KeptTopic[] } }>(TOPICS_QUERY, { ids: changed });
    if (errors || !data) return reporter.panic("Could not read the catalog for /Saved", errors);
    for (const topic of data.allTopic.nodes) {
      topics.set(topic.id, topic);
      await cache.set(topicEntry(topic.id), { key: keys.get(topic.id), topic });
    }
  }
  const removed = await forgetRemovedTopics(cache, ids);
  reporter.info(
    `[corsi-learner] /Saved's catalog: ${changed.length} of ${ids.length} topics read again` +
      (removed > 0 ? `; forgot ${plural(removed, "deleted topic")}` : ""),
  );
  writeFileSync(
    path.join("public", SAVED_CATALOG_PATH.slice(1)),
    JSON.stringify({
      ...savedCatalog(ids.flatMap((id) => topics.get(id) ?? [])),
      // In the site's order (by address): Gatsby lists nodes in the order they were made, which a warm build does not keep.
      courses: [...order.data.allPaidCourse.nodes].sort(byFileName).map(savedCatalogPaidCourse),
      paths: order.data.catalogPaths.nodes.map(savedCatalogPath),
    }),
  );
};
