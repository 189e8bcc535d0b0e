import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PathCard } from "../paths/PathCard";
import { LearnerStatus } from "../components/LearnerStatus";
import { PageHeader } from "../sections/PageHeader";
import { CatalogFilter } from "../sections/CatalogFilter";
import { CATALOG_TOOLS_CLASS, facetsOf, LEVEL_PARAMETER } from "../catalogTools/markup";
import { COURSE_LEVELS } from "../content/levels";
import type { PageContext } from "../pageContexts";

type PathsPageProps = PageProps<Queries.PathsPageQuery, PageContext>;

/**
 * /Paths: every learning path in the owner's order, each with its level, size, length and the learner's progress once
 * started; the level filter (`?level=beginner`) is the catalog tools' (src/catalogTools/), and without JavaScript every
 * path stays listed.
 */
export default function PathsPage(page: PathsPageProps) {
  const { pages } = page.data;
  if (!pages) throw new Error("data/pages.yaml is required");
  const { paths: copy } = pages;
  const paths = page.data.paths.nodes;
  const levels = COURSE_LEVELS.filter((level) => paths.some((path) => path.level === level));
  return (
    <Layout page={page}>
      <div className="container py-5">
        <PageHeader heading={copy.heading} text={paths.length > 0 ? copy.text : copy.none}>
          {levels.length > 1 && (
            <div className={`${CATALOG_TOOLS_CLASS} d-flex mb-3`}>
              <CatalogFilter
                label={copy.levelFilter.label}
                allLabel={copy.levelFilter.all}
                options={levels.map((level) => [level, pages.paid.card.levels[level]])}
                parameter={LEVEL_PARAMETER}
                className="level-filter"
              />
            </div>
          )}
        </PageHeader>
        <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
          {paths.map((path) => (
            <li key={path.slug} className="col" {...facetsOf({ level: path.level })}>
              <PathCard path={path} text={copy} levels={pages.paid.card.levels} duration={pages.course.duration} />
            </li>
          ))}
        </ul>
        <LearnerStatus />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.PathsPageQuery, PageContext> = (page) => (
  <Seo page={page} title={page.data.pages?.paths.title ?? ""} description={page.data.pages?.paths.description ?? ""} />
);

export const query = graphql`
  query PathsPage($locale: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      paths {
        title
        description
        heading
        text
        none
        levelFilter {
          label
          all
        }
        ...PathCardText
      }
      paid {
        card {
          levels {
            ...PaidCourseLevelText
          }
        }
      }
      course {
        duration {
          hours
          minutes
        }
      }
    }
    paths: catalogPaths {
      nodes {
        ...PathCard
      }
    }
  }
`;
