import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { launchOptions } from "../lib/chromium";
import { startStaticHost } from "../static-host";
import { measureRoute } from "./pageSizes";
import { FEED_FILE, LOCALE_LIST, localePath, ROUTES } from "../../src/siteManifest";

/** What `npm run scale` reads of a built public/: pages, bytes, the search's first query, the feeds. */

/** The static host the first query is measured on (SCALE_PORT to share a machine). */
const PORT = Number(process.env.SCALE_PORT) || 9310;

/** /Paid's pages in the original edition: /Paid, then /Paid/2, … (a folder or a file each, before or after the adapter). */
export function paidPageCount(publicDir: string): number {
  const folder = path.join(publicDir, ROUTES.paid.path.slice(1));
  if (!existsSync(folder)) return 1;
  return (
    new Set(
      readdirSync(folder)
        .filter((name) => /^\d+(\.html)?$/.test(name))
        .map((name) => name.replace(".html", "")),
    ).size + 1
  );
}

export function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(dir, entry.name);
    return total + (entry.isDirectory() ? sizeOf(full) : statSync(full).size);
  }, 0);
}

/** Every feed in public/ (plugins/corsi-feeds) with its raw and gzip bytes. */
export function feedSizes(publicDir: string): Map<string, [number, number]> {
  const feeds = readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name === FEED_FILE,
  );
  return new Map(
    feeds.map((entry) => {
      const bytes = readFileSync(path.join(entry.parentPath, entry.name));
      return [
        path.relative(publicDir, path.join(entry.parentPath, entry.name)),
        [bytes.length, gzipSync(bytes, { level: 9 }).length],
      ];
    }),
  );
}

/** Gzip bytes of every /pagefind/ file a first query on a catalog page downloads (focus, type a word). */
export async function firstQueryBytes(publicDir: string, topicPath: string): Promise<number> {
  const server = await startStaticHost(publicDir, PORT);
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/pagefind/")) files.add(pathname);
    });
    await page.goto(`http://127.0.0.1:${PORT}${encodeURI(topicPath)}`, { waitUntil: "load" });
    // Typed at once: the search's code loads at this first use and answers what is in the box.
    await page.getByRole("search").getByRole("searchbox").fill("functions");
    await page.getByRole("search").getByRole("link").first().waitFor();
    await page.waitForLoadState("networkidle");
    return [...files].reduce(
      (total, file) => total + gzipSync(readFileSync(path.join(publicDir, decodeURI(file))), { level: 9 }).length,
      0,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

/** A route's first load in each edition (/Free, /ar/Free, …), KB gzip. */
export const inEachEdition = (publicDir: string, route: string) =>
  LOCALE_LIST.map((locale) => measureRoute(publicDir, localePath(locale, route)).firstLoadGzip / 1024);

/** The topics linked from /Free's HTML, following its links to the topic list (/Topics, /Topics/2, …), no script run. */
export function topicsReachedFromFree(publicDir: string): Set<string> {
  const topics = new Set<string>();
  const visited = new Set<string>();
  const queue = ["/Free"];
  for (let page = queue.shift(); page; page = queue.shift()) {
    if (visited.has(page)) continue;
    visited.add(page);
    const html = readFileSync(path.join(publicDir, `${page}.html`), "utf8");
    for (const [, href] of html.matchAll(/href="([^"?#]+)/g)) {
      if (/^\/Free\/[^/]+$/.test(href)) topics.add(href);
      else if (/^\/Topics(\/\d+)?$/.test(href)) queue.push(href);
    }
  }
  return topics;
}
