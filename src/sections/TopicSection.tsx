import React from "react";
import { graphql } from "gatsby";
import { VideoCard } from "../components/VideoCard";
import { fill } from "../content/text";
import { cardFacets, filterValues } from "../content/topics";
import { countsOf, type FacetCount, facetsOf, filtersKey, KEEPS_FILTERS, textsByCount } from "../catalogTools/markup";

interface TopicSectionProps {
  topic: Queries.TopicSectionFragment;
  /** The videos to show: a preview on /Free, one page of the topic on its own page. */
  videos: readonly Queries.VideoCardFragment[];
  /** Picks the poster colour (posterTone), so neighbouring sections look different. */
  tone: number;
  watchLabel: string;
  /** On /Free: the link to the topic's page, shown when the section holds fewer videos than the topic. */
  allVideosLink?: string;
  /** On /Free each topic's h2 is shown; on a topic's page, below its h1, it is only for assistive technology. */
  heading?: boolean;
  /** The page's first section: its first video's image is the page's largest paint. */
  first?: boolean;
  /** On a topic's own page, the one search indexes: the cards carry their other names for search. */
  searchable?: boolean;
}

/**
 * A topic's videos as cards, with a link to the rest of the topic when there is more. Under the filters
 * (src/catalogTools/), each card shows by its own values; the section shows while the topic has such videos, the link
 * while more of them are elsewhere, and it says how many the topic has.
 */
export function TopicSection({
  topic,
  videos,
  tone,
  watchLabel,
  allVideosLink,
  heading = true,
  first = false,
  searchable = false,
}: TopicSectionProps) {
  if (topic.videoCount === 0) return null;
  const facets = videos.map((video) => filtersKey(cardFacets(video)));
  const rest = elsewhere(topic.facets, facets);
  const moreText = (count: number) => fill(allVideosLink ?? "", { count, topic: topic.title });
  const titleId = `${topic.address}-title`;
  return (
    <section
      id={topic.address}
      className={`video-section tone-${tone} py-4`}
      aria-labelledby={titleId}
      {...countsOf(topic.facets)}
    >
      {/* On the topic's own page the h1 already shows the title: the h2 stays for the outline (h1 → h2 → card h3). */}
      <h2 id={titleId} className={heading ? "h3 mb-3" : "visually-hidden"}>
        {topic.title}
      </h2>
      {videos.length > 0 && (
        <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
          {videos.map((video) => (
            <li key={video.youtubeId} className="col" {...facetsOf(cardFacets(video))}>
              <VideoCard
                video={video}
                watchLabel={watchLabel}
                priority={first && video === videos[0]}
                topic={topic.address}
                searchable={searchable}
              />
            </li>
          ))}
        </ul>
      )}
      {allVideosLink && rest.length > 0 && (
        <p className="mt-3 mb-0" {...countsOf(rest)}>
          <a
            className="all-videos-link"
            href={topic.pagePath}
            {...KEEPS_FILTERS}
            {...textsByCount(topic.facets, filterValues([topic]), moreText)}
          >
            {moreText(topic.videoCount)}
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
    ...TopicCounts
  }

  # What the filters count a topic's videos by (countIn, src/content/topics.ts): every list of topics asks for it.
  fragment TopicCounts on Topic {
    videoCount
    facets {
      key
      count
    }
  }
`;

/** The facets of a topic's videos less those of the cards shown here: what the link to the rest leads to. */
function elsewhere(facets: readonly FacetCount[], shown: readonly string[]): FacetCount[] {
  const left = new Map(facets.map(({ key, count }) => [key, count]));
  for (const key of shown) left.set(key, (left.get(key) ?? 0) - 1);
  return [...left].filter(([, count]) => count > 0).map(([key, count]) => ({ key, count }));
}
