import { startCatalogTools } from "./start";
import { registerOfflineWorker } from "../offline/register";

/**
 * The catalog tools' code: search and the filters of /Free, the topic pages, the topic list and /Paid. Built into its
 * own file (plugins/corsi-boot/scriptBundles.ts) and run by the head script's loader at the first use of a tool,
 * or at once when the address carries a filter (plugins/corsi-boot/inline/appLoader.ts). The page is complete when it
 * runs. (The development server, which has no such file, starts them from plugins/corsi-boot/gatsby-browser.ts.)
 */
startCatalogTools();

// What a learner starts registers the offline worker (docs/decisions/0037-the-app-at-hand-offline.md).
registerOfflineWorker();
