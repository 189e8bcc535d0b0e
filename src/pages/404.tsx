import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import type { PageContext } from "../pageContexts";
import { MessagePanel } from "../sections/MessagePanel";

type Props = PageProps<Queries.NotFoundPageQuery, PageContext>;

export default function NotFoundPage(page: Props) {
  const { pages } = page.data;
  if (!pages) throw new Error("data/pages.yaml is required");
  return (
    <Layout page={page} notFound>
      <MessagePanel {...pages.notFound} to="/" />
    </Layout>
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery, PageContext> = (page) => (
  <Seo
    page={page}
    title={page.data.pages?.notFound.title ?? ""}
    description={page.data.pages?.notFound.description ?? ""}
    noindex
  />
);

export const query = graphql`
  query NotFoundPage($locale: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      notFound {
        title
        description
        heading
        text
        linkLabel
      }
    }
  }
`;
