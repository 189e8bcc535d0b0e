import React from "react";
import { VideoCard } from "../components/VideoCard";
import { slugify } from "../content/youtube";

export type FreeSectionData = Queries.FreePageQuery["freeCourses"] extends infer T
  ? T extends { readonly sections: ReadonlyArray<infer S> }
    ? S
    : never
  : never;

interface VideoSectionProps {
  section: FreeSectionData;
  /** Picks the poster colour, so neighbouring sections look different. */
  tone: number;
  watchLabel: string;
}

export function VideoSection({ section, tone, watchLabel }: VideoSectionProps) {
  const id = slugify(section.title);
  return (
    <section id={id} className={`video-section tone-${tone} py-4`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3 mb-3">
        {section.title}
      </h2>
      <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
        {section.videos.map((video) => (
          <li key={video.youtubeId} className="col">
            <VideoCard video={video} watchLabel={watchLabel} />
          </li>
        ))}
      </ul>
    </section>
  );
}
