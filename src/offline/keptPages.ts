/** The offline page's list of the pages this device kept, which its inline script fills (src/pages/Offline.tsx). */
export const KEPT_PAGES_LIST_CLASS = "kept-pages";
