import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";

/** As the spec asks: the navigation bar and nothing else (the heading is for screen readers only). */
export default function User1Page({ data: { pages } }: PageProps<Queries.User1PageQuery>) {
  return (
    <Layout footer={false}>
      <h1 className="visually-hidden">{pages?.user1.title}</h1>
    </Layout>
  );
}

export const Head: HeadFC<Queries.User1PageQuery> = ({ data, location }) => (
  <Seo
    title={data.pages?.user1.title ?? ""}
    description={data.pages?.user1.description ?? ""}
    pathname={location.pathname}
    noindex
  />
);

export const query = graphql`
  query User1Page {
    pages {
      user1 {
        title
        description
      }
    }
  }
`;
