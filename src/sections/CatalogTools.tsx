import React from "react";
import { graphql } from "gatsby";
import { CATALOG_TOOLS_CLASS } from "../catalogTools/markup";
import { LanguageFilter } from "./LanguageFilter";
import { SearchBox } from "./SearchBox";

interface CatalogToolsProps {
  text: Queries.CatalogToolsTextFragment;
  /** The language names present in the list shown. */
  languages: readonly string[];
}

/**
 * The search field and the language filter above a list (/Free, every topic page, /Paid). Their code
 * (src/catalogTools/) loads at their first use: a press, a key or the focus anywhere in here (plugins/corsi-boot/inline/
 * appLoader.ts), or at once when the address carries a filter.
 */
export function CatalogTools({ text, languages }: CatalogToolsProps) {
  return (
    <div className={`${CATALOG_TOOLS_CLASS} d-flex flex-column flex-md-row gap-3 mb-3`}>
      <SearchBox text={text.search} />
      <LanguageFilter label={text.filter.label} allLabel={text.filter.all} languages={languages} />
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
