import React from "react";
import { graphql } from "gatsby";
import { useLocale } from "../components/SiteContext";
import { languageCode, languageName } from "../content/languages";
import type { LengthClass } from "../content/duration";
import type { CatalogFilters } from "../hooks/useLanguageFilter";
import { CatalogFilter } from "./CatalogFilter";
import { SearchBox } from "./SearchBox";

interface CatalogToolsProps {
  text: Queries.CatalogToolsTextFragment;
  /** The language names present in the list shown. */
  languages: readonly string[];
  /** The length classes present in the list shown: none where no length is known, and then no length filter. */
  lengths: readonly LengthClass[];
  filters: CatalogFilters;
  onChange: (parameter: keyof CatalogFilters, value: string) => void;
}

/** The search field, the language filter and the length filter above a list of cards (/Free, topic pages, /Paid). */
export function CatalogTools({ text, languages, lengths, filters, onChange }: CatalogToolsProps) {
  const locale = useLocale();
  return (
    <div className="catalog-tools d-flex flex-column flex-md-row gap-3 mb-3">
      <SearchBox text={text.search} />
      <CatalogFilter
        label={text.filter.label}
        allLabel={text.filter.all}
        options={languages.map((name) => [languageCode(name) ?? name, languageName(name, locale)])}
        value={filters.lang}
        onChange={(value) => onChange("lang", value)}
        className="language-filter"
      />
      {lengths.length > 0 && (
        <CatalogFilter
          label={text.lengthFilter.label}
          allLabel={text.lengthFilter.all}
          options={lengths.map((length) => [length, text.lengthFilter[length]])}
          value={filters.length}
          onChange={(value) => onChange("length", value)}
          className="length-filter"
        />
      )}
    </div>
  );
}

export const query = graphql`
  fragment CatalogToolsText on FreePageCopy {
    filter {
      label
      all
    }
    lengthFilter {
      label
      all
      short
      medium
      long
    }
    search {
      ...SearchBoxText
    }
  }
`;
