import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { fill } from "../content/text";
import { filterValues } from "../content/topics";
import { CatalogTools } from "../sections/CatalogTools";
import { PageHeader } from "../sections/PageHeader";
import { Pagination } from "../sections/Pagination";
import { TopicIndex } from "../sections/TopicIndex";
import { localePath, ROUTES, topicListPath } from "../siteManifest";
import type { TopicListPageContext } from "../pageContexts";

type TopicListPageProps = PageProps<Queries.TopicListPageQuery, TopicListPageContext>;

/**
 * /Topics: every topic, TOPIC_LIST_PAGE_SIZE a page, for a catalog with more topics than /Free's index holds
 * (plugins/corsi-content creates these pages only then). Plain links, so every topic is reached without JavaScript.
 */
export default function TopicListPage(page: TopicListPageProps) {
  const {
    data: { pages, topics },
    pageContext,
  } = page;
  if (!pages) throw new Error("data/pages.yaml is required");
  // The filters of /Free's index, over this page's topics: their counts and links follow the choice or the address.
  const values = filterValues(topics.nodes);
  return (
    <Layout page={page}>
      <div className="container py-5">
        <p className="mb-2">
          <a href={localePath(pageContext.locale, ROUTES.free.path)} className="back-link">
            {pages.topic.backLabel}
          </a>
        </p>
        <PageHeader heading={pages.free.indexLabel} text={pages.free.text}>
          <CatalogTools text={pages.free} levelText={pages} values={values} />
          <TopicIndex
            label={pages.free.indexLabel}
            topics={topics.nodes}
            progressText={page.data.site?.learner.progress ?? ""}
          />
        </PageHeader>
        <Pagination
          text={pages.topic.pagination}
          page={pageContext.page}
          pages={pageContext.pages}
          pathOf={(number) => localePath(pageContext.locale, topicListPath(number))}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.TopicListPageQuery, TopicListPageContext> = (page) => {
  const { data, pageContext } = page;
  if (!data.pages) throw new Error("data/pages.yaml is required");
  const { free, topic } = data.pages;
  const pageNumber =
    pageContext.pages > 1
      ? ` (${fill(topic.pagination.page, { page: pageContext.page, pages: pageContext.pages })})`
      : "";
  return <Seo page={page} title={`${free.indexLabel}: ${free.title}${pageNumber}`} description={free.description} />;
};

export const query = graphql`
  query TopicListPage($locale: String!, $skip: Int!, $limit: Int!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      ...CatalogLevelText
      free {
        ...TopicIndexPageText
        ...CatalogToolsText
      }
      topic {
        backLabel
        pagination {
          ...PaginationText
        }
      }
    }
    topics: catalogTopics(skip: $skip, limit: $limit) {
      nodes {
        ...TopicIndexEntry
      }
    }
  }
`;
