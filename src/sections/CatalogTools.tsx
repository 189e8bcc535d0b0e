import React from "react";
import { graphql } from "gatsby";
import { useLocale } from "../components/SiteContext";
import { languageCode, languageName } from "../content/languages";
import type { LengthClass } from "../content/duration";
import { CATALOG_TOOLS_CLASS, LANGUAGE_PARAMETER, LENGTH_PARAMETER } from "../catalogTools/markup";
import { CatalogFilter } from "./CatalogFilter";
import { SearchBox } from "./SearchBox";

interface CatalogToolsProps {
  text: Queries.CatalogToolsTextFragment;
  /** The language names present in the list shown. */
  languages: readonly string[];
  /** The length classes present in the list shown: none where no length is known, and then no length filter. */
  lengths: readonly LengthClass[];
}

/**
 * The search field, the language filter and the length filter above a list (/Free, every topic page, /Paid). Their
 * code (src/catalogTools/) loads at their first use: a press, a key or the focus anywhere in here
 * (plugins/corsi-boot/inline/appLoader.ts), or at once when the address carries a filter.
 */
export function CatalogTools({ text, languages, lengths }: CatalogToolsProps) {
  const locale = useLocale();
  return (
    <div className={`${CATALOG_TOOLS_CLASS} d-flex flex-column flex-md-row gap-3 mb-3`}>
      <SearchBox text={text.search} />
      <CatalogFilter
        label={text.filter.label}
        allLabel={text.filter.all}
        options={languages.map((name) => [languageCode(name) ?? name, languageName(name, locale)])}
        parameter={LANGUAGE_PARAMETER}
        className="language-filter"
      />
      {lengths.length > 0 && (
        <CatalogFilter
          label={text.lengthFilter.label}
          allLabel={text.lengthFilter.all}
          options={lengths.map((length) => [length, text.lengthFilter[length]])}
          parameter={LENGTH_PARAMETER}
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
