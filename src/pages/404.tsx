import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../sections/PageHeader";

export default function NotFoundPage({ data: { pages } }: PageProps<Queries.NotFoundPageQuery>) {
  if (!pages) throw new Error("data/pages.yaml is required");
  const { heading, text, linkLabel } = pages.notFound;
  return (
    <Layout>
      <div className="container py-5 text-center message-page">
        <PageHeader heading={heading} text={text}>
          <Link className="btn btn-primary btn-lg" to="/">
            {linkLabel}
          </Link>
        </PageHeader>
      </div>
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
