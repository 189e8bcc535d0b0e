import { startFilters } from "./filters";
import { startSearch } from "./search";

/**
 * The catalog tools' code: search and the filters of /Free, the topic pages and /Paid. Built into its own file
 * (plugins/corsi-boot/catalogToolsBundle.ts) and run by the head script's loader at the first use of a tool, or at
 * once when the address carries a filter (plugins/corsi-boot/inline/appLoader.ts). The page is complete when it runs.
 */
startFilters(document, location, history);
startSearch(document);
