import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { languagesPresent } from "../content/topics";
import { jsonForScript, videoListJsonLd } from "../content/videoListJsonLd";
import { useLanguageFilter } from "../hooks/useLanguageFilter";
import { LanguageFilter } from "../sections/LanguageFilter";
import { PageHeader } from "../sections/PageHeader";
import { SearchBox } from "../sections/SearchBox";
import { TopicIndex } from "../sections/TopicIndex";
import { TopicSection } from "../sections/TopicSection";
import { absoluteUrl, posterTone } from "../siteManifest";

/**
 * /Free: every topic in the index, and the first FREE_PREVIEW_VIDEOS videos of the first FREE_PREVIEW_TOPICS topics
 * (the page's context, set in plugins/corsi-content). Its size never depends on how many videos a topic holds: the
 * rest of each topic is on its own page.
 */
export default function FreePage({ data: { pages, index, previewed } }: PageProps<Queries.FreePageQuery>) {
  const [language, setLanguage] = useLanguageFilter();
  if (!pages) throw new Error("data/pages.yaml is required");
  const { heading, text, indexLabel, watchLabel, allVideosLink, filter, search } = pages.free;
  const topics = index.nodes;
  return (
    <Layout>
      <div className="container py-5">
        <PageHeader heading={heading} text={text}>
          <div className="catalog-tools d-flex flex-column flex-md-row gap-3 mb-3">
            <SearchBox text={search} />
            <LanguageFilter
              label={filter.label}
              allLabel={filter.all}
              languages={languagesPresent(topics)}
              value={language}
              onChange={setLanguage}
            />
          </div>
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
        filter {
          label
          all
        }
        search {
          ...SearchBoxText
        }
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
