import React from "react";
import { graphql } from "gatsby";
import { LanguageFilter } from "./LanguageFilter";
import { SearchBox } from "./SearchBox";

interface CatalogToolsProps {
  text: Queries.CatalogToolsTextFragment;
  /** The language names present in the list shown. */
  languages: readonly string[];
  language: string;
  onLanguageChange: (code: string) => void;
}

/** The search field and the language filter above a list of videos (/Free and every topic page). */
export function CatalogTools({ text, languages, language, onLanguageChange }: CatalogToolsProps) {
  return (
    <div className="catalog-tools d-flex flex-column flex-md-row gap-3 mb-3">
      <SearchBox text={text.search} />
      <LanguageFilter
        label={text.filter.label}
        allLabel={text.filter.all}
        languages={languages}
        value={language}
        onChange={onLanguageChange}
      />
    </div>
  );
}

export const query = graphql`
  fragment CatalogToolsText on FreePageCopy {
    filter {
      label
      all
    }
    search {
      ...SearchBoxText
    }
  }
`;
