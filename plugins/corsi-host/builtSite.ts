/** What the host files are written from: the built site's files, and the names of the host's own files. */

export interface BuiltSite {
  /** Paths of HTML files relative to public/, e.g. "Free.html". */
  htmlFiles: readonly string[];
  /** The hashes of every public page's inline scripts and speculation rules (pageScripts.ts): what the policy allows. */
  scriptHashes: readonly string[];
  /** Names of the files at the top of public/. */
  topLevelFiles: string[];
  /** Names of the folders at the top of public/. */
  topLevelFolders: string[];
}

/** Files the host reads as configuration and never serves. */
export const HOST_FILES = ["_headers", "_redirects"];
