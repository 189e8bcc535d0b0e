import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { paidCoursesJsonLd } from "../content/paidJsonLd";
import { jsonForScript } from "../content/videoListJsonLd";
import { MessagePanel } from "../sections/MessagePanel";
import { PaidCourseList } from "../sections/PaidCourseList";
import { fill } from "../content/text";
import { ROUTES } from "../siteManifest";
import type { PaidPageContext } from "../pageContexts";

type Props = PageProps<Queries.PaidPageQuery, PaidPageContext>;

/** The topics with paid courses on this page (a topic's other courses may be on the next). */
const topicsOf = (data: Queries.PaidPageQuery) => data.topics.nodes.filter((topic) => topic.paidCourses.length > 0);

/** /Paid: the paid courses by topic, or, while there are none, the message inviting authors to get in touch. */
export default function PaidPage(page: Props) {
  const { pages, site } = page.data;
  if (!pages || !site) throw new Error("data/pages.yaml and data/site.yaml are required");
  const topics = topicsOf(page.data);
  return (
    <Layout page={page}>
      {topics.length === 0 ? (
        <MessagePanel {...pages.paid} to={ROUTES.contact.path} />
      ) : (
        <PaidCourseList
          text={pages.paid}
          tools={pages.free}
          topics={topics}
          email={site.contact.email}
          pagination={pages.topic.pagination}
          context={page.pageContext}
        />
      )}
    </Layout>
  );
}

export const Head: HeadFC<Queries.PaidPageQuery, PaidPageContext> = (page) => {
  const courses = topicsOf(page.data).flatMap((topic) => topic.paidCourses);
  const copy = page.data.pages?.paid;
  const { page: number, pages } = page.pageContext;
  const pageNumber =
    pages > 1 && page.data.pages ? ` (${fill(page.data.pages.topic.pagination.page, { page: number, pages })})` : "";
  return (
    <Seo
      page={page}
      title={(copy?.title ?? "") + pageNumber}
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
  query PaidPage($locale: String!, $ids: [String!]!) {
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
      topic {
        pagination {
          ...PaginationText
        }
      }
    }
    # Only the topics with paid courses (with none, no topic at all); of each, the courses on this page.
    topics: catalogTopics(withPaid: true) {
      nodes {
        ...PaidTopic
      }
    }
  }
`;
