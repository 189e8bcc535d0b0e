import React from "react";
import { graphql } from "gatsby";
import { filterValues } from "../content/topics";
import { countsOf, KEEPS_FILTERS, textsByCount } from "../catalogTools/markup";
import { WatchedCount } from "../components/WatchedCount";
import { topicSlugOfPath } from "../siteManifest";
import { type DataAttributes, type ProgressData } from "../components/controlNames";

interface TopicIndexProps {
  label: string;
  topics: readonly Queries.TopicIndexEntryFragment[];
  /** "{watched} of {total} watched": each topic's progress, written by the head script (WatchedCount). */
  progressText: string;
  /** A last link, to the list of every topic, when these are only the first of them. */
  more?: { href: string; label: string };
}

/**
 * Topics with their number of videos (and, once the visitor has watched some, how many), each a link to its page.
 * Under the filters (src/catalogTools/), the counts follow the choices, topics without such videos drop out, and the
 * links carry the choices.
 */
export function TopicIndex({ label, topics, progressText, more }: TopicIndexProps) {
  return (
    <nav aria-label={label} className="topic-index mb-2">
      <ul className="nav nav-pills gap-2" {...({ "data-text": progressText } satisfies DataAttributes<ProgressData>)}>
        {topics.map((topic) => {
          if (topic.videoCount === 0) return null;
          return (
            <li className="nav-item" key={topic.pagePath} {...countsOf(topic.facets)}>
              <a className="nav-link topic-link" href={topic.pagePath} {...KEEPS_FILTERS}>
                {`${topic.title} `}
                <span
                  className="badge rounded-pill text-bg-light"
                  {...textsByCount(topic.facets, filterValues([topic]), String)}
                >
                  {topic.videoCount}
                </span>
                <WatchedCount
                  topic={topicSlugOfPath(topic.pagePath)}
                  total={topic.videoCount}
                  className="badge rounded-pill text-bg-light"
                />
              </a>
            </li>
          );
        })}
        {more && (
          <li className="nav-item">
            <a className="nav-link topic-link" href={more.href} {...KEEPS_FILTERS}>
              {more.label}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

export const query = graphql`
  # What a page that lists the topics (/Free, the topic list) says of itself, from data/pages.yaml's free texts.
  fragment TopicIndexPageText on FreePageCopy {
    title
    description
    text
    indexLabel
  }
  fragment TopicIndexEntry on Topic {
    title: titleIn(locale: $locale)
    pagePath(locale: $locale)
    ...TopicCounts
  }
`;
