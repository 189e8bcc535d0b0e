import { languageCode } from "../content/languages";

/**
 * What the page's HTML tells the catalog tools' code (this folder, loaded at their first use: decision 0023 in
 * docs/decisions/). The page is drawn at build with every entry listed (the list without a
 * filter, which is also the list without JavaScript); for each filter, the build writes beside each entry and each
 * count which values it belongs to and what it says under each, and the code only shows, hides and swaps them. So the
 * counting and the plural forms stay in the components that draw the page, in one place.
 */

/** On a <select>: the address parameter it sets (`?lang=ar`). The code loads at once when the address carries it. */
export const FILTER_ATTRIBUTE = "data-filter";

/** On a link to a list (a topic, a page of it): it carries the filters chosen. */
export const KEEPS_FILTERS_ATTRIBUTE = "data-keeps-filters";

/** On the search box: what the code needs of it (the field, the status and the results are found inside). */
export const SEARCH_ATTRIBUTE = "data-search";

/** The class of the element holding the search field and the filters; a first use inside it loads their code. */
export const CATALOG_TOOLS_CLASS = "catalog-tools";

/** The address parameter of the language filter (ISO 639-1). */
export const LANGUAGE_PARAMETER = "lang";

/** The attribute listing the values of filter `parameter` an entry is shown under ("ar en"); shown under all. */
export const valuesAttribute = (parameter: string) => `data-${parameter}`;

/** The attribute holding what an element says under each value of filter `parameter` (JSON: value → text). */
export const textsAttribute = (parameter: string) => `data-${parameter}-texts`;

/** The data attributes of an entry shown only under these languages (by the names data/ writes). */
export function inLanguages(names: ReadonlyArray<string | null>): Record<string, string> {
  const codes = names.map((name) => (name ? languageCode(name) : undefined)).filter((code) => code !== undefined);
  return { [valuesAttribute(LANGUAGE_PARAMETER)]: [...new Set(codes)].join(" ") };
}

/** The data attributes of a text that says `text(code)` under each language (by name): the page shows text(""). */
export function textInLanguages(names: readonly string[], text: (code: string) => string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const name of names) {
    const code = languageCode(name);
    if (code) texts[code] = text(code);
  }
  return { [textsAttribute(LANGUAGE_PARAMETER)]: JSON.stringify(texts) };
}

/** A link that carries the filters once the code has loaded. */
export const KEEPS_FILTERS = { [KEEPS_FILTERS_ATTRIBUTE]: "" } as const;
