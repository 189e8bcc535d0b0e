import type { PageCode } from "../../src/siteManifest";

/** What a route's first load is made of, file by file: what pageSizes.ts measures and budgets.ts checks. */
export type FileKind = "html" | "runtime-js" | "site-js" | "data" | "image" | "manifest" | "on-use-js";

export interface MeasuredFile {
  file: string;
  kind: FileKind;
  raw: number;
  gzip: number;
}

export interface RouteSize {
  route: string;
  files: MeasuredFile[];
  /** The stylesheet Gatsby inlines into the HTML (already counted in the HTML's bytes). */
  css: { raw: number; gzip: number };
  firstLoadGzip: number;
  siteJsGzip: number;
  /** What the page's template holds, as the build wrote it (plugins/corsi-boot/deferAppScripts.tsx). */
  code: PageCode;
  /** Whether the page starts Gatsby's app: only the pages of class "app" (/Saved). */
  app: boolean;
  /** What the page loads at the first use of its search or filters (its "on-use-js" files). */
  onUseGzip: number;
}
