/** A text in each plural form the language needs, as data/ gives it. */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

/**
 * The form for `count` ("One video" / "3 videos"), filled in with the count and any other values; a `count` among the
 * values is the count as written ("1.2M views": the form is still chosen by the number).
 */
export function fillPlural(
  forms: PluralText,
  count: number,
  values: Record<string, string | number> = {},
  locale = "en",
): string {
  const category = new Intl.PluralRules(locale).select(count);
  return fill(category === "one" ? forms.one : forms.other, { count, ...values });
}

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
 * In a right-to-left text (Hebrew, Arabic, Syriac, Thaana, N'Ko… letters), each name filled in is isolated as
 * `isolate` does, so a name in another script cannot reorder the sentence. Self-contained, so the inline scripts that
 * write a text are handed it (plugins/corsi-boot/inline/listScripts.ts) and fill as the pages do.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.test(template);
  return template.replace(/\{(\w+)\}/g, (place, name: string) => {
    if (!(name in values)) return place;
    const value = values[name];
    // A count, even as written ("1.2 مليون"), is digits and the language's own words: never a name to set apart.
    return rightToLeft && typeof value === "string" && name !== "count" ? "\u2068" + value + "\u2069" : String(value);
  });
}
