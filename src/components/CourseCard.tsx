import React from "react";
import { graphql } from "gatsby";
import { languageName } from "../content/languages";
import { useLocale, useSiteTexts } from "./SiteContext";

interface CourseCardProps {
  course: Queries.CourseCardFragment;
  watchLabel: string;
}

export function CourseCard({
  course: { title, instructor, description, link, language },
  watchLabel,
}: CourseCardProps) {
  const { labels } = useSiteTexts();
  const locale = useLocale();
  return (
    <article className="card h-100 course-card">
      <div className="card-body d-flex flex-column">
        <h3 className="h5 card-title">{title}</h3>
        <p className="card-subtitle text-body-secondary mb-2">
          <bdi>{instructor}</bdi>
          {language && <span className="badge text-bg-secondary ms-2">{languageName(language, locale)}</span>}
        </p>
        <p className="card-text">{description}</p>
        <a className="btn btn-primary mt-auto align-self-start" href={link} target="_blank" rel="noopener noreferrer">
          {watchLabel}
          <span className="visually-hidden">
            : {title} {labels.newTab}
          </span>
        </a>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment CourseCard on Course {
    title
    instructor
    description
    link
    language
  }
`;
