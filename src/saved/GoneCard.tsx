import React, { type ReactNode } from "react";

/** The class of /Saved's card grids: one card a row on a phone, two from md, three from xl, as on the topic pages. */
export const SAVED_GRID = "row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled";

/**
 * A saved entry the catalog no longer lists: the title the list kept, and what can still be done with it (a link to
 * the video on YouTube, Remove), so nothing a learner saved silently disappears.
 */
export function GoneCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="col">
      <article className="card h-100 saved-gone">
        <div className="card-body d-flex flex-column">
          <h3 className="h6 card-title">
            <bdi>{title}</bdi>
          </h3>
          {children}
        </div>
      </article>
    </li>
  );
}
