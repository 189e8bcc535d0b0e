import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { MessagePanel } from "../sections/MessagePanel";

export default function NotFoundPage({ data: { pages } }: PageProps<Queries.NotFoundPageQuery>) {
  if (!pages) throw new Error("data/pages.yaml is required");
  return (
    <Layout>
      <MessagePanel {...pages.notFound} to="/" />
    </Layout>
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => (
  <Seo
    title={data.pages?.notFound.title ?? ""}
    description={data.pages?.notFound.description ?? ""}
    pathname={location.pathname}
    noindex
  />
);

export const query = graphql`
  query NotFoundPage {
    pages {
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
