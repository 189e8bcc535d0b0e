import React from "react";
import { graphql } from "gatsby";
import { fill } from "../content/text";
import { KEEPS_FILTERS } from "../catalogTools/markup";

interface PaginationProps {
  text: Queries.PaginationTextFragment;
  page: number;
  pages: number;
  pathOf: (page: number) => string;
}

/** Previous, every page by number, next, each carrying the filters chosen; nothing when the list fits on one page. */
export function Pagination({ text, page, pages, pathOf }: PaginationProps) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={text.label} className="mt-4">
      <ul className="nav nav-pills gap-2">
        {page > 1 && (
          <li className="nav-item">
            <a className="nav-link topic-link" rel="prev" href={pathOf(page - 1)} {...KEEPS_FILTERS}>
              {text.previous}
            </a>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number} className="nav-item">
            <a
              className="nav-link topic-link"
              href={pathOf(number)}
              {...KEEPS_FILTERS}
              aria-label={fill(text.page, { page: number, pages })}
              {...(number === page ? { "aria-current": "page" as const } : {})}
            >
              {number}
            </a>
          </li>
        ))}
        {page < pages && (
          <li className="nav-item">
            <a className="nav-link topic-link" rel="next" href={pathOf(page + 1)} {...KEEPS_FILTERS}>
              {text.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

export const query = graphql`
  fragment PaginationText on PaginationText {
    label
    previous
    next
    page
  }
`;
