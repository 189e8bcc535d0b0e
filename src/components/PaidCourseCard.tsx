import React from "react";
import { graphql } from "gatsby";
import { languageName } from "../content/languages";
import { paidAnchor, paidListId } from "../content/paid";
import { fill, fillPlural } from "../content/text";
import { LearnerToggles } from "./LearnerToggles";
import { useLocale, useSiteTexts } from "./SiteContext";
import { CARD_IMAGE_SIZES } from "../content/cardImage";
import { isoDuration } from "../content/duration";
import type { PLAYER_POSTER_CHANNEL_CLASS, PLAYER_POSTER_TITLE_CLASS } from "./controlNames";

interface PaidCourseCardProps {
  course: Queries.PaidCourseCardFragment;
  text: Queries.PaidCardTextFragment;
  /** More at the card's foot (/New: its topic's link). */
  children?: React.ReactNode;
  /** On a page search indexes (/Paid): the card carries its other names for search. */
  searchable?: boolean;
}

/**
 * One paid course: its picture (made at build and served by Corsi, or a drawn poster), what it is, its price with the
 * day it was checked, whether Corsi earns from the link, and the seller's page in a new tab. Nothing is asked of the
 * seller's site until the visitor follows the link. Save works as on a video's card (the head script).
 */
export function PaidCourseCard({ course, text, children, searchable = false }: PaidCourseCardProps) {
  const { slug, title, provider, instructor, language, level, hours, description, sponsored, picture } = course;
  const { labels, learner } = useSiteTexts();
  const locale = useLocale();
  const anchor = paidAnchor(slug);
  const levelText = level && text.levels[level as keyof Queries.PaidCardTextFragment["levels"]];
  return (
    <article className="card h-100 video-card">
      <div className={`player ratio ratio-16x9 ${picture ? "player-pictured" : "player-drawn"}`}>
        {picture ? (
          <img
            className="player-image"
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={CARD_IMAGE_SIZES}
            width={picture.width}
            height={picture.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="player-poster" aria-hidden="true">
            <span className={"player-poster-title" satisfies typeof PLAYER_POSTER_TITLE_CLASS}>
              {title}
              <span className={"player-poster-channel" satisfies typeof PLAYER_POSTER_CHANNEL_CLASS}>{provider}</span>
            </span>
          </div>
        )}
      </div>
      <div className="card-body d-flex flex-column">
        <h3 id={anchor} className="h6 card-title">
          {title}
        </h3>
        <p className="card-subtitle small text-body-secondary mb-2">
          <bdi>{provider}</bdi> · {fill(text.instructor, { instructor })}
          <span className="badge text-bg-secondary ms-2">{languageName(language, locale)}</span>
        </p>
        <p className="mb-0 fw-bold">
          <span className="badge text-bg-light rounded-pill">{text.paid}</span>{" "}
          {fill(text.price, { price: course.price })}
        </p>
        <p className="small text-body-secondary mb-2">{fill(text.checkedOn, { date: course.checkedOn })}</p>
        {(levelText || hours) && (
          <p className="small mb-2">
            {hours && levelText ? `${levelText} · ` : levelText}
            {hours ? (
              <time dateTime={isoDuration(Math.round(hours * 3600))}>{fillPlural(text.hours, hours, {}, locale)}</time>
            ) : null}
          </p>
        )}
        {description && <p className="card-text small">{description}</p>}
        {sponsored && <p className="small fw-semibold">{text.sponsored}</p>}
        <a
          className="mt-auto small"
          href={course.url}
          target="_blank"
          rel={sponsored ? "sponsored noopener noreferrer" : "noopener noreferrer"}
        >
          {fill(text.link, { provider })}
          <span className="visually-hidden">{`: ${title} ${labels.newTab}`}</span>
        </a>
        {/* Done is the entry's "watched": a learning path counts the course as done. */}
        <LearnerToggles
          entry={paidListId(slug)}
          labelledBy={anchor}
          labels={{ saved: learner.save, watched: learner.done, note: learner.note }}
          searchNames={searchable ? course.searchNames : undefined}
        />
        {children}
      </div>
    </article>
  );
}

export const query = graphql`
  fragment PaidCourseCard on PaidCourse {
    slug
    title: titleIn(locale: $locale)
    description: descriptionIn(locale: $locale)
    provider
    instructor
    url
    language
    level
    hours
    sponsored
    searchNames(locale: $locale)
    price: priceIn(locale: $locale)
    checkedOn: checkedOnIn(locale: $locale)
    picture {
      ...PosterImage
    }
  }

  fragment PaidCardText on PaidCardText {
    paid
    instructor
    levels {
      beginner
      intermediate
      advanced
    }
    hours {
      one
      other
    }
    price
    checkedOn
    sponsored
    link
  }
`;
