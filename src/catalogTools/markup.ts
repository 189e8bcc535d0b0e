import { languageCode } from "../content/languages";

/**
 * What the page's HTML tells the catalog tools' code (this folder, loaded at their first use: decision 0024 in
 * docs/decisions/). The page is drawn at build with every entry listed (the list without a filter, which is also the
 * list without JavaScript). Each entry says its own value for each filter (FACETS_ATTRIBUTE); each count says how many
 * entries of each set of values it counts (COUNTS_ATTRIBUTE), and what it says for each count it can come to
 * (TEXTS_ATTRIBUTE). The code only adds up, shows, hides and swaps: the counting rule is matchesFacets, here, for the
 * build and the browser alike, and the plural forms stay in the components that draw the page.
 */

/**
 * The choices a list is filtered by, each "" for all, by their address parameter (FILTER_PARAMETERS below): a
 * language's code, a length class, "1" for captions, a level.
 */
export interface CatalogFilters {
  readonly lang: string;
  readonly length: string;
  readonly captions: string;
  readonly level: string;
}

/** How many of a list's cards share these facets (their filtersKey), as Topic.facets gives them. */
export interface FacetCount {
  readonly key: string;
  readonly count: number;
}

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

/** The address parameter of the captions filter: "1" keeps the videos with captions only. */
export const CAPTIONS_PARAMETER = "captions";

/** The address parameter of the level filter (beginner, intermediate, advanced): the videos' and /Paths' paths'. */
export const LEVEL_PARAMETER = "level";

/** Every filter's address parameter, in the order a key of values lists them (filtersKey). */
export const FILTER_PARAMETERS = [
  LANGUAGE_PARAMETER,
  LENGTH_PARAMETER,
  CAPTIONS_PARAMETER,
  LEVEL_PARAMETER,
] as const satisfies readonly (keyof CatalogFilters)[];

export type FilterParameter = (typeof FILTER_PARAMETERS)[number];

/** The choices any list is filtered by (or an entry's own values), each "" or left out for all (or none). */
export type FilterChoices = Readonly<Partial<Record<FilterParameter, string>>>;

/** The values a list offers for each filter: those present, in order (none: the filter is not offered). */
export type FilterValues = Readonly<Partial<Record<FilterParameter, readonly string[]>>>;

/** A set of values as one word, in FILTER_PARAMETERS' order, joined by "~": "ar~short~1~beginner", "~~~" for none. */
export function filtersKey(filters: FilterChoices): string {
  return FILTER_PARAMETERS.map((parameter) => filters[parameter] ?? "").join("~");
}

/** Whether an entry of these values (a filtersKey) is kept by the choices: each at "all", or naming its value. */
export function matchesFacets(key: string, filters: FilterChoices): boolean {
  const own = key.split("~");
  return FILTER_PARAMETERS.every((parameter, index) => !filters[parameter] || own[index] === filters[parameter]);
}

/** On an entry (a card, a path): its own values (filtersKey). It is shown when the choices keep them. */
export const FACETS_ATTRIBUTE = "data-facets";

export function facetsOf(values: FilterChoices): Record<string, string> {
  return { [FACETS_ATTRIBUTE]: filtersKey(values) };
}

/**
 * On a count, or on what shows only while it is not zero (a section, a topic's link): how many entries of each set of
 * values it counts, "ar~short~1~beginner:5 en~long~~:3". Without TEXTS_ATTRIBUTE, it is hidden when the count is 0.
 */
export const COUNTS_ATTRIBUTE = "data-facet-counts";

export function countsOf(counts: readonly FacetCount[]): Record<string, string> {
  return { [COUNTS_ATTRIBUTE]: counts.map(({ key, count }) => `${key}:${count}`).join(" ") };
}

/** How many entries a COUNTS_ATTRIBUTE value counts under these choices. */
export function countUnder(counts: string, filters: FilterChoices): number {
  return counts
    .split(" ")
    .filter(Boolean)
    .reduce((sum, pair) => {
      const at = pair.lastIndexOf(":");
      return sum + (matchesFacets(pair.slice(0, at), filters) ? Number(pair.slice(at + 1)) : 0);
    }, 0);
}

/**
 * Beside COUNTS_ATTRIBUTE: what the element says at each count the choices can bring it to (JSON: count → text).
 * With no choice, it says what the page drew.
 */
export const TEXTS_ATTRIBUTE = "data-filter-texts";

/** Every combination of the values offered, "all" of each included (the first is all of every one). */
export function combinations(values: FilterValues): CatalogFilters[] {
  let all: CatalogFilters[] = [{ lang: "", length: "", captions: "", level: "" }];
  for (const parameter of FILTER_PARAMETERS)
    all = all.flatMap((filters) =>
      ["", ...(values[parameter] ?? [])].map((value) => ({ ...filters, [parameter]: value })),
    );
  return all;
}

/** The attributes of a count that says `text(count)`, for each count a combination of `values` brings it to. */
export function textsByCount(
  counts: readonly FacetCount[],
  values: FilterValues,
  text: (count: number) => string,
): Record<string, string> {
  const attribute = countsOf(counts)[COUNTS_ATTRIBUTE];
  const reached = new Set(combinations(values).map((filters) => countUnder(attribute, filters)));
  return {
    [COUNTS_ATTRIBUTE]: attribute,
    [TEXTS_ATTRIBUTE]: JSON.stringify(Object.fromEntries([...reached].sort((a, b) => a - b).map((n) => [n, text(n)]))),
  };
}

/** The language codes of these names, once each, in their order (unknown names left out). */
export function languageCodes(names: ReadonlyArray<string | null>): string[] {
  return [...new Set(names.map((name) => (name ? languageCode(name) : undefined)))].filter(
    (code) => code !== undefined,
  );
}

/** A link that carries the filters once the code has loaded. */
export const KEEPS_FILTERS = { [KEEPS_FILTERS_ATTRIBUTE]: "" } as const;
