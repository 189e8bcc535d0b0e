import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { MessagePanel } from "../sections/MessagePanel";
import { ROUTES } from "../siteManifest";

export default function PaidPage({ data: { pages } }: PageProps<Queries.PaidPageQuery>) {
  if (!pages) throw new Error("data/pages.yaml is required");
  return (
    <Layout>
      <MessagePanel {...pages.paid} to={ROUTES.contact.path} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.PaidPageQuery> = ({ data, location }) => (
  <Seo
    title={data.pages?.paid.title ?? ""}
    description={data.pages?.paid.description ?? ""}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query PaidPage {
    pages {
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
