/**
 * The site manifest: the facts that config, pages, host files, scripts and tests share, each written once.
 * Adding a route or changing the domain is a change to the manifest (plus, for a route, its page file).
 * Import them from here, the one path everyone uses; each kind of fact lives in a module of src/manifest/:
 * - site.ts: the canonical origin (SITE_URL, absoluteUrl), the editor's repository, oEmbed, local ports;
 * - locales.ts: the languages and where each edition's pages live (localePath, counterpartPath);
 * - routes.ts: the routes with a page file (ROUTES, the 404 page) and what each page runs (PageCode);
 * - templatePages.ts: the pages made from templates (topics, the topic list, courses, paths), and pageCodeOf;
 * - builtFiles.ts: the files written beside the pages (/saved-catalog.json, app manifests and icons, feeds);
 * - limits.ts: page sizes, previews, feed and /New lengths, YouTube API calls per build;
 * - look.ts: colours (the installed app's, the poster tones).
 */

export * from "./manifest/site";
export * from "./manifest/locales";
export * from "./manifest/routes";
export * from "./manifest/templatePages";
export * from "./manifest/builtFiles";
export * from "./manifest/limits";
export * from "./manifest/look";
