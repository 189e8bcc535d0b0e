/** The `_redirects` file: each page's case and slash variants, then every unknown address to its edition's 404 page. */

import { NOT_FOUND_ROUTE, TRANSLATED_LOCALES } from "../../src/siteManifest";
import { isServedPage, NOT_FOUND_PAGE_DATA, notFoundFile, notFoundPageData, notFoundPath } from "./notFoundPages";

/** Case and trailing-slash variants of each route, sent with 301 to the canonical URL. */
export function redirectVariants(route: string): string[] {
  if (route === "/") return [];
  const forms = new Set([route.toLowerCase(), route.toUpperCase(), route]);
  const variants = [...forms].flatMap((form) => [form, `${form}/`]);
  return variants.filter((variant) => variant !== route);
}

/**
 * Every page's case and slash variants, percent-encoded as they arrive (an Arabic topic's address included), then
 * where an address that names nothing goes: under a translation's prefix, that edition's 404 page, if the build has
 * one; anywhere else, the original's. `pagePaths` are all the pages Gatsby built; the 404 pages get no variants.
 */
export function redirectsFile(pagePaths: readonly string[]): string {
  const lines = pagePaths.filter(isServedPage).flatMap((route) =>
    // Not forced ("!"): a rule applies only where no file answers, so it can never catch the canonical address, even on
    // a host that matches rules with or without a trailing slash (Netlify does).
    redirectVariants(route).map((from) => `${encodeURI(from)}  ${encodeURI(route)}  301`),
  );
  // The more specific prefix first: Netlify applies the first rule that matches.
  const translated = TRANSLATED_LOCALES.filter((locale) => pagePaths.includes(notFoundPath(locale)));
  return [
    "# Written by the build (plugins/corsi-host/hostFiles.ts); do not edit.",
    ...lines,
    // On the 404 page the app asks for the data of the address it is at. Answered with the 404 page's own data, it
    // shows that page without a failed request (which every browser logs as an error in the console).
    "# The data of a page that does not exist: its edition's 404 page's.",
    ...translated.map((locale) => `/page-data/${locale}/*  ${notFoundPageData(locale)}  200`),
    `/page-data/*  ${NOT_FOUND_PAGE_DATA}  200`,
    "# Anything else: its edition's 404 page, with status 404.",
    ...translated.map((locale) => `/${locale}/*  ${notFoundFile(locale)}  404`),
    `/*  /${NOT_FOUND_ROUTE.file}  404`,
    "",
  ].join("\n");
}
