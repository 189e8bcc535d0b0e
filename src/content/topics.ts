import { LANGUAGE_NAMES, languageCode } from "./languages";
import { LENGTH_CLASSES, lengthClass, type LengthClass } from "./duration";

/**
 * The choices a list of videos is filtered by, each "" for all, by their address parameter (the first of the catalog
 * tools' FILTER_GROUPS, src/catalogTools/markup.ts): a language's code, a length class.
 */
export interface CatalogFilters {
  readonly lang: string;
  readonly length: string;
}

interface LanguageCount {
  readonly language: string;
  readonly count: number;
  /** How many are short, medium and long (LENGTH_CLASSES). */
  readonly lengths: readonly number[];
}

/** The languages named, in the schema's order, once each. */
export function languagesPresent(names: readonly string[]): string[] {
  const present = new Set(names);
  return LANGUAGE_NAMES.filter((name) => present.has(name));
}

/** The languages of the topics' videos. */
export const languagesOf = (topics: ReadonlyArray<{ readonly languages: readonly LanguageCount[] }>) =>
  topics.flatMap((topic) => topic.languages.map(({ language }) => language));

/** The length classes any of these counts (each short, medium, long) has a card of. */
export const lengthsPresent = (counts: ReadonlyArray<readonly number[]>): LengthClass[] =>
  LENGTH_CLASSES.filter((_, index) => counts.some((count) => count[index] > 0));

/** The codes of these language names. */
export const codesOf = (names: readonly string[]) => names.map((name) => languageCode(name) ?? name);

/** How many of a topic's videos the filters keep ("" for all). */
export function countIn(
  topic: {
    readonly videoCount: number;
    readonly lengths: readonly number[];
    readonly languages: readonly LanguageCount[];
  },
  { lang, length }: CatalogFilters,
): number {
  const index = LENGTH_CLASSES.indexOf(length as LengthClass);
  const counts = lang ? topic.languages.find(({ language }) => languageCode(language) === lang) : topic;
  if (!counts) return 0;
  return index < 0 ? ("count" in counts ? counts.count : topic.videoCount) : (counts.lengths[index] ?? 0);
}

/** Whether a card is in the chosen language and of the chosen length (each "" for all): unknown only for all. */
export function isIn(
  card: { readonly language: string | null; readonly seconds: number | null },
  { lang, length }: CatalogFilters,
): boolean {
  return (
    (!lang || (card.language !== null && languageCode(card.language) === lang)) &&
    (!length || (card.seconds !== null && lengthClass(card.seconds) === length))
  );
}
