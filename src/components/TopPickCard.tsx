import React from "react";
import { graphql } from "gatsby";
import { languageName } from "../content/languages";
import { useLocale, useSiteTexts } from "./SiteContext";

interface TopPickCardProps {
  pick: Queries.TopPickCardFragment;
  watchLabel: string;
}

/** One of the home page's top-rated picks (data/top-rated.yaml): a course on YouTube, linked out, not a card of the catalog. */
export function TopPickCard({
  pick: { title, instructor, description, link, language },
  watchLabel,
}: TopPickCardProps) {
  const { labels } = useSiteTexts();
  const locale = useLocale();
  return (
    <article className="card h-100 top-pick-card">
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
  fragment TopPickCard on TopPick {
    title
    instructor
    description
    link
    language
  }
`;
