import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startStaticHost } from "../static-host";
import { launchOptions } from "../lib/chromium";
import { FIXTURE_SITE } from "../lib/fixtureBuild";
import { WORKER_PATH } from "../../src/hostedFiles";
import { KEPT_BYTES_HEADER } from "../../src/offline/keptCopy";
import { localePath, LOCALE_LIST, ROUTES } from "../../src/siteManifest";

/**
 * `npx tsx scripts/measure/offlineCache.ts`: the offline worker's figures on the built fixtures (`npm run build:fixtures`
 * first): its script's bytes, what it fetches for itself (its script and the offline pages, gzip as served), and what it
 * holds after a visit of ten pages, by cache (entries, and bytes as kept, unpacked), the first being /Saved, whose app
 * registers the worker (src/offline/register.ts). Prints a table.
 */
const PAGES = [
  "/Saved",
  "/",
  "/Free",
  "/Free/web-development",
  "/Free/javascript",
  "/Paths",
  "/Paths/web-basics",
  "/New",
  "/Saved",
  "/ar",
  "/ar/Free/web-development",
];

const gzip = (file: string) => gzipSync(readFileSync(path.join(FIXTURE_SITE, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const server = await startStaticHost(FIXTURE_SITE, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(launchOptions);
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: "allow" });
  const page = await context.newPage();
  for (const address of PAGES) {
    await page.goto(encodeURI(address), { waitUntil: "load" });
    if (address === PAGES[0]) await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForTimeout(500);
  }
  const caches = await page.evaluate(async (bytesHeader) => {
    const rows: { name: string; entries: number; bytes: number }[] = [];
    for (const name of await self.caches.keys()) {
      const cache = await self.caches.open(name);
      let bytes = 0;
      const keys = await cache.keys();
      for (const key of keys) {
        const response = await cache.match(key);
        bytes += Number(response?.headers.get(bytesHeader)) || (await response?.blob())?.size || 0;
      }
      rows.push({ name, entries: keys.length, bytes });
    }
    return rows;
  }, KEPT_BYTES_HEADER);
  await browser.close();
  server.close();
  const offlinePages = LOCALE_LIST.map((locale) => `${localePath(locale, ROUTES.offline.path)}.html`);
  const ahead = offlinePages.reduce((sum, file) => sum + gzip(file), 0);
  console.log("| what | entries | KB |");
  console.log("| --- | --: | --: |");
  console.log(`| ${WORKER_PATH}, gzip | 1 | ${kb(gzip(WORKER_PATH))} |`);
  console.log(`| fetched ahead (${offlinePages.join(", ")}), gzip | ${offlinePages.length} | ${kb(ahead)} |`);
  for (const row of caches)
    console.log(`| cache ${row.name} after ${PAGES.length} pages | ${row.entries} | ${kb(row.bytes)} |`);
  const total = caches.reduce((sum, row) => sum + row.bytes, 0);
  console.log(`| all caches | ${caches.reduce((sum, row) => sum + row.entries, 0)} | ${kb(total)} |`);
}

void main();
