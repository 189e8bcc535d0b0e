import React from "react";
import { graphql } from "gatsby";
import { courseLength } from "../content/duration";
import { fillPlural } from "../content/text";

/** A course's lesson count and whole length, in data/pages.yaml's words: "200 lessons · 52 h 3 min". */
export function courseSummary(course: { lessonCount: number; seconds: number }, text: Queries.CourseTextFragment) {
  return fillPlural(text.summary, course.lessonCount, { duration: courseLength(course.seconds, text.duration) });
}

/**
 * On a playlist's card, on topic pages only: the course's shape, linking to its page (src/templates/Course.tsx). Drawn
 * by the topic page, so /Free and /Saved carry neither its data nor its code.
 */
export function CourseSummary({
  course,
  text,
}: {
  course: Queries.CourseSummaryFragment;
  text: Queries.CourseTextFragment;
}) {
  return (
    <a className="d-block small mt-2 course-link" href={course.pagePath}>
      {courseSummary(course, text)}
    </a>
  );
}

export const query = graphql`
  fragment CourseSummary on PlaylistCourse {
    lessonCount
    seconds
    pagePath(locale: $locale)
  }
  fragment CourseText on CoursePageCopy {
    summary {
      one
      other
    }
    duration {
      hours
      minutes
    }
  }
`;
