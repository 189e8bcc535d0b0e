import React from "react";
import { graphql } from "gatsby";
import { VideoCard } from "../components/VideoCard";
import { fill } from "../content/text";
import { LENGTH_CLASSES } from "../content/duration";
import { type CatalogFilters, countIn, isIn } from "../content/topics";
import { combinations, KEEPS_FILTERS, shownUnder, textsUnder } from "../catalogTools/markup";

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
}

/**
 * A topic's videos as cards, with a link to the rest of the topic when there is more. Each card, the section and the
 * link say under which choices of language and length they are shown, and the link what it says under each
 * (src/catalogTools/ filters): the counts are the combination's.
 */
export function TopicSection({
  topic,
  videos,
  tone,
  watchLabel,
  allVideosLink,
  heading = true,
  first = false,
}: TopicSectionProps) {
  if (topic.videoCount === 0) return null;
  const choices = combinations(
    topic.languages.map(({ language }) => language),
    LENGTH_CLASSES,
  );
  // The link to the rest of the topic, under each choice where the topic has more such videos than the section.
  const hasMore = (filters: CatalogFilters) =>
    countIn(topic, filters) > videos.filter((video) => isIn(video, filters)).length;
  const moreText = (filters: CatalogFilters) =>
    fill(allVideosLink ?? "", { count: countIn(topic, filters), topic: topic.title });
  const all = { lang: "", length: "" };
  const titleId = `${topic.address}-title`;
  return (
    <section
      id={topic.address}
      className={`video-section tone-${tone} py-4`}
      aria-labelledby={titleId}
      {...shownUnder(choices, (filters) => countIn(topic, filters) > 0)}
    >
      {/* On the topic's own page the h1 already shows the title: the h2 stays for the outline (h1 → h2 → card h3). */}
      <h2 id={titleId} className={heading ? "h3 mb-3" : "visually-hidden"}>
        {topic.title}
      </h2>
      {videos.length > 0 && (
        <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
          {videos.map((video) => (
            <li
              key={video.youtubeId}
              className="col"
              {...shownUnder(combinations([video.language], LENGTH_CLASSES), (filters) => isIn(video, filters))}
            >
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
      {allVideosLink && hasMore(all) && (
        <p className="mt-3 mb-0" {...shownUnder(choices, hasMore)}>
          <a
            className="all-videos-link"
            href={topic.pagePath}
            {...KEEPS_FILTERS}
            {...textsUnder(
              choices.filter((filters) => filters !== choices[0] && hasMore(filters)),
              moreText,
            )}
          >
            {moreText(all)}
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
    lengths
    languages {
      language
      count
      lengths
    }
  }
`;
