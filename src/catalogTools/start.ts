import { startFilters } from "./filters";
import { startSearch } from "./search";

/** Starts search and the filters on the page as it is now: once a page (the bundle's entry, index.ts). */
export function startCatalogTools(): void {
  startFilters(document, location, history);
  startSearch(document);
}
