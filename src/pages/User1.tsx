import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import type { PageContext } from "../pageContexts";

/** As the spec asks: the navigation bar and nothing else (the heading is for screen readers only). */
type Props = PageProps<Queries.User1PageQuery, PageContext>;

export default function User1Page(page: Props) {
  const { pages } = page.data;
  return (
    <Layout page={page} footer={false}>
      <h1 className="visually-hidden">{pages?.user1.title}</h1>
    </Layout>
  );
}

export const Head: HeadFC<Queries.User1PageQuery, PageContext> = (page) => (
  <Seo page={page} title={page.data.pages?.user1.title ?? ""} description={page.data.pages?.user1.description ?? ""} />
);

export const query = graphql`
  query User1Page($locale: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      user1 {
        title
        description
      }
    }
  }
`;
