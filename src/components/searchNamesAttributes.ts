import { SEARCH_NAMES_ATTRIBUTE } from "../content/searchNames";

/**
 * A card's other names for search (src/content/searchNames.ts), on an element after its heading: Pagefind counts an
 * indexed attribute where the element stands, so they belong to the card whose heading comes before. Nothing on a
 * card that has none.
 */
export function searchNamesAttributes(names: string | null | undefined): Record<string, string> {
  return names ? { "data-pagefind-index-attrs": SEARCH_NAMES_ATTRIBUTE, [SEARCH_NAMES_ATTRIBUTE]: names } : {};
}
