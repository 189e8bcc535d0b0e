import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { LocalLink } from "../components/LocalLink";
import { Seo } from "../components/Seo";
import type { PageContext } from "../pageContexts";
import { PageHeader } from "../sections/PageHeader";
import { localePath, ROUTES } from "../siteManifest";
import { KEPT_PAGES_LIST_CLASS } from "../offline/keptPages";

type Props = PageProps<Queries.OfflinePageQuery, PageContext>;

/**
 * /Offline: what the offline worker (src/offline/) answers, without a connection, for a page this device never opened,
 * at the address asked for. It says so, leads to the learner's list, and lists the paths and topics kept here (its own
 * inline script fills the list from the worker's cache: plugins/corsi-boot/inline/keptPagesScript.ts).
 */
export default function OfflinePage(page: Props) {
  const { pages } = page.data;
  if (!pages) throw new Error("data/pages.yaml is required");
  const { heading, text, linkLabel, keptHeading } = pages.offline;
  const edition = localePath(page.pageContext.locale, "/").replace(/\/$/, "");
  return (
    <Layout page={page}>
      <div className="container py-5">
        <PageHeader heading={heading} text={text}>
          <LocalLink className="btn btn-primary btn-lg" to={ROUTES.saved.path}>
            {linkLabel}
          </LocalLink>
        </PageHeader>
        <section className="mt-4" aria-labelledby="kept-pages" hidden>
          <h2 id="kept-pages">{keptHeading}</h2>
          <ul className={KEPT_PAGES_LIST_CLASS} data-edition={edition} />
        </section>
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.OfflinePageQuery, PageContext> = (page) => (
  <Seo
    page={page}
    title={page.data.pages?.offline.title ?? ""}
    description={page.data.pages?.offline.description ?? ""}
    noindex
  />
);

export const query = graphql`
  query OfflinePage($locale: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      offline {
        title
        description
        heading
        text
        linkLabel
        keptHeading
      }
    }
  }
`;
