import React, { useEffect, useState } from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { APP_ONLY_CLASS, NO_APP_CLASS } from "../components/appOnly";
import { LearnerStatus } from "../components/LearnerStatus";
import { PageHeader } from "../sections/PageHeader";
import type { SavedList as SavedListComponent } from "../saved/SavedList";
import type { PageContext } from "../pageContexts";

/**
 * /Saved: the visitor's own list, kept in this browser (src/learner/). The server's page explains the feature and, for
 * a browser without JavaScript, that the list needs it; the list itself is drawn by the app, from the browser's store.
 */
type Props = PageProps<Queries.SavedPageQuery, PageContext>;

/**
 * The list's code (drawing, removing, moving and sharing) is a chunk of its own, asked for once the app has started:
 * nothing of it is drawn before, since the list lives in the browser, so the page's first load stays that of a
 * page of text (docs/performance.md).
 */
function LazySavedList(props: React.ComponentProps<typeof SavedListComponent> & { loading: string }) {
  const [List, setList] = useState<typeof SavedListComponent>();
  useEffect(() => {
    void import("../saved/SavedList").then(({ SavedList }) => setList(() => SavedList));
  }, []);
  return List ? <List {...props} /> : <p>{props.loading}</p>;
}

export default function SavedPage(page: Props) {
  const { pages } = page.data;
  if (!pages) throw new Error("data/pages.yaml is required");
  const { saved, free, paid, paths } = pages;
  const notes = page.data.notesText?.notes;
  if (!notes) throw new Error("data/site.yaml's notes are required");
  return (
    <Layout page={page}>
      <div className="container py-5 saved-page">
        <PageHeader heading={saved.heading} text={saved.text} />
        <p className={`${NO_APP_CLASS} saved-message`}>{saved.noScript}</p>
        <div className={APP_ONLY_CLASS}>
          <LazySavedList
            text={saved}
            watchLabel={free.watchLabel}
            paidText={paid}
            pathProgressText={paths.progress}
            moments={notes}
            loading={saved.loading}
          />
        </div>
        <LearnerStatus />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.SavedPageQuery, PageContext> = (page) => (
  <Seo page={page} title={page.data.pages?.saved.title ?? ""} description={page.data.pages?.saved.description ?? ""} />
);

export const query = graphql`
  query SavedPage($locale: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    notesText: siteSettingsIn(locale: $locale) {
      notes {
        at
        atLesson
      }
    }
    pages: pagesIn(locale: $locale) {
      saved {
        title
        description
        heading
        text
        noScript
        ...SavedListText
      }
      free {
        watchLabel
      }
      paid {
        ...SavedPaidText
      }
      paths {
        progress
      }
    }
  }
`;
