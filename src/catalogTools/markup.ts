import { languageCode } from "../content/languages";
import type { CatalogFilters } from "../content/topics";

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

/** The address parameter of the learning paths' level filter on /Paths (beginner, intermediate, advanced). */
export const LEVEL_PARAMETER = "level";

/**
 * The filters, by the lists they filter: a page's choices make a key from its list's group, in this order (filtersKey).
 * The videos' lists are filtered by language and length; the learning paths' by level.
 */
export const FILTER_GROUPS = [[LANGUAGE_PARAMETER, LENGTH_PARAMETER], [LEVEL_PARAMETER]] as const satisfies [
  readonly (keyof CatalogFilters)[],
  readonly string[],
];

export type FilterParameter = (typeof FILTER_GROUPS)[number][number];

/** Every filter's address parameter. */
export const FILTER_PARAMETERS: readonly FilterParameter[] = FILTER_GROUPS.flat();

/** The choices any list is filtered by: those of its group, each "" for all. */
export type FilterChoices = Readonly<Partial<Record<FilterParameter, string>>>;

/** On an entry: the keys (filtersKey) of the choices it is shown under, space-separated; without it, shown under all. */
export const SHOWN_UNDER_ATTRIBUTE = "data-shown-under";

/** On a text: what it says under each choice (JSON: filtersKey → text); the page shows what it says with none chosen. */
export const TEXTS_ATTRIBUTE = "data-filter-texts";

/**
 * A combination of choices as one word: the values of its group's parameters in FILTER_GROUPS' order, joined by "~"
 * ("ar~short", "~" for a list of videos; "beginner", "" for the paths).
 */
export function filtersKey(filters: FilterChoices): string {
  const group = FILTER_GROUPS.find((parameters) => parameters.some((parameter) => parameter in filters));
  return (group ?? FILTER_GROUPS[0]).map((parameter: FilterParameter) => filters[parameter] ?? "").join("~");
}

/** Every combination of these language names and length classes, "all" of each included. */
export function combinations(names: ReadonlyArray<string | null>, lengths: readonly string[]): CatalogFilters[] {
  const codes = [...new Set(names.map((name) => (name ? languageCode(name) : undefined)))].filter(
    (code) => code !== undefined,
  );
  return ["", ...codes].flatMap((lang) => ["", ...lengths].map((length) => ({ lang, length })));
}

/** The data attribute of an entry shown under the combinations `shown` keeps (the counting stays in the components). */
export function shownUnder<F extends FilterChoices>(
  choices: readonly F[],
  shown: (filters: F) => boolean,
): Record<string, string> {
  return { [SHOWN_UNDER_ATTRIBUTE]: choices.filter(shown).map(filtersKey).join(" ") };
}

/** The data attribute of a text that says `text(filters)` under each combination: the page shows the first's. */
export function textsUnder<F extends FilterChoices>(
  choices: readonly F[],
  text: (filters: F) => string,
): Record<string, string> {
  return {
    [TEXTS_ATTRIBUTE]: JSON.stringify(
      Object.fromEntries(choices.map((filters) => [filtersKey(filters), text(filters)])),
    ),
  };
}

/** A link that carries the filters once the code has loaded. */
export const KEEPS_FILTERS = { [KEEPS_FILTERS_ATTRIBUTE]: "" } as const;
