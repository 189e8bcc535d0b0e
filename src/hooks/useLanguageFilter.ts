import { useCallback, useSyncExternalStore } from "react";

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

/**
 * A choice a visitor made to filter a list (its language, its length), kept in the address, so a shared or reloaded
 * link shows the same list. The static HTML lists every card (nothing is hidden without JavaScript): the address is
 * read once React has hydrated (the server snapshot is "all"), so hydration never meets a different list.
 */
export function useAddressChoice(parameter: keyof CatalogFilters): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(parameter) ?? "",
    () => "",
  );

  const choose = useCallback(
    (next: string) => {
      const url = new URL(window.location.href);
      if (next) url.searchParams.set(parameter, next);
      else url.searchParams.delete(parameter);
      window.history.replaceState(window.history.state, "", url);
      window.dispatchEvent(new Event(FILTER_CHANGED));
    },
    [parameter],
  );

  return [value, choose];
}

/** A link that keeps the choices made. */
export function withFilters(path: string, filters: CatalogFilters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Both filters of a list, each kept only when the list has such cards (`?lang=xx` or `?length=long` never empties a
 * page): `languages` the codes present, `lengths` the length classes present.
 */
export function useCatalogFilters(
  languages: readonly string[],
  lengths: readonly string[],
): [CatalogFilters, (parameter: keyof CatalogFilters, value: string) => void] {
  const [lang, chooseLanguage] = useAddressChoice(LANGUAGE_PARAMETER);
  const [length, chooseLength] = useAddressChoice(LENGTH_PARAMETER);
  const filters = { lang: languages.includes(lang) ? lang : "", length: lengths.includes(length) ? length : "" };
  return [filters, (parameter, value) => (parameter === LANGUAGE_PARAMETER ? chooseLanguage : chooseLength)(value)];
}
