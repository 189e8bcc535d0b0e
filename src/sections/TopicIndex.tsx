import React from "react";
import { slugify } from "../content/youtube";

interface TopicIndexProps {
  label: string;
  topics: ReadonlyArray<{ readonly title: string; readonly videos: ReadonlyArray<unknown> }>;
}

/** In-page links to each section of /Free. */
export function TopicIndex({ label, topics }: TopicIndexProps) {
  return (
    <nav aria-label={label} className="topic-index mb-2">
      <ul className="nav nav-pills gap-2">
        {topics.map(({ title, videos }) => (
          <li className="nav-item" key={title}>
            <a className="nav-link topic-link" href={`#${slugify(title)}`}>
              {title} <span className="badge rounded-pill text-bg-light">{videos.length}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
