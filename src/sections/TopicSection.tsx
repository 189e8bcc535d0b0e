import React from "react";
import { graphql } from "gatsby";
import { VideoCard } from "../components/VideoCard";
import { fill } from "../content/text";
import { countIn, isIn } from "../content/topics";
import { type CatalogFilters, withFilters } from "../hooks/useLanguageFilter";

interface TopicSectionProps {
  topic: Queries.TopicSectionFragment;
  /** The videos to show: a preview on /Free, one page of the topic on its own page. */
  videos: readonly Queries.VideoCardFragment[];
  /** Picks the poster colour (posterTone), so neighbouring sections look different. */
  tone: number;
  watchLabel: string;
  /** The choices made (language, length), each "" for all. */
  filters: CatalogFilters;
  /** On /Free: the link to the topic's page, shown when the section holds fewer videos than the topic. */
  allVideosLink?: string;
  /** On /Free each topic's h2 is shown; on a topic's page, below its h1, it is only for assistive technology. */
  heading?: boolean;
  /** The page's first section: its first video's image is the page's largest paint. */
  first?: boolean;
}

/** A topic's videos as cards, filtered by language, with a link to the rest of the topic when there is more. */
export function TopicSection({
  topic,
  videos,
  tone,
  watchLabel,
  filters,
  allVideosLink,
  heading = true,
  first = false,
}: TopicSectionProps) {
  const shown = videos.filter((video) => isIn(video, filters));
  const total = countIn(topic, filters);
  if (total === 0) return null;
  const titleId = `${topic.address}-title`;
  return (
    <section id={topic.address} className={`video-section tone-${tone} py-4`} aria-labelledby={titleId}>
      {/* On the topic's own page the h1 already shows the title: the h2 stays for the outline (h1 → h2 → card h3). */}
      <h2 id={titleId} className={heading ? "h3 mb-3" : "visually-hidden"}>
        {topic.title}
      </h2>
      {shown.length > 0 && (
        <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
          {shown.map((video) => (
            <li key={video.youtubeId} className="col">
              {/* Compared with the unfiltered list, so filtering never changes a card's markup (see VideoPlayer). */}
              <VideoCard
                video={video}
                watchLabel={watchLabel}
                priority={first && video === videos[0]}
                topic={topic.address}
              />
            </li>
          ))}
        </ul>
      )}
      {allVideosLink && total > shown.length && (
        <p className="mt-3 mb-0">
          <a className="all-videos-link" href={withFilters(topic.pagePath, filters)}>
            {fill(allVideosLink, { count: total, topic: topic.title })}
          </a>
        </p>
      )}
    </section>
  );
}

export const query = graphql`
  fragment TopicSection on Topic {
    title: titleIn(locale: $locale)
    address
    pagePath(locale: $locale)
    videoCount
    lengths
    languages {
      language
      count
      lengths
    }
  }
`;
