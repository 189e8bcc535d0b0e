import React, { useId } from "react";
import { graphql } from "gatsby";
import { APP_ONLY_CLASS } from "../components/appOnly";
import { SEARCH_ATTRIBUTE } from "../catalogTools/markup";

interface SearchBoxProps {
  text: Queries.SearchBoxTextFragment;
}

/**
 * The field that finds videos by a word of their title, channel or topic, with Pagefind's static index: worked by the
 * catalog tools' code (src/catalogTools/search.ts), which reads its texts from the box's data attributes and lists
 * the results under the status. Hidden without JavaScript.
 */
export function SearchBox({ text }: SearchBoxProps) {
  const id = useId();
  const texts = {
    [SEARCH_ATTRIBUTE]: "",
    "data-results-one": text.results.one,
    "data-results-other": text.results.other,
    "data-searching": text.searching,
    "data-no-results": text.noResults,
    "data-unavailable": text.unavailable,
  };
  return (
    <div role="search" className={`search-box ${APP_ONLY_CLASS} flex-grow-1`} {...texts}>
      <label htmlFor={id} className="d-block mb-2">
        {text.label}
      </label>
      <input
        id={id}
        type="search"
        className="catalog-field"
        placeholder={text.placeholder}
        autoComplete="off"
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} className="search-status small mt-2" role="status" />
    </div>
  );
}

export const query = graphql`
  fragment SearchBoxText on SearchText {
    label
    placeholder
    results {
      one
      other
    }
    searching
    noResults
    unavailable
  }
`;
