/**
 * `_headers` and `_redirects` for a Netlify-style host, written into public/
 * after each build (the site's adapter, adapter.ts): plain files any such host
 * reads, with no build plugin and nothing to click in a dashboard.
 * Import them from here; each part lives in a module beside this one:
 * - builtSite.ts: what they are written from (BuiltSite), and the host's own files (HOST_FILES);
 * - headers.ts: the values of the rules (the shared security headers, the editor's, caching, the feeds' type);
 * - headersFile.ts: which paths get a rule, and the `_headers` file;
 * - policyMeta.ts: the policy a page carries in a <meta> element (the 404 page's);
 * - notFoundPages.ts: each edition's 404 page, and which built pages are addresses of the site;
 * - redirectsFile.ts: the `_redirects` file.
 */

// BuiltSite is marked a type: a compiler working one file at a time (Gatsby's Parcel) cannot tell it from a value.
export { HOST_FILES, type BuiltSite } from "./builtSite";
export {
  ADMIN_HEADERS,
  ADMIN_RULE,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_WORKER,
  FEED_CONTENT_TYPE,
  FEEDS_RULE,
  SECURITY_HEADERS,
  SITE_FEED_RULE,
} from "./headers";
export { headersFile, ROUTES_WITH_PAGES, servesDocuments, siteContentSecurityPolicy, sitePaths } from "./headersFile";
export { withPolicyMeta } from "./policyMeta";
export * from "./notFoundPages";
export { redirectsFile, redirectVariants } from "./redirectsFile";
