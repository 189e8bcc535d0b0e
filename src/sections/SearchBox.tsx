import React, { useId, useRef, useState } from "react";
import { graphql } from "gatsby";
import { foundVideos, PAGEFIND_SCRIPT, type FoundVideo, type Pagefind } from "../content/pagefind";
import { fill, fillPlural } from "../content/text";
import { APP_ONLY_CLASS } from "../components/appOnly";

interface SearchBoxProps {
  text: Queries.SearchBoxTextFragment;
}

/** How many videos a query lists: enough to choose from, few enough to read on a phone. */
const MAX_RESULTS = 10;

type SearchState =
  { kind: "idle" } | { kind: "results"; query: string; videos: FoundVideo[] } | { kind: "unavailable" };

/** Loaded on the first focus or keystroke, once; a failed load is remembered so the message stays put. */
let pagefindLoad: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  pagefindLoad ??= (import(/* webpackIgnore: true */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.init();
    return pagefind;
  });
  return pagefindLoad;
}

/**
 * Finds videos by a word of their title, channel or topic, across every topic page, with Pagefind's static index:
 * nothing is downloaded until the field is used, and then only the index fragments a query needs. Hidden without
 * JavaScript; when the index cannot load, a message says so and the rest of the page is untouched.
 */
export function SearchBox({ text }: SearchBoxProps) {
  const id = useId();
  const [state, setState] = useState<SearchState>({ kind: "idle" });
  const latest = useRef("");

  const search = async (query: string) => {
    latest.current = query;
    try {
      const pagefind = await loadPagefind();
      if (!query.trim()) return setState({ kind: "idle" });
      const found = await pagefind.debouncedSearch(query, {}, 150);
      if (!found || latest.current !== query) return; // a newer query has taken over
      const pages = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()));
      if (latest.current !== query) return;
      setState({ kind: "results", query, videos: foundVideos(pages, MAX_RESULTS) });
    } catch {
      setState({ kind: "unavailable" });
    }
  };

  // Warm up on focus, so the first keystroke only waits for the index fragments it needs.
  const warmUp = () => void loadPagefind().catch(() => setState({ kind: "unavailable" }));

  return (
    <div role="search" className={`search-box ${APP_ONLY_CLASS} flex-grow-1`}>
      <label htmlFor={id} className="d-block mb-2">
        {text.label}
      </label>
      <input
        id={id}
        type="search"
        className="catalog-field"
        placeholder={text.placeholder}
        autoComplete="off"
        onFocus={warmUp}
        onChange={(event) => void search(event.target.value)}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} className="search-status small mt-2" role="status">
        {state.kind === "unavailable" && text.unavailable}
        {state.kind === "results" &&
          (state.videos.length === 0
            ? fill(text.noResults, { query: state.query })
            : fillPlural(text.results, state.videos.length))}
      </div>
      {state.kind === "results" && state.videos.length > 0 && (
        <ul className="search-results list-unstyled mt-2 mb-0">
          {state.videos.map((video) => (
            <li key={video.url}>
              <a href={video.url}>{video.title}</a> <span className="text-body-secondary small">{video.topic}</span>
            </li>
          ))}
        </ul>
      )}
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
    noResults
    unavailable
  }
`;
