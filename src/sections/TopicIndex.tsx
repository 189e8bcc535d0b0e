import React from "react";
import { graphql } from "gatsby";
import { countIn } from "../content/topics";
import { type CatalogFilters, withFilters } from "../hooks/useLanguageFilter";
import { WatchedCount } from "../components/WatchedCount";
import { topicSlugOfPath } from "../siteManifest";
import { type DataAttributes, type ProgressData } from "../components/controlNames";

interface TopicIndexProps {
  label: string;
  topics: readonly Queries.TopicIndexEntryFragment[];
  /** The choices made (language, length): the counts follow them, and topics without such videos drop out. */
  filters: CatalogFilters;
  /** "{watched} of {total} watched": each topic's progress, written by the head script (WatchedCount). */
  progressText: string;
  /** A last link, to the list of every topic, when these are only the first of them. */
  more?: { href: string; label: string };
}

/** Topics with their number of videos (and, once the visitor has watched some, how many), each a link to its page. */
export function TopicIndex({ label, topics, filters, progressText, more }: TopicIndexProps) {
  return (
    <nav aria-label={label} className="topic-index mb-2">
      <ul className="nav nav-pills gap-2" {...({ "data-text": progressText } satisfies DataAttributes<ProgressData>)}>
        {topics.map((topic) => {
          const count = countIn(topic, filters);
          if (count === 0) return null;
          return (
            <li className="nav-item" key={topic.pagePath}>
              <a className="nav-link topic-link" href={withFilters(topic.pagePath, filters)}>
                {`${topic.title} `}
                <span className="badge rounded-pill text-bg-light">{count}</span>
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
            <a className="nav-link topic-link" href={withFilters(more.href, filters)}>
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
    videoCount
    lengths
    languages {
      language
      count
      lengths
    }
  }
`;
