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

/** Corsi's name for a BCP 47 tag, by its base language: "ar-EG" and "ar" are Arabic; undefined when Corsi has none. */
export function corsiLanguage(tag: string | undefined): LanguageName | undefined {
  const base = tag?.split(/[-_]/)[0]?.toLowerCase();
  if (!base) return undefined;
  return (Object.entries(LANGUAGES) as [LanguageName, string][]).find(([, code]) => code === base)?.[0];
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
