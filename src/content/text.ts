/** A text in each plural form the language needs, as data/ gives it. */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

/** The form for `count` ("One video" / "3 videos"), filled in with the count and any other values. */
export function fillPlural(
  forms: PluralText,
  count: number,
  values: Record<string, string | number> = {},
  locale = "en",
): string {
  const category = new Intl.PluralRules(locale).select(count);
  return fill(category === "one" ? forms.one : forms.other, { ...values, count });
}

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko…). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A name set apart from the text around it for the bidi algorithm (U+2068 first-strong isolate … U+2069 pop): a Latin
 * title such as "HTML & CSS (part 2)" keeps its own order inside an Arabic sentence, in text nodes, attributes and the
 * document's title alike.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/**
 * Fills the {places} of a text from data/ ("All {count} videos in {topic}"); the schema checks each place is there.
 * In a right-to-left text, each name filled in is isolated, so a name in another script cannot reorder the sentence.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  const rightToLeft = RIGHT_TO_LEFT.test(template);
  return template.replace(/\{(\w+)\}/g, (place, name: string) => {
    if (!(name in values)) return place;
    const value = values[name];
    return rightToLeft && typeof value === "string" ? isolate(value) : String(value);
  });
}
