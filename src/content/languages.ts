/** Languages a course may be taught in, by the name the owner writes in YAML, with their BCP 47 code. */
export const LANGUAGES = {
  Arabic: "ar",
  English: "en",
  French: "fr",
  German: "de",
  Spanish: "es",
  Hindi: "hi",
  Turkish: "tr",
} as const;

export type LanguageName = keyof typeof LANGUAGES;

export const LANGUAGE_NAMES = Object.keys(LANGUAGES) as [LanguageName, ...LanguageName[]];

export function languageCode(name: string): string | undefined {
  return (LANGUAGES as Record<string, string>)[name];
}
