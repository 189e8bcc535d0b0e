import React from "react";
import { graphql } from "gatsby";
import { useSiteTexts } from "./SiteContext";
import { WatchedCount } from "./WatchedCount";
import { isoDuration } from "../content/duration";

/**
 * On a playlist's card, wherever it is drawn: the course's shape ("200 lessons · 52 h 3 min", written at build by
 * plugins/corsi-youtube), linking to its page, and the learner's progress through it once a lesson is ticked
 * ("23 of 200 watched", written by the head script). Part of the card's own module, so no page gains a chunk.
 */
export function PlaylistCourseSummary({
  course,
  video,
  length,
}: {
  course: Queries.PlaylistCourseSummaryFragment;
  video: string;
  /** The course's whole length, in seconds and in words: its words in the summary become a `<time>`, as on every card. */
  length?: readonly [number, string];
}) {
  const { learner } = useSiteTexts();
  const at = length ? course.summary.indexOf(length[1]) : -1;
  return (
    <p className="small mt-2 mb-0">
      <a href={course.pagePath}>
        {length && at >= 0 ? (
          <>
            {course.summary.slice(0, at)}
            <time dateTime={isoDuration(length[0])}>{length[1]}</time>
            {course.summary.slice(at + length[1].length)}
          </>
        ) : (
          course.summary
        )}
      </a>
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
