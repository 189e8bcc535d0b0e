import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { fill, fillPlural } from "../content/text";
import { filterValues } from "../content/topics";
import { textsByCount } from "../catalogTools/markup";
import { jsonForScript, videoListJsonLd } from "../content/videoListJsonLd";
import { LearnerStatus } from "../components/LearnerStatus";
import { WatchedCount } from "../components/WatchedCount";
import { CatalogTools } from "../sections/CatalogTools";
import { PageHeader } from "../sections/PageHeader";
import { Pagination } from "../sections/Pagination";
import { TopicSection } from "../sections/TopicSection";
import { absoluteUrl, localePath, posterTone, ROUTES, topicFeedPath, topicPagePath } from "../siteManifest";
import { FEED_TYPE } from "../content/feeds";
import { cardsFactsMeta } from "../content/pagefind";
import { cardFactsText } from "../components/VideoCard";
import { videoAnchor } from "../content/youtube";
import type { TopicPageContext } from "../pageContexts";

type TopicPageProps = PageProps<Queries.TopicPageQuery, TopicPageContext>;

/** /Free/<slug>: one topic's videos, TOPIC_PAGE_SIZE to a page (plugins/corsi-content creates the pages). */
export default function TopicPage(page: TopicPageProps) {
  const {
    data: { pages, topic },
    pageContext,
  } = page;
  if (!pages || !topic) throw new Error("data/pages.yaml and the topic are required");
  const values = filterValues([topic]);
  const { free, topic: copy } = pages;
  const captionsLabel = page.data.site?.labels.captions ?? "";
  const facts = cardsFactsMeta(
    topic.videos.map((video) => ({
      id: videoAnchor(video.youtubeId),
      facts: cardFactsText(video, pageContext.locale, captionsLabel),
    })),
  );
  return (
    <Layout page={page}>
      <div className="container py-5">
        <p className="mb-2">
          <a href={localePath(pageContext.locale, ROUTES.free.path)} className="back-link">
            {copy.backLabel}
          </a>
        </p>
        <PageHeader
          heading={topic.title}
          text={fillPlural(copy.text, topic.videoCount)}
          textData={textsByCount(topic.facets, values, (count) => fillPlural(copy.text, count))}
        >
          <WatchedCount
            topic={topic.address}
            total={topic.videoCount}
            className="d-block mb-3 fw-semibold"
            text={page.data.site?.learner.progress}
          />
          {/* Only on a topic with paid courses, whose page's data alone carries the link's texts ($hasPaid). */}
          {pageContext.paidPath && topic.paidCount && copy.paidLink && (
            <p>
              <a href={`${pageContext.paidPath}#${topic.address}`}>
                {fillPlural(copy.paidLink, topic.paidCount, {}, pageContext.locale)}
              </a>
            </p>
          )}
          <CatalogTools text={free} levelText={pages} values={values} />
        </PageHeader>
        {/* Pagefind indexes only the topic pages' videos, so each search result is one video on the page holding it;
            the result's title is the topic's, read from data-title (a <meta> without a name is not valid HTML), and
            each card's line is read from data-facts. */}
        <div
          data-pagefind-body
          data-pagefind-meta="title[data-title], facts[data-facts]"
          data-title={topic.title}
          data-facts={facts}
        >
          <TopicSection
            topic={topic}
            videos={topic.videos}
            tone={posterTone(pageContext.page - 1)}
            watchLabel={free.watchLabel}
            heading={false}
            first
            searchable
          />
        </div>
        <Pagination
          text={copy.pagination}
          page={pageContext.page}
          pages={pageContext.pages}
          pathOf={(number) => localePath(pageContext.locale, topicPagePath(topic.address, number))}
        />
        <LearnerStatus />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.TopicPageQuery, TopicPageContext> = (page) => {
  const { data, location, pageContext } = page;
  if (!data.pages || !data.topic) throw new Error("data/pages.yaml and the topic are required");
  const { topic } = data;
  const pageNumber =
    pageContext.pages > 1
      ? ` (${fill(data.pages.topic.pagination.page, { page: pageContext.page, pages: pageContext.pages })})`
      : "";
  const jsonLd = jsonForScript(videoListJsonLd(absoluteUrl(location.pathname), [topic]));
  return (
    <Seo
      page={page}
      title={fill(data.pages.topic.title, { topic: topic.title }) + pageNumber}
      description={fillPlural(data.pages.topic.description, topic.videoCount, { topic: topic.title })}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {/* The topic's own feed (plugins/corsi-feeds), which a feed reader finds from the page. */}
      <link
        rel="alternate"
        type={FEED_TYPE}
        href={topicFeedPath(pageContext.locale, topic.address)}
        title={fill(data.pages.new.feed.topicTitle, { topic: topic.title })}
      />
    </Seo>
  );
};

export const query = graphql`
  query TopicPage($locale: String!, $id: String!, $skip: Int!, $limit: Int!, $hasPaid: Boolean!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      ...CatalogLevelText
      free {
        watchLabel
        ...CatalogToolsText
      }
      topic {
        title
        description {
          one
          other
        }
        text {
          one
          other
        }
        backLabel
        paidLink @include(if: $hasPaid) {
          one
          other
        }
        pagination {
          ...PaginationText
        }
      }
      new {
        feed {
          topicTitle
        }
      }
    }
    topic(id: { eq: $id }) {
      ...TopicSection
      paidCount @include(if: $hasPaid)
      videos: videoRange(skip: $skip, limit: $limit) {
        ...VideoCard
      }
    }
  }
`;
