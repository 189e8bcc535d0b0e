import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { paidCoursesJsonLd } from "../content/paidJsonLd";
import { jsonForScript } from "../content/videoListJsonLd";
import { MessagePanel } from "../sections/MessagePanel";
import { PaidCourseList } from "../sections/PaidCourseList";
import { ROUTES, type PageContext } from "../siteManifest";

type Props = PageProps<Queries.PaidPageQuery, PageContext>;

/** /Paid: the paid courses by topic, or, while there are none, the message inviting authors to get in touch. */
export default function PaidPage(page: Props) {
  const { pages, site } = page.data;
  if (!pages || !site) throw new Error("data/pages.yaml and data/site.yaml are required");
  const topics = page.data.topics.nodes;
  return (
    <Layout page={page}>
      {topics.length === 0 ? (
        <MessagePanel {...pages.paid} to={ROUTES.contact.path} />
      ) : (
        <PaidCourseList text={pages.paid} tools={pages.free} topics={topics} email={site.contact.email} />
      )}
    </Layout>
  );
}

export const Head: HeadFC<Queries.PaidPageQuery, PageContext> = (page) => {
  const courses = page.data.topics.nodes.flatMap((topic) => topic.paidCourses);
  const copy = page.data.pages?.paid;
  return (
    <Seo
      page={page}
      title={copy?.title ?? ""}
      description={(courses.length > 0 ? copy?.listDescription : copy?.description) ?? ""}
    >
      {courses.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(paidCoursesJsonLd(courses)) }}
        />
      )}
    </Seo>
  );
};

export const query = graphql`
  query PaidPage($locale: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
      contact {
        email
      }
    }
    pages: pagesIn(locale: $locale) {
      paid {
        title
        description
        heading
        text
        linkLabel
        listDescription
        ...PaidListText
      }
      free {
        ...CatalogToolsText
      }
    }
    # Only the topics with paid courses: with none, the page's data is as it was before there were paid courses.
    topics: allTopic(filter: { paidCount: { gt: 0 } }, sort: [{ position: ASC }, { title: ASC }]) {
      nodes {
        ...PaidTopic
      }
    }
  }
`;
