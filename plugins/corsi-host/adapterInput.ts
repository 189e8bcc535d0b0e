import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What the plugin's onPostBuild (gatsby-node.ts) hands the adapter (adapter.ts), beside Gatsby's cache: this build's
 * pages and the hashes of its public pages' inline scripts. Written before Gatsby stores its cache for the host, so
 * what onPostBuild keeps in the plugin's cache to get them cheaply next time is stored with it.
 */
export interface AdapterInput {
  /** Every page, as the adapter names them (builtPagePaths). */
  pages: string[];
  /** The hashes of every public page's inline scripts and speculation rules (pageScripts.ts). */
  scriptHashes: string[];
}

export const ADAPTER_INPUT = path.join(process.cwd(), ".cache", "corsi-host", "adapter-input.json");

export function writeAdapterInput(input: AdapterInput, file = ADAPTER_INPUT): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(input));
}

export function readAdapterInput(file = ADAPTER_INPUT): AdapterInput {
  if (!existsSync(file)) throw new Error(`${file} is missing: list "corsi-host" among gatsby-config's plugins`);
  return JSON.parse(readFileSync(file, "utf8")) as AdapterInput;
}

/**
 * The pages of a build as the adapter names them: each SitePage's path without a trailing slash (the site's
 * `trailingSlash: "never"`, as Gatsby's routes manifest writes them), once each, sorted.
 */
export function builtPagePaths(sitePagePaths: readonly string[]): string[] {
  return [...new Set(sitePagePaths.map((page) => (page === "/" ? page : page.replace(/\/$/, ""))))].sort();
}
