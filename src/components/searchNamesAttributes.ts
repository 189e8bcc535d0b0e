import { SEARCH_NAMES_ATTRIBUTE } from "../content/searchNames";

/**
 * A card's other names for search (src/content/searchNames.ts), on its Save and Watched group (LearnerToggles), after
 * its heading: Pagefind counts an indexed attribute where the element stands, so they belong to the card whose heading
 * comes before. The group's buttons are not indexed (plugins/corsi-search), its attribute is. Nothing on a card that
 * has none.
 */
export function searchNamesAttributes(names: string | null | undefined): Record<string, string> {
  return names ? { "data-pagefind-index-attrs": SEARCH_NAMES_ATTRIBUTE, [SEARCH_NAMES_ATTRIBUTE]: names } : {};
}
