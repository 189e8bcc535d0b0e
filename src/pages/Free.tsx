import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { jsonForScript, videoListJsonLd } from "../content/videoListJsonLd";
import { PageHeader } from "../sections/PageHeader";
import { TopicIndex } from "../sections/TopicIndex";
import { VideoSection } from "../sections/VideoSection";
import { posterTone } from "../siteManifest";

export default function FreePage({ data: { pages, freeCourses } }: PageProps<Queries.FreePageQuery>) {
  if (!pages || !freeCourses) throw new Error("data/pages.yaml and free-courses.yaml are required");
  const { heading, text, indexLabel } = pages.free;
  return (
    <Layout>
      <div className="container py-5">
        <PageHeader heading={heading} text={text}>
          <TopicIndex label={indexLabel} topics={freeCourses.sections} />
        </PageHeader>
        {freeCourses.sections.map((section, index) => (
          <VideoSection
            key={section.title}
            section={section}
            tone={posterTone(index)}
            watchLabel={freeCourses.watchLabel}
          />
        ))}
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.FreePageQuery> = ({ data, location }) => {
  const pageUrl = `${data.site?.siteMetadata?.siteUrl}${location.pathname}`;
  const jsonLd = jsonForScript(videoListJsonLd(pageUrl, data.freeCourses?.sections ?? []));
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
  query FreePage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    pages {
      free {
        title
        description
        heading
        text
        indexLabel
      }
    }
    freeCourses {
      watchLabel
      sections {
        title
        videos {
          youtubeId
          title
          channel
          language
          playlistId
        }
      }
    }
  }
`;
