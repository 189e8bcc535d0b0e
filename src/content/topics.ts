import { LANGUAGE_NAMES, languageCode } from "./languages";

interface LanguageCount {
  readonly language: string;
  readonly count: number;
}

/** The languages present across topics, in the schema's order. */
export function languagesPresent(topics: ReadonlyArray<{ readonly languages: readonly LanguageCount[] }>): string[] {
  const present = new Set(topics.flatMap((topic) => topic.languages.map(({ language }) => language)));
  return LANGUAGE_NAMES.filter((name) => present.has(name));
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
