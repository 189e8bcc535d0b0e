import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { fill } from "../content/text";
import { filterValues } from "../content/topics";
import { jsonForScript, videoListJsonLd } from "../content/videoListJsonLd";
import { LearnerStatus } from "../components/LearnerStatus";
import { CatalogTools } from "../sections/CatalogTools";
import { PageHeader } from "../sections/PageHeader";
import { TopicIndex } from "../sections/TopicIndex";
import { TopicSection } from "../sections/TopicSection";
import { absoluteUrl, localePath, posterTone, ROUTES, topicListPath } from "../siteManifest";
import { LocalLink } from "../components/LocalLink";
import type { PageContext } from "../pageContexts";

/**
 * /Free: the first FREE_INDEX_TOPICS topics in the index (then a link to the list of every topic), and the first
 * FREE_PREVIEW_VIDEOS videos of the first FREE_PREVIEW_TOPICS topics (the page's context, set in
 * plugins/corsi-content). Its size depends neither on how many videos a topic holds nor on how many topics there are:
 * the rest of each topic is on its own page, the rest of the topics on the topic list.
 */
type FreePageProps = PageProps<Queries.FreePageQuery, PageContext>;

export default function FreePage(page: FreePageProps) {
  const { pages, index, topicCount, previewed } = page.data;
  // The values of the topics shown (the index's and the previews'): a value no topic shown has is not offered.
  const values = filterValues([...index.nodes, ...previewed.nodes]);
  if (!pages) throw new Error("data/pages.yaml is required");
  const { heading, text, indexLabel, watchLabel, allVideosLink, allTopicsLink, pathsLink, newLink } = pages.free;
  const topics = index.nodes;
  const more =
    topicCount.totalCount > topics.length
      ? {
          href: localePath(page.pageContext.locale, topicListPath()),
          label: fill(allTopicsLink, { count: topicCount.totalCount }),
        }
      : undefined;
  return (
    <Layout page={page}>
      <div className="container py-5">
        <PageHeader heading={heading} text={text}>
          <p>
            <LocalLink to={ROUTES.paths.path}>{pathsLink}</LocalLink>
            <br />
            <LocalLink to={ROUTES.new.path}>{newLink}</LocalLink>
          </p>
          <CatalogTools text={pages.free} levelText={pages} values={values} />
          <TopicIndex
            label={indexLabel}
            topics={topics}
            progressText={page.data.site?.learner.progress ?? ""}
            more={more}
          />
        </PageHeader>
        {previewed.nodes.map((topic, position) => (
          <TopicSection
            key={topic.pagePath}
            topic={topic}
            videos={topic.preview}
            tone={posterTone(position)}
            watchLabel={watchLabel}
            allVideosLink={allVideosLink}
            first={position === 0}
          />
        ))}
        <LearnerStatus />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.FreePageQuery, PageContext> = (page) => {
  const { data, location } = page;
  const previews = data.previewed.nodes.map(({ title, preview }) => ({ title, videos: preview }));
  const jsonLd = jsonForScript(videoListJsonLd(absoluteUrl(location.pathname), previews));
  return (
    <Seo page={page} title={data.pages?.free.title ?? ""} description={data.pages?.free.description ?? ""}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </Seo>
  );
};

export const query = graphql`
  query FreePage($locale: String!, $previewVideos: Int!, $previewTopics: Int!, $indexTopics: Int!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      ...CatalogLevelText
      free {
        ...TopicIndexPageText
        heading
        watchLabel
        allVideosLink
        allTopicsLink
        pathsLink
        newLink
        ...CatalogToolsText
      }
    }
    index: catalogTopics(limit: $indexTopics) {
      nodes {
        ...TopicIndexEntry
      }
    }
    topicCount: allTopic {
      totalCount
    }
    previewed: catalogTopics(limit: $previewTopics) {
      nodes {
        ...TopicSection
        preview: videoRange(skip: 0, limit: $previewVideos) {
          ...VideoCard
        }
      }
    }
  }
`;
