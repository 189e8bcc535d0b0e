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

/** Fills the {places} of a text from data/ ("All {count} videos in {topic}"); the schema checks each place is there. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}
