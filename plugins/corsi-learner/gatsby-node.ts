import { writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { type QueriedTopic, savedCatalog } from "./catalog";
import { catalogPaidCourse, type QueriedPaidCourse } from "./paidCourses";
import { LOCALE_LIST, SAVED_CATALOG_PATH } from "../../src/siteManifest";

/**
 * After the pages: the catalog's card data for /Saved, in public/saved-catalog.json (before the host's adapter, which
 * publishes it with the other files). The thumbnails are the files the build made for the
 * cards (plugins/corsi-thumbnails), the ones the topic pages already use.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data, errors } = await graphql<{
    allTopic: { nodes: QueriedTopic[] };
    allPaidCourse: { nodes: QueriedPaidCourse[] };
  }>(`
    query SavedCatalog {
      allTopic(sort: [{ position: ASC }, { title: ASC }]) {
        nodes {
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
            embeddable
            course {
              lessonCount
              ${LOCALE_LIST.map((locale) => `summary_${locale}: summary(locale: "${locale}") path_${locale}: pagePath(locale: "${locale}")`).join("\n")}
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
    }
  `);
  if (errors || !data) return reporter.panic("Could not read the catalog for /Saved", errors);
  writeFileSync(
    path.join("public", SAVED_CATALOG_PATH.slice(1)),
    JSON.stringify({
      ...savedCatalog(data.allTopic.nodes),
      // By address: Gatsby lists nodes in the order they were made, which a warm build does not keep.
      courses: [...data.allPaidCourse.nodes].sort((a, b) => a.slug.localeCompare(b.slug)).map(catalogPaidCourse),
    }),
  );
};
