import { LANGUAGE_NAMES, languageCode } from "./languages";

interface LanguageCount {
  readonly language: string;
  readonly count: number;
}

/** The languages named, in the schema's order, once each. */
export function languagesPresent(names: readonly string[]): string[] {
  const present = new Set(names);
  return LANGUAGE_NAMES.filter((name) => present.has(name));
}

/** The languages of the topics' videos. */
export const languagesOf = (topics: ReadonlyArray<{ readonly languages: readonly LanguageCount[] }>) =>
  topics.flatMap((topic) => topic.languages.map(({ language }) => language));

/** The chosen language's code when the list has that language, else "" (all): `?lang=xx` never empties a page. */
export function presentLanguage(code: string, names: readonly string[]): string {
  return names.some((name) => languageCode(name) === code) ? code : "";
}

/** How many of a topic's videos are in the chosen language ("" for all). */
export function countIn(
  topic: { readonly videoCount: number; readonly languages: readonly LanguageCount[] },
  code: string,
) {
  if (!code) return topic.videoCount;
  return topic.languages.find(({ language }) => languageCode(language) === code)?.count ?? 0;
}

/** Whether a video is in the chosen language ("" for all). */
export function isIn(video: { readonly language: string | null }, code: string): boolean {
  return !code || (video.language !== null && languageCode(video.language) === code);
}
