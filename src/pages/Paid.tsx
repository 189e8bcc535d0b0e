import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { MessagePanel } from "../sections/MessagePanel";
import { ROUTES, type PageContext } from "../siteManifest";

type Props = PageProps<Queries.PaidPageQuery, PageContext>;

export default function PaidPage(page: Props) {
  const { pages } = page.data;
  if (!pages) throw new Error("data/pages.yaml is required");
  return (
    <Layout page={page}>
      <MessagePanel {...pages.paid} to={ROUTES.contact.path} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.PaidPageQuery, PageContext> = (page) => (
  <Seo page={page} title={page.data.pages?.paid.title ?? ""} description={page.data.pages?.paid.description ?? ""} />
);

export const query = graphql`
  query PaidPage($locale: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      paid {
        title
        description
        heading
        text
        linkLabel
      }
    }
  }
`;
