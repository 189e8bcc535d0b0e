import React from "react";
import { graphql } from "gatsby";
import { fill } from "../content/text";
import { type CatalogFilters, withFilters } from "../hooks/useLanguageFilter";

interface PaginationProps {
  text: Queries.PaginationTextFragment;
  page: number;
  pages: number;
  pathOf: (page: number) => string;
  /** The choices made (language, length) travel with the links. */
  filters: CatalogFilters;
}

/** Previous, every page by number, next; nothing when the topic fits on one page. */
export function Pagination({ text, page, pages, pathOf, filters }: PaginationProps) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={text.label} className="mt-4">
      <ul className="nav nav-pills gap-2">
        {page > 1 && (
          <li className="nav-item">
            <a className="nav-link topic-link" rel="prev" href={withFilters(pathOf(page - 1), filters)}>
              {text.previous}
            </a>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number} className="nav-item">
            <a
              className="nav-link topic-link"
              href={withFilters(pathOf(number), filters)}
              aria-label={fill(text.page, { page: number, pages })}
              {...(number === page ? { "aria-current": "page" as const } : {})}
            >
              {number}
            </a>
          </li>
        ))}
        {page < pages && (
          <li className="nav-item">
            <a className="nav-link topic-link" rel="next" href={withFilters(pathOf(page + 1), filters)}>
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
