/** Fills the {places} of a text from data/ ("All {count} videos in {topic}"); the schema checks each place is there. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}
