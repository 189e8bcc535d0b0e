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

/**
 * A language's name in the edition's language: as data/ writes it in English ("Arabic"), from the platform's own
 * names elsewhere (Intl.DisplayNames: "العربية"), the same at build time and in the browser.
 */
export function languageName(name: string, locale: string): string {
  const code = languageCode(name);
  if (locale === "en" || !code) return name;
  return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? name;
}
