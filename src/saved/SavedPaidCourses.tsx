import React from "react";
import { graphql } from "gatsby";
import { useLocale, useSiteTexts } from "../components/SiteContext";
import { fill, fillPlural } from "../content/text";
import { isoDuration } from "../content/duration";
import { type SavedCatalogPaidCourse, titleIn } from "../learner/savedCatalog";
import { GoneCard, SAVED_GRID } from "./GoneCard";
import { NamedSection } from "../components/NamedSection";

interface SavedPaidCoursesProps {
  /** The saved paid courses' ids in the list ("paid:<file name>"), with the title the list kept for each. */
  saved: readonly { id: string; title: string }[];
  courses: readonly SavedCatalogPaidCourse[];
  text: Queries.SavedPaidTextFragment;
  /** /Saved's remove button for a course (none on a shared list). */
  remove: (id: string, title: string) => React.ReactNode;
}

/**
 * The paid courses in the learner's list on /Saved, in the catalog's order: each with its price, the day it was
 * checked and the seller's link, as on /Paid; one the catalog no longer lists keeps the title it was saved with.
 */
export function SavedPaidCourses({ saved, courses, text, remove }: SavedPaidCoursesProps) {
  const locale = useLocale();
  const { labels } = useSiteTexts();
  if (saved.length === 0) return null;
  const savedIds = new Set(saved.map(({ id }) => id));
  const listedIds = new Set(courses.map(({ id }) => id));
  const listed = courses.filter(({ id }) => savedIds.has(id));
  const gone = saved.filter(({ id }) => !listedIds.has(id));
  const title = (course: SavedCatalogPaidCourse) => titleIn(course, locale);
  return (
    <NamedSection id="saved-paid" className="py-4" headingClass="h3 mb-3" heading={text.listHeading}>
      <ul className={SAVED_GRID}>
        {listed.map((course) => (
          <li key={course.id} className="col">
            <article className="card h-100 video-card">
              <div className="card-body d-flex flex-column">
                <h3 className="h6 card-title">{title(course)}</h3>
                <p className="card-subtitle small text-body-secondary mb-2">
                  <bdi>{course.provider}</bdi>
                </p>
                <p className="mb-0 fw-bold">
                  <span className="badge text-bg-light rounded-pill">{text.card.paid}</span>{" "}
                  {fill(text.card.price, { price: course.price[locale] ?? "" })}
                </p>
                <p className="small text-body-secondary mb-2">
                  {fill(text.card.checkedOn, { date: course.checkedOn[locale] ?? "" })}
                </p>
                {course.hours ? (
                  <p className="small mb-2">
                    <time dateTime={isoDuration(Math.round(course.hours * 3600))}>
                      {fillPlural(text.card.hours, course.hours, {}, locale)}
                    </time>
                  </p>
                ) : null}
                {course.sponsored && <p className="small fw-semibold">{text.card.sponsored}</p>}
                <a
                  className="mt-auto small"
                  href={course.url}
                  target="_blank"
                  rel={course.sponsored ? "sponsored noopener noreferrer" : "noopener noreferrer"}
                >
                  {fill(text.card.link, { provider: course.provider })}
                  <span className="visually-hidden">{`: ${title(course)} ${labels.newTab}`}</span>
                </a>
                {remove(course.id, title(course))}
              </div>
            </article>
          </li>
        ))}
        {gone.map(({ id, title: kept }) => (
          <GoneCard key={id} title={kept}>
            {remove(id, kept)}
          </GoneCard>
        ))}
      </ul>
    </NamedSection>
  );
}

export const query = graphql`
  fragment SavedPaidText on PaidPageCopy {
    listHeading
    card {
      paid
      price
      hours {
        one
        other
      }
      checkedOn
      sponsored
      link
    }
  }
`;
