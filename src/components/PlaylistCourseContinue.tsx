import React from "react";
import { graphql } from "gatsby";
import { fill } from "../content/text";
import { VideoPlayer } from "../player/VideoPlayer";
import { posterTone } from "../siteManifest";
import type { PlaylistCourseNextData, PlaylistCourseProgressData, DataAttributes } from "./controlNames";

interface PlaylistCourseContinueProps {
  text: Queries.PlaylistCourseContinueTextFragment;
  playlistId: string;
  /** The course's first lesson: where it starts until a lesson is ticked. */
  first: Queries.PlaylistCourseContinueLessonFragment;
}

/**
 * A course's progress and Continue, above its lessons: a player that opens a lesson inside the playlist. The server
 * draws the start (lesson 1); the course's head script (plugins/corsi-boot/inline/playlistCourseScript.ts) writes the progress
 * and points the poster at the first lesson not ticked, from the first paint. React never owns what the script writes
 * (inner HTML, and attributes that do not change), so the app's start keeps it. Without JavaScript the poster is
 * hidden, like every Play, and the progress stays hidden.
 */
export function PlaylistCourseContinue({ text, playlistId, first }: PlaylistCourseContinueProps) {
  const start = fill(text.start, { number: 1 });
  return (
    <div
      className={`mt-3 tone-${posterTone(0)}`}
      {...({
        "data-start": text.start,
        "data-continue": text.continue,
        "data-resume": text.resume,
      } satisfies DataAttributes<PlaylistCourseNextData>)}
    >
      <p
        className="fw-semibold mb-2"
        {...({
          "data-text": text.progress,
          "data-hours": text.duration.hours,
          "data-minutes": text.duration.minutes,
        } satisfies DataAttributes<PlaylistCourseProgressData>)}
        hidden
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
      {/* The label is the poster's second line, where a card's poster names the channel. */}
      <VideoPlayer
        youtubeId={first.videoId}
        playlistId={playlistId}
        title={first.title}
        channel={start}
        label={`${start}: ${first.title}`}
      />
    </div>
  );
}

export const query = graphql`
  fragment PlaylistCourseContinueText on PlaylistCoursePageCopy {
    progress
    start
    continue
    resume
    duration {
      hours
      minutes
    }
  }
  fragment PlaylistCourseContinueLesson on Lesson {
    videoId
    title
  }
`;
