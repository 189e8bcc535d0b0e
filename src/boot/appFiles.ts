import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * What a page's app fetches when it starts, read from the build: besides the runtime's scripts, Gatsby's loader asks
 * for the app data, the page's page-data and static query results, then the page component's chunk. Listing them lets
 * the loader fetch them ahead (src/boot/appLoader.ts) and the size measurements count them.
 */
export interface AppStartFiles {
  data: string[];
  chunks: string[];
}

interface PageData {
  componentChunkName: string;
  staticQueryHashes: string[];
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** Gatsby's page-data address for a page path: "/" is "index", "/Free" is "Free", "/404.html" is "404.html". */
export function pageDataUrl(pagePath: string): string {
  const name = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  return `/page-data/${name}/page-data.json`;
}

/** URLs (from the site's root) of the data and chunks the app of the page at `pagePath` fetches on start. */
export function appStartFiles(publicDir: string, pagePath: string): AppStartFiles {
  const read = <T>(url: string) => JSON.parse(readFileSync(path.join(publicDir, url), "utf8")) as T;
  const pageData = read<PageData>(pageDataUrl(pagePath));
  const stats = read<WebpackStats>("/webpack.stats.json");
  return {
    data: [
      "/page-data/app-data.json",
      pageDataUrl(pagePath),
      ...pageData.staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
    ],
    chunks: stats.namedChunkGroups[pageData.componentChunkName].assets
      .map(({ name }) => `/${name}`)
      .filter((url) => url.endsWith(".js")),
  };
}

/** The page path Gatsby wrote into a built page (`window.pagePath`), or undefined for a page Gatsby did not render. */
export function pagePathOf(html: string): string | undefined {
  return /window\.pagePath="([^"]*)"/.exec(html)?.[1];
}
