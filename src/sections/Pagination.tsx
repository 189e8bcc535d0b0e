import React from "react";
import { graphql } from "gatsby";
import { fill } from "../content/text";
import { withLanguage } from "../hooks/useLanguageFilter";

interface PaginationProps {
  text: Queries.PaginationTextFragment;
  page: number;
  pages: number;
  pathOf: (page: number) => string;
  /** The chosen language travels with the links. */
  language: string;
}

/** Previous, every page by number, next; nothing when the topic fits on one page. */
export function Pagination({ text, page, pages, pathOf, language }: PaginationProps) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={text.label} className="mt-4">
      <ul className="nav nav-pills gap-2">
        {page > 1 && (
          <li className="nav-item">
            <a className="nav-link topic-link" rel="prev" href={withLanguage(pathOf(page - 1), language)}>
              {text.previous}
            </a>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number} className="nav-item">
            <a
              className="nav-link topic-link"
              href={withLanguage(pathOf(number), language)}
              aria-label={fill(text.page, { page: number, pages })}
              {...(number === page ? { "aria-current": "page" as const } : {})}
            >
              {number}
            </a>
          </li>
        ))}
        {page < pages && (
          <li className="nav-item">
            <a className="nav-link topic-link" rel="next" href={withLanguage(pathOf(page + 1), language)}>
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
