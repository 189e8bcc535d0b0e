import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SEARCH_NAMES_ATTRIBUTE } from "../../src/content/searchNames";
import { LOCALE_LIST, localePath, ROUTES } from "../../src/siteManifest";
import { largestTopicPage } from "./pageSizes";

/**
 * What the cards' other spellings (data/names.yaml, src/content/searchNames.ts) cost each page of a build: how many
 * cards carry them, their bytes a card, and the page's gzip with against without them (the attributes taken out of a
 * copy of the HTML, here only). Usage: `npx tsx scripts/measure/searchNamesBytes.ts [public]` after a build.
 */
const publicDir = process.argv[2] ?? "public";
const ATTRIBUTES = new RegExp(
  ` data-pagefind-index-attrs="${SEARCH_NAMES_ATTRIBUTE}" ${SEARCH_NAMES_ATTRIBUTE}="[^"]*"`,
  "g",
);
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

const routes = LOCALE_LIST.flatMap((locale) => [
  localePath(locale, ROUTES.free.path),
  largestTopicPage(publicDir, locale),
  localePath(locale, ROUTES.new.path),
  localePath(locale, ROUTES.paid.path),
]).filter((route): route is string => route !== undefined);

console.log("| page | cards with other spellings | raw, a card (B) | gzip, the page (B) |");
console.log("| --- | --: | --: | --: |");
for (const route of routes) {
  const file = path.join(publicDir, `${decodeURI(route).slice(1)}.html`);
  if (!existsSync(file)) continue;
  const html = readFileSync(file, "utf8");
  const found = html.match(ATTRIBUTES) ?? [];
  const cards = (html.match(/<article[\s>]/g) ?? []).length;
  const raw = found.reduce((sum, attributes) => sum + Buffer.byteLength(attributes), 0);
  const added = gzip(html) - gzip(html.replace(ATTRIBUTES, ""));
  console.log(
    `| ${route} | ${found.length} of ${cards} | ${found.length ? Math.round(raw / found.length) : 0} | +${added} |`,
  );
}
