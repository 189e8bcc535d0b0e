import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../sections/PageHeader";

export default function PaidPage({ data: { pages } }: PageProps<Queries.PaidPageQuery>) {
  if (!pages) throw new Error("data/pages.yaml is required");
  const { heading, text, linkLabel } = pages.paid;
  return (
    <Layout>
      <div className="container py-5 text-center message-page">
        <PageHeader heading={heading} text={text}>
          <Link className="btn btn-primary btn-lg" to="/Contact">
            {linkLabel}
          </Link>
        </PageHeader>
      </div>
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
