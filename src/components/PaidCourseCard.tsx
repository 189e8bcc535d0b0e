import React from "react";
import { graphql } from "gatsby";
import { languageName } from "../content/languages";
import { paidAnchor, paidListId } from "../content/paid";
import { fill, fillPlural } from "../content/text";
import { EntryCard } from "./EntryCard";
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
  const { learner } = useSiteTexts();
  const locale = useLocale();
  const anchor = paidAnchor(slug);
  const levelText = level && text.levels[level as keyof Queries.PaidCardTextFragment["levels"]];
  return (
    <EntryCard
      media={
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
      }
      anchor={anchor}
      title={title}
      link={{ href: course.url, text: fill(text.link, { provider }), sponsored: sponsored ?? false }}
      // Done is the entry's "watched": a learning path counts the course as done.
      toggles={{
        entry: paidListId(slug),
        labels: { saved: learner.save, watched: learner.done, note: learner.note },
        searchNames: searchable ? course.searchNames : undefined,
      }}
      foot={children}
    >
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
    </EntryCard>
  );
}

export const query = graphql`
  # In the order the card draws them; then its address, its list entry and its names for search.
  fragment PaidCourseCard on PaidCourse {
    picture {
      ...PosterImage
    }
    title: titleIn(locale: $locale)
    provider
    instructor
    language
    price: priceIn(locale: $locale)
    checkedOn: checkedOnIn(locale: $locale)
    level
    hours
    description: descriptionIn(locale: $locale)
    sponsored
    url
    slug
    searchNames(locale: $locale)
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
