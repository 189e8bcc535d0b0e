import React from "react";
import { graphql } from "gatsby";
import { fill, fillPlural } from "../content/text";
import { courseLength, isoDuration } from "../content/duration";
import { useLocale } from "../components/SiteContext";
import { PathCount, pathBlock } from "./PathProgressLines";

interface PathCardProps {
  path: Queries.PathCardFragment;
  text: Queries.PathCardTextFragment;
  /** The paid courses' names of the levels, which the paths share. */
  levels: Queries.PaidCourseLevelTextFragment;
  duration: { hours: string; minutes: string };
}

/** The id of a path's heading on /Paths. */
export const pathAnchor = (slug: string) => `path-${slug}`;

/**
 * One learning path on /Paths: its title, level, size, length and description, the learner's progress once started
 * (the path pages' inline script), and the link to its page.
 */
export function PathCard({ path, text, levels, duration }: PathCardProps) {
  const locale = useLocale();
  const anchor = pathAnchor(path.slug);
  const level = levels[path.level as keyof Queries.PaidCourseLevelTextFragment];
  return (
    <article className="card h-100" aria-labelledby={anchor}>
      <div {...pathBlock("card-body d-flex flex-column", path.listIds)}>
        <p className="mb-2">
          <span className="badge text-bg-primary">{level}</span>
        </p>
        <h2 id={anchor} className="h4 card-title">
          <a href={path.pagePath} className="stretched-link text-decoration-none">
            {path.title}
          </a>
        </h2>
        <p className="small text-body-secondary mb-2">
          {fillPlural(text.steps, path.stepCount, {}, locale)} ·{" "}
          {fillPlural(text.courses, path.listIds.length, {}, locale)}
          {path.seconds ? (
            <>
              {" · "}
              <time dateTime={isoDuration(path.seconds)}>
                {fill(text.length, { duration: courseLength(path.seconds, duration) })}
              </time>
            </>
          ) : null}
        </p>
        <p className="card-text" dir="auto">
          {path.description}
        </p>
        <PathCount text={text.progress} className="fw-semibold mb-2" />
        <p className="mt-auto mb-0 small" aria-hidden="true">
          {text.open}
        </p>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment PathCard on LearningPath {
    slug
    title: titleIn(locale: $locale)
    description: descriptionIn(locale: $locale)
    level
    pagePath(locale: $locale)
    stepCount
    listIds
    seconds
  }

  fragment PathCardText on PathsPageCopy {
    steps {
      one
      other
    }
    courses {
      one
      other
    }
    length
    open
    progress
  }

  fragment PaidCourseLevelText on PaidCourseLevelText {
    beginner
    intermediate
    advanced
  }
`;
