import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { languagesPresent, presentLanguage } from "../content/topics";
import { jsonForScript, videoListJsonLd } from "../content/videoListJsonLd";
import { useLanguageFilter } from "../hooks/useLanguageFilter";
import { CatalogTools } from "../sections/CatalogTools";
import { PageHeader } from "../sections/PageHeader";
import { TopicIndex } from "../sections/TopicIndex";
import { TopicSection } from "../sections/TopicSection";
import { absoluteUrl, posterTone } from "../siteManifest";

/**
 * /Free: every topic in the index, and the first FREE_PREVIEW_VIDEOS videos of the first FREE_PREVIEW_TOPICS topics
 * (the page's context, set in plugins/corsi-content). Its size never depends on how many videos a topic holds: the
 * rest of each topic is on its own page.
 */
export default function FreePage({ data: { pages, index, previewed } }: PageProps<Queries.FreePageQuery>) {
  const [chosen, setLanguage] = useLanguageFilter();
  if (!pages) throw new Error("data/pages.yaml is required");
  const { heading, text, indexLabel, watchLabel, allVideosLink } = pages.free;
  const topics = index.nodes;
  const languages = languagesPresent(topics);
  const language = presentLanguage(chosen, languages);
  return (
    <Layout>
      <div className="container py-5">
        <PageHeader heading={heading} text={text}>
          <CatalogTools text={pages.free} languages={languages} language={language} onLanguageChange={setLanguage} />
          <TopicIndex label={indexLabel} topics={topics} language={language} />
        </PageHeader>
        {previewed.nodes.map((topic, position) => (
          <TopicSection
            key={topic.pagePath}
            topic={topic}
            videos={topic.preview}
            tone={posterTone(position)}
            watchLabel={watchLabel}
            language={language}
            allVideosLink={allVideosLink}
            first={position === 0}
          />
        ))}
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.FreePageQuery> = ({ data, location }) => {
  const previews = data.previewed.nodes.map(({ title, preview }) => ({ title, videos: preview }));
  const jsonLd = jsonForScript(videoListJsonLd(absoluteUrl(location.pathname), previews));
  return (
    <Seo
      title={data.pages?.free.title ?? ""}
      description={data.pages?.free.description ?? ""}
      pathname={location.pathname}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </Seo>
  );
};

export const query = graphql`
  query FreePage($previewVideos: Int!, $previewTopics: Int!) {
    pages {
      free {
        title
        description
        heading
        text
        indexLabel
        watchLabel
        allVideosLink
        ...CatalogToolsText
      }
    }
    index: allTopic(sort: [{ position: ASC }, { title: ASC }]) {
      nodes {
        ...TopicIndexEntry
      }
    }
    previewed: allTopic(sort: [{ position: ASC }, { title: ASC }], limit: $previewTopics) {
      nodes {
        ...TopicSection
        preview: videoRange(skip: 0, limit: $previewVideos) {
          ...VideoCard
        }
      }
    }
  }
`;
