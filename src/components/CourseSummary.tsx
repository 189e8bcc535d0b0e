import React from "react";
import { graphql } from "gatsby";

/**
 * On a playlist's card, on topic pages only: the course's shape ("200 lessons · 52 h 3 min", written at build by
 * plugins/corsi-playlists), linking to its page. Drawn by the topic page, so /Free and /Saved carry neither its data
 * nor its code, and the topic page no formatting code.
 */
export function CourseSummary({ course }: { course: Queries.CourseSummaryFragment }) {
  return (
    <a className="d-block small mt-2" href={course.pagePath}>
      {course.summary}
    </a>
  );
}

export const query = graphql`
  fragment CourseSummary on PlaylistCourse {
    summary(locale: $locale)
    pagePath(locale: $locale)
  }
`;
