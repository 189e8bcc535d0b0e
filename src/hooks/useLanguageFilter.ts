import { useCallback, useSyncExternalStore } from "react";

/** The address parameter that carries the language choice: `?lang=ar` (ISO 639-1). */
export const LANGUAGE_PARAMETER = "lang";

/** Fired when the page changes the choice itself (replaceState fires no event of its own). */
const LANGUAGE_CHANGED = "corsi:language";

function subscribe(onChange: () => void): () => void {
  addEventListener("popstate", onChange);
  addEventListener(LANGUAGE_CHANGED, onChange);
  return () => {
    removeEventListener("popstate", onChange);
    removeEventListener(LANGUAGE_CHANGED, onChange);
  };
}

const chosenInAddress = () => new URLSearchParams(window.location.search).get(LANGUAGE_PARAMETER) ?? "";

/**
 * The language a visitor chose to see, kept in the address, so a shared or reloaded link shows the same list. The
 * static HTML lists every video (nothing is hidden without JavaScript): the address is read once React has hydrated
 * (the server snapshot is "all"), so hydration never meets a different list.
 */
export function useLanguageFilter(): [string, (code: string) => void] {
  const code = useSyncExternalStore(subscribe, chosenInAddress, () => "");

  const choose = useCallback((next: string) => {
    const url = new URL(window.location.href);
    if (next) url.searchParams.set(LANGUAGE_PARAMETER, next);
    else url.searchParams.delete(LANGUAGE_PARAMETER);
    window.history.replaceState(window.history.state, "", url);
    window.dispatchEvent(new Event(LANGUAGE_CHANGED));
  }, []);

  return [code, choose];
}

/** A link that keeps the language choice. */
export function withLanguage(path: string, code: string): string {
  return code ? `${path}?${new URLSearchParams({ [LANGUAGE_PARAMETER]: code })}` : path;
}
