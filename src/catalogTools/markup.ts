import { languageCode } from "../content/languages";

/**
 * What the page's HTML tells the catalog tools' code (this folder, loaded at their first use: decision 0024 in
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

/** The address parameter of the length filter: short under an hour, medium 1–5 h, long over 5 h (lengthClass). */
export const LENGTH_PARAMETER = "length";

/** The filters, in the order their values make a key (filtersKey): each page offers some of them. */
export const FILTER_PARAMETERS = [LANGUAGE_PARAMETER, LENGTH_PARAMETER] as const;

/** The choices a list is filtered by, each "" for all, by their address parameter. */
export type CatalogFilters = Readonly<Record<(typeof FILTER_PARAMETERS)[number], string>>;

/** On an entry: the keys (filtersKey) of the choices it is shown under, space-separated; without it, shown under all. */
export const SHOWN_UNDER_ATTRIBUTE = "data-shown-under";

/** On a text: what it says under each choice (JSON: filtersKey → text); the page shows what it says with none chosen. */
export const TEXTS_ATTRIBUTE = "data-filter-texts";

/** A combination of choices as one word: the values in FILTER_PARAMETERS' order, joined by "~" ("ar~short", "~"). */
export const filtersKey = (filters: CatalogFilters) =>
  FILTER_PARAMETERS.map((parameter) => filters[parameter]).join("~");

/** Every combination of these language names and length classes, "all" of each included. */
export function combinations(names: ReadonlyArray<string | null>, lengths: readonly string[]): CatalogFilters[] {
  const codes = [...new Set(names.map((name) => (name ? languageCode(name) : undefined)))].filter(
    (code) => code !== undefined,
  );
  return ["", ...codes].flatMap((lang) => ["", ...lengths].map((length) => ({ lang, length })));
}

/** The data attribute of an entry shown under the combinations `shown` keeps (the counting stays in the components). */
export function shownUnder(
  choices: readonly CatalogFilters[],
  shown: (filters: CatalogFilters) => boolean,
): Record<string, string> {
  return { [SHOWN_UNDER_ATTRIBUTE]: choices.filter(shown).map(filtersKey).join(" ") };
}

/** The data attribute of a text that says `text(filters)` under each combination: the page shows the first's. */
export function textsUnder(
  choices: readonly CatalogFilters[],
  text: (filters: CatalogFilters) => string,
): Record<string, string> {
  return {
    [TEXTS_ATTRIBUTE]: JSON.stringify(
      Object.fromEntries(choices.map((filters) => [filtersKey(filters), text(filters)])),
    ),
  };
}

/** A link that carries the filters once the code has loaded. */
export const KEEPS_FILTERS = { [KEEPS_FILTERS_ATTRIBUTE]: "" } as const;
