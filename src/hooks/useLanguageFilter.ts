import { useSyncExternalStore } from "react";

/** The address parameters that carry the catalog's filters: `?lang=ar` (ISO 639-1) and `?length=short`. */
export const LANGUAGE_PARAMETER = "lang";
export const LENGTH_PARAMETER = "length";

/** The choices a list of cards is filtered by, each "" for all, by their address parameter. */
export type CatalogFilters = Readonly<Record<typeof LANGUAGE_PARAMETER | typeof LENGTH_PARAMETER, string>>;

/** Fired when the page changes a choice itself (replaceState fires no event of its own). */
const FILTER_CHANGED = "corsi:filter";

function subscribe(onChange: () => void): () => void {
  addEventListener("popstate", onChange);
  addEventListener(FILTER_CHANGED, onChange);
  return () => {
    removeEventListener("popstate", onChange);
    removeEventListener(FILTER_CHANGED, onChange);
  };
}

/** Puts a choice in the address (or takes it out), and tells every list on the page. */
function choose(parameter: keyof CatalogFilters, value: string) {
  const url = new URL(location.href);
  if (value) url.searchParams.set(parameter, value);
  else url.searchParams.delete(parameter);
  history.replaceState(history.state, "", url);
  dispatchEvent(new Event(FILTER_CHANGED));
}

/**
 * The choices a visitor made to filter a list (its language, its length), kept in the address, so a shared or
 * reloaded link shows the same list; each kept only when the list has such cards (`?lang=xx` or `?length=long` never
 * empties a page): `languages` the codes present, `lengths` the length classes present. The static HTML lists every
 * card (nothing is hidden without JavaScript): the address is read once React has hydrated (the server snapshot is
 * "all"), so hydration never meets a different list.
 */
export function useCatalogFilters(
  languages: readonly string[],
  lengths: readonly string[],
): [CatalogFilters, typeof choose] {
  const address = new URLSearchParams(
    useSyncExternalStore(
      subscribe,
      () => location.search,
      () => "",
    ),
  );
  const chosen = (parameter: string, present: readonly string[]) => {
    const value = address.get(parameter) ?? "";
    return present.includes(value) ? value : "";
  };
  return [{ lang: chosen(LANGUAGE_PARAMETER, languages), length: chosen(LENGTH_PARAMETER, lengths) }, choose];
}

/** A link that keeps the choices made. */
export function withFilters(path: string, filters: CatalogFilters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  return query ? `${path}?${query}` : path;
}
