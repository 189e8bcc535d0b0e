import { LANGUAGE_NAMES, LANGUAGES, languageCode } from "./languages";
import { LENGTH_CLASSES, lengthClass } from "./duration";
import { COURSE_LEVELS } from "./levels";
import {
  type CatalogFilters,
  type FacetCount,
  FILTER_PARAMETERS,
  type FilterParameter,
  filtersKey,
  type FilterValues,
  matchesFacets,
} from "../catalogTools/markup";

/** What the filters read of a card: its language's name, length, captions and level (null: unknown, or none). */
export interface FilteredCard {
  readonly language: string | null;
  readonly seconds: number | null;
  readonly captions?: boolean | null;
  readonly level?: string | null;
}

/** A card's own values for the filters, by their parameters ("" where it has none). */
export function cardFacets({ language, seconds, captions, level }: FilteredCard): CatalogFilters {
  return {
    lang: (language && languageCode(language)) || "",
    length: seconds ? lengthClass(seconds) : "",
    captions: captions ? "1" : "",
    level: level ?? "",
  };
}

/** The languages named, in the schema's order, once each. */
export function languagesPresent(names: readonly string[]): string[] {
  const present = new Set(names);
  return LANGUAGE_NAMES.filter((name) => present.has(name));
}

/** How many of these keys (filtersKey of each card) are each one. */
export function countKeys(keys: Iterable<string>): FacetCount[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count }));
}

/** How many of a topic's videos the filters keep ("" for all). */
export function countIn(topic: { readonly facets: readonly FacetCount[] }, filters: CatalogFilters): number {
  return topic.facets.reduce((sum, { key, count }) => sum + (matchesFacets(key, filters) ? count : 0), 0);
}

/**
 * The values these topics' videos offer for each filter, in the filters' own orders (the schema's languages, short to
 * long, the levels'): a filter none of them has a value for is not offered.
 */
export function filterValues(topics: ReadonlyArray<{ readonly facets: readonly FacetCount[] }>): FilterValues {
  const present = new Set<string>();
  for (const { facets } of topics)
    for (const { key } of facets)
      key.split("~").forEach((value, index) => value && present.add(`${FILTER_PARAMETERS[index]}=${value}`));
  const offered = (parameter: FilterParameter, order: readonly string[]) =>
    order.filter((value) => present.has(`${parameter}=${value}`));
  return {
    lang: offered("lang", Object.values(LANGUAGES)),
    length: offered("length", LENGTH_CLASSES),
    captions: offered("captions", ["1"]),
    level: offered("level", COURSE_LEVELS),
  };
}

/** Whether a card is kept by the filters (each "" for all): a card whose value is unknown is kept only by "all". */
export function isIn(card: FilteredCard, filters: CatalogFilters): boolean {
  return matchesFacets(filtersKey(cardFacets(card)), filters);
}
