import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import type { z } from "zod";
import { DEFAULT_LOCALE, type Locale, LOCALE_LIST } from "../../src/siteManifest";
import { catalogIndexOfNodes } from "../corsi-content/catalogIndex";
import { nodeTypeName, TYPE_NAME_BY_FILE } from "../corsi-content/files";
import { pagesSchema, siteSettingsSchema } from "../corsi-content/schema";
import { inLocale } from "../corsi-content/translate";
import { compiledCode } from "../shared/digest";
import { feedPlans, type FeedTexts } from "./feeds";

/**
 * The feeds the last build wrote, by their files in public/, with each one's key (feeds.ts's feedPlans): a feed whose
 * key is the same and whose file is there is not made again; a topic's feed goes when the topic goes.
 */
const WRITTEN_FEEDS = "written-feed-keys";

type Pages = z.infer<typeof pagesSchema>;
type Site = z.infer<typeof siteSettingsSchema>;

/**
 * After the pages, the Atom feeds (feeds.ts) from the catalog's nodes as the build holds them: no page query, so a
 * warm build reads no resolver for them. A feed's file is written only when its text changed, so a build after one
 * added video rewrites that video's topic's feeds and the site's, and no other: a reader that asks with the last
 * ETag or date is told "not modified". A topic's feed whose key is the last build's is not even made. A feed of a
 * topic that is no longer there is deleted.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, getNode, cache, reporter }) => {
  const one = (type: string) => getNodesByType(type)[0] as (Node & Record<Locale, unknown>) | undefined;
  const pages = one(nodeTypeName(TYPE_NAME_BY_FILE["pages.yaml"]));
  const site = one(nodeTypeName(TYPE_NAME_BY_FILE["site.yaml"]));
  if (!pages || !site) return reporter.panic("The feeds need data/pages.yaml and data/site.yaml");
  const texts = Object.fromEntries(
    LOCALE_LIST.map((locale) => {
      const { feed } = inLocale(pagesSchema, pages[DEFAULT_LOCALE] as Pages, locale, pages[locale]).new;
      const { brand } = inLocale(siteSettingsSchema, site[DEFAULT_LOCALE] as Site, locale, site[locale]);
      return [locale, { ...feed, brand } satisfies FeedTexts];
    }),
  ) as Record<Locale, FeedTexts>;
  // Without Gatsby's compiled code to key them by, every feed is made again.
  const code = compiledCode() ?? `uncached ${Date.now()}`;
  const feeds = feedPlans({ index: catalogIndexOfNodes(getNodesByType, getNode), texts }, code);

  const publicDir = path.join(process.cwd(), "public");
  const before = ((await cache.get(WRITTEN_FEEDS)) as Record<string, string | null> | undefined) ?? {};
  let written = 0;
  for (const [file, { key, xml }] of feeds) {
    const full = path.join(publicDir, file);
    if (key !== null && before[file] === key && existsSync(full)) continue;
    const text = xml();
    if (existsSync(full) && readFileSync(full, "utf8") === text) continue;
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    written += 1;
  }
  const gone = Object.keys(before).filter((file) => !feeds.has(file));
  for (const file of gone) rmSync(path.join(publicDir, file), { force: true });
  await cache.set(WRITTEN_FEEDS, Object.fromEntries([...feeds].map(([file, { key }]) => [file, key])));
  reporter.info(
    `[corsi-feeds] ${written} of ${feeds.size} feeds written, the rest unchanged` +
      (gone.length > 0 ? `; ${gone.length} of removed topics deleted` : ""),
  );
};
