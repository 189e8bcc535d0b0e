import React from "react";
import { graphql } from "gatsby";
import { useLocale } from "../components/SiteContext";
import { LANGUAGES, languageName } from "../content/languages";
import type { CourseLevel } from "../content/levels";
import type { LengthClass } from "../content/duration";
import {
  CAPTIONS_PARAMETER,
  CATALOG_TOOLS_CLASS,
  type FilterValues,
  LANGUAGE_PARAMETER,
  LENGTH_PARAMETER,
  LEVEL_PARAMETER,
} from "../catalogTools/markup";
import { CatalogFilter } from "./CatalogFilter";
import { SearchBox } from "./SearchBox";

interface CatalogToolsProps {
  text: Queries.CatalogToolsTextFragment;
  /** The level filter's words: only a list whose entries have levels offers it. */
  levelText?: Queries.CatalogLevelTextFragment;
  /** The values present in the list shown: a filter with none is not offered (the language filter always is). */
  values: FilterValues;
}

const NAME_OF_CODE = new Map(Object.entries(LANGUAGES).map(([name, code]) => [code as string, name]));

/**
 * The search field and the filters above a list (/Free, every topic page, /Paid): language, length, captions and
 * level, each offered only when the list has such values. Their code (src/catalogTools/) loads at their first use: a
 * press, a key or the focus anywhere in here (plugins/corsi-boot/inline/appLoader.ts), or at once when the address
 * carries a filter.
 */
export function CatalogTools({ text, levelText, values }: CatalogToolsProps) {
  const locale = useLocale();
  const lengths = (values.length ?? []) as readonly LengthClass[];
  const levels = (values.level ?? []) as readonly CourseLevel[];
  return (
    <div className={`${CATALOG_TOOLS_CLASS} d-flex flex-column flex-md-row flex-wrap gap-3 mb-3`}>
      <SearchBox text={text.search} />
      <CatalogFilter
        label={text.filter.label}
        allLabel={text.filter.all}
        options={(values.lang ?? []).map((code) => [code, languageName(NAME_OF_CODE.get(code) ?? code, locale)])}
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
      {(values.captions ?? []).length > 0 && (
        <CatalogFilter
          label={text.captionsFilter.label}
          allLabel={text.captionsFilter.all}
          options={[["1", text.captionsFilter.only]]}
          parameter={CAPTIONS_PARAMETER}
          className="captions-filter"
        />
      )}
      {levelText && levels.length > 0 && (
        <CatalogFilter
          label={levelText.paths.levelFilter.label}
          allLabel={levelText.paths.levelFilter.all}
          options={levels.map((level) => [level, levelText.paid.card.levels[level]])}
          parameter={LEVEL_PARAMETER}
          className="level-filter"
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
    captionsFilter {
      label
      all
      only
    }
    search {
      ...SearchBoxText
    }
  }

  # The level filter's words: its label from /Paths' (the same filter), the levels' names from the paid cards'.
  fragment CatalogLevelText on Pages {
    paths {
      levelFilter {
        label
        all
      }
    }
    paid {
      card {
        levels {
          beginner
          intermediate
          advanced
        }
      }
    }
  }
`;
