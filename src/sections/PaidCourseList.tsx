import React from "react";
import { graphql } from "gatsby";
import { PaidCourseCard } from "../components/PaidCourseCard";
import { paidPagePath } from "../content/paid";
import { cardFacets, countKeys, languagesPresent } from "../content/topics";
import { LENGTH_CLASSES, lengthClass } from "../content/duration";
import { countsOf, facetsOf, filtersKey, languageCodes } from "../catalogTools/markup";
import { LearnerStatus } from "../components/LearnerStatus";
import { localePath, posterTone } from "../siteManifest";
import type { PaidPageContext } from "../pageContexts";
import { CatalogTools } from "./CatalogTools";
import { PageHeader } from "./PageHeader";
import { Pagination } from "./Pagination";
import { PaidInvitation } from "./PaidInvitation";

interface PaidCourseListProps {
  text: Queries.PaidListTextFragment;
  tools: Queries.CatalogToolsTextFragment;
  /** The topics with paid courses on this page, in the catalog's order. */
  topics: readonly Queries.PaidTopicFragment[];
  email: string;
  pagination: Queries.PaginationTextFragment;
  context: PaidPageContext;
}

/**
 * /Paid with paid courses, PAID_PAGE_SIZE a page: a section per topic (its address as the section's id, which a topic page links to), each
 * course a card, filtered by language like the videos; then the invitation to authors. Pagefind indexes the cards'
 * headings, the page's heading standing for "Paid" in a result (data-title).
 */
export function PaidCourseList({ text, tools, topics, email, pagination, context }: PaidCourseListProps) {
  const courses = topics.flatMap((topic) => topic.paidCourses);
  const languages = languagesPresent(courses.map((course) => course.language));
  const classes = new Set(courses.flatMap(({ hours }) => (hours ? [lengthClass(hours * 3600)] : [])));
  const lengths = LENGTH_CLASSES.filter((length) => classes.has(length));
  const values = { lang: languageCodes(languages), length: lengths };
  // A paid course is filtered by its language and its hours (a level or captions filter is the free lists').
  const facets = ({ language, hours }: { language: string | null; hours: number | null }) =>
    cardFacets({ language, seconds: hours ? hours * 3600 : null });
  return (
    <div className="container py-5">
      <PageHeader heading={text.listHeading} text={text.listText}>
        <CatalogTools text={tools} values={values} />
      </PageHeader>
      <div data-pagefind-body data-pagefind-meta="title[data-title]" data-title={text.listHeading}>
        {topics.map((topic, position) => {
          const shown = topic.paidCourses;
          if (shown.length === 0) return null;
          const titleId = `${topic.address}-title`;
          return (
            <section
              key={topic.address}
              id={topic.address}
              className={`video-section tone-${posterTone(position)} py-4`}
              aria-labelledby={titleId}
              {...countsOf(countKeys(shown.map((course) => filtersKey(facets(course)))))}
            >
              <h2 id={titleId} className="h3 mb-3">
                {topic.title}
              </h2>
              <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
                {shown.map((course) => (
                  <li key={course.slug} className="col" {...facetsOf(facets(course))}>
                    <PaidCourseCard course={course} text={text.card} searchable />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <Pagination
        text={pagination}
        page={context.page}
        pages={context.pages}
        pathOf={(number) => localePath(context.locale, paidPagePath(number))}
      />
      <PaidInvitation text={text} email={email} />
      <LearnerStatus />
    </div>
  );
}

export const query = graphql`
  fragment PaidListText on PaidPageCopy {
    listHeading
    listText
    card {
      ...PaidCardText
    }
    ...PaidInvitationText
  }

  fragment PaidTopic on Topic {
    title: titleIn(locale: $locale)
    address
    paidCourses: paidCoursesIn(ids: $ids) {
      ...PaidCourseCard
      amount: price
      currency
      priceCheckedOn
    }
  }
`;
