import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { clock } from "../content/clock";
import { isoDuration } from "../content/duration";
import { fill, fillPlural } from "../content/text";
import { watchUrl } from "../content/youtube";
import { PageHeader } from "../sections/PageHeader";
import type { PlaylistCoursePageContext } from "../pageContexts";
import { PlaylistCourseContinue } from "../components/PlaylistCourseContinue";
import { LearnerStatus } from "../components/LearnerStatus";
import { PLAYLIST_COURSE_CLASS } from "../learner/keys";
import { LearnerToggles } from "../components/LearnerToggles";

/** The course's title, which names its Note. */
const COURSE_HEADING_ID = "course-title";
import type { PlaylistCourseData, DataAttributes, LessonData } from "../components/controlNames";

type PlaylistCoursePageProps = PageProps<Queries.PlaylistCoursePageQuery, PlaylistCoursePageContext>;

/**
 * /Free/<topic>/course/<playlistId>, then /2, … (PLAYLIST_COURSE_PAGE_SIZE lessons a page): a course's lessons in order, each
 * with its number, title, length, a link to it in the playlist on YouTube (plugins/corsi-youtube reads them at
 * build and creates the pages) and its Watched button; the learner's progress and Continue above them. The buttons,
 * the progress and Continue are the course's head script's (plugins/corsi-boot/inline/playlistCourseScript.ts), from the
 * first paint, as the cards' are the learner script's: React draws them as the server does and never changes them.
 * Without JavaScript the lessons and their links remain. Nothing is asked of YouTube before a press.
 */
export default function PlaylistCoursePage(page: PlaylistCoursePageProps) {
  const { pages, course, site } = page.data;
  if (!pages || !course || !site) throw new Error("data/pages.yaml, data/site.yaml and the course are required");
  const { playlistId, video, topic, lessons } = course;
  const { page: pageNumber, pages: pageCount, skip } = page.pageContext;
  const text = pages.course;
  const watched = site.learner.watched;
  return (
    <Layout page={page}>
      <div className="container py-5">
        <p className="mb-2">
          <a href={topic.pagePath} className="back-link">
            {fill(text.backLabel, { topic: topic.title })}
          </a>
        </p>
        <PageHeader heading={video.title} text={course.summary} headingId={COURSE_HEADING_ID}>
          {video.channel && (
            <p className="mb-2">
              <bdi>{video.channel}</bdi>
            </p>
          )}
          <p>
            <a href={`https://www.youtube.com/playlist?list=${playlistId}`} target="_blank" rel="noopener noreferrer">
              {text.playlistLink}
              <span className="visually-hidden">{` ${site.labels.newTab}`}</span>
            </a>
          </p>
        </PageHeader>
        <div
          // Two thirds of a wide screen: a lesson's length and button stay near its title, the player not too large.
          className={`${PLAYLIST_COURSE_CLASS} col-lg-8`}
          {...({
            "data-video": course.youtubeId,
            "data-topic": topic.address,
            "data-playlist": playlistId,
            "data-lessons": course.lessonIndex,
          } satisfies DataAttributes<PlaylistCourseData>)}
        >
          {course.firstLesson[0] && (
            <PlaylistCourseContinue text={text} playlistId={playlistId} first={course.firstLesson[0]} />
          )}
          {/* The course's note: its lessons are ticked one by one below, so Note alone. */}
          <LearnerToggles
            entry={course.youtubeId}
            labelledBy={COURSE_HEADING_ID}
            topic={topic.address}
            playlist={playlistId}
            labels={{ saved: site.learner.save, watched, note: site.learner.note }}
            flags={[]}
          />
          <h2 className="h3 mt-4" id="lessons">
            {text.lessonsLabel}
          </h2>
          {/* One line a lesson, numbered by the list itself (from `start` on a later page), in few bytes: a page's lessons
            are in its HTML and again in its page data. Only classes other pages use already: every page
            inlines the whole stylesheet. */}
          <ol className="lessons" aria-labelledby="lessons" start={skip + 1}>
            {lessons.map(({ videoId, title, seconds }, index) => (
              <li key={videoId} className="mb-2">
                <div className="d-flex gap-3 align-items-center">
                  <a href={watchUrl({ youtubeId: videoId, playlistId })}>{title}</a>
                  <time className="ms-auto text-body-secondary" dateTime={isoDuration(seconds)}>
                    {clock(seconds)}
                  </time>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary text-nowrap"
                    {...({ "data-lesson": videoId } satisfies DataAttributes<LessonData>)}
                    aria-pressed="false"
                    aria-label={fill(text.lessonWatched, { number: skip + index + 1 })}
                    hidden
                    suppressHydrationWarning
                  >
                    {watched}
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </div>
        {/* A course has few pages: their numbers, not the topic pages' Pagination, whose module, shared by two
            templates, would cost every topic page its own bytes. */}
        {course.pagePaths.length > 1 && (
          <nav aria-label={text.pagination.label} className="mt-4">
            <ul className="nav nav-pills gap-2">
              {course.pagePaths.map((href, index) => (
                <li key={href} className="nav-item">
                  <a
                    className="nav-link topic-link"
                    href={href}
                    aria-label={fill(text.pagination.page, { page: index + 1, pages: pageCount })}
                    aria-current={index + 1 === pageNumber ? "page" : undefined}
                  >
                    {index + 1}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <LearnerStatus />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.PlaylistCoursePageQuery, PlaylistCoursePageContext> = (page) => {
  const { pages, course } = page.data;
  if (!pages || !course) throw new Error("data/pages.yaml and the course are required");
  const text = pages.course;
  const { page: number, pages: count } = page.pageContext;
  const pageNumber = count > 1 ? ` (${fill(text.pagination.page, { page: number, pages: count })})` : "";
  return (
    <Seo
      page={page}
      title={fill(text.title, { course: course.video.title }) + pageNumber}
      description={fillPlural(text.description, course.lessonCount, {
        course: course.video.title,
        duration: course.length,
      })}
    />
  );
};

export const query = graphql`
  query PlaylistCoursePage($locale: String!, $playlistId: String!, $skip: Int!, $limit: Int!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      course {
        title
        description {
          one
          other
        }
        backLabel
        lessonsLabel
        playlistLink
        lessonWatched
        ...PlaylistCourseContinueText
        pagination {
          label
          page
        }
      }
    }
    course: playlistCourse(playlistId: { eq: $playlistId }) {
      playlistId
      youtubeId
      lessonIndex
      lessonCount
      summary(locale: $locale)
      length(locale: $locale)
      pagePaths(locale: $locale)
      lessons: lessonRange(skip: $skip, limit: $limit) {
        videoId
        title
        seconds
      }
      firstLesson: lessonRange(skip: 0, limit: 1) {
        ...PlaylistCourseContinueLesson
      }
      video {
        title: titleIn(locale: $locale)
        channel
      }
      topic {
        address
        title: titleIn(locale: $locale)
        pagePath(locale: $locale)
      }
    }
  }
`;
