import React from "react";
import { graphql } from "gatsby";
import { useSiteTexts } from "./SiteContext";
import { WatchedCount } from "./WatchedCount";

/**
 * On a playlist's card, wherever it is drawn: the course's shape ("200 lessons · 52 h 3 min", written at build by
 * plugins/corsi-playlists), linking to its page, and the learner's progress through it once a lesson is ticked
 * ("23 of 200 watched", written by the head script). Part of the card's own module, so no page gains a chunk.
 */
export function PlaylistCourseSummary({
  course,
  video,
}: {
  course: Queries.PlaylistCourseSummaryFragment;
  video: string;
}) {
  const { learner } = useSiteTexts();
  return (
    <p className="small mt-2 mb-0">
      <a href={course.pagePath}>{course.summary}</a>
      <WatchedCount course={video} total={course.lessonCount} className="d-block" text={learner.progress} />
    </p>
  );
}

export const query = graphql`
  fragment PlaylistCourseSummary on PlaylistCourse {
    summary(locale: $locale)
    pagePath(locale: $locale)
    lessonCount
  }
`;
