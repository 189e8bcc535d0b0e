import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import type { z } from "zod";
import { DEFAULT_LOCALE, type Locale, LOCALE_LIST } from "../../src/siteManifest";
import { catalogIndexOfNodes } from "../corsi-content/catalogIndex";
import { nodeTypeName, TYPE_NAME_BY_FILE } from "../corsi-content/files";
import { pagesSchema, siteSettingsSchema } from "../corsi-content/schema";
import { inLocale } from "../corsi-content/translate";
import { catalogFeeds, type FeedTexts } from "./feeds";

/** The feeds the last build wrote, by their files in public/: a topic's feed goes when the topic goes. */
const WRITTEN_FEEDS = "written-feeds";

type Pages = z.infer<typeof pagesSchema>;
type Site = z.infer<typeof siteSettingsSchema>;

/**
 * After the pages, the Atom feeds (feeds.ts) from the catalog's nodes as the build holds them: no page query, so a
 * warm build reads no resolver for them. A feed's file is written only when its text changed, so a build after one
 * added video rewrites that video's topic's feeds and the site's, and no other: a reader that asks with the last
 * ETag or date is told "not modified". A feed of a topic that is no longer there is deleted.
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
  const feeds = catalogFeeds({ index: catalogIndexOfNodes(getNodesByType, getNode), texts });

  const publicDir = path.join(process.cwd(), "public");
  let written = 0;
  for (const [file, xml] of feeds) {
    const full = path.join(publicDir, file);
    if (existsSync(full) && readFileSync(full, "utf8") === xml) continue;
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, xml);
    written += 1;
  }
  const before = ((await cache.get(WRITTEN_FEEDS)) as string[] | undefined) ?? [];
  const gone = before.filter((file) => !feeds.has(file));
  for (const file of gone) rmSync(path.join(publicDir, file), { force: true });
  await cache.set(WRITTEN_FEEDS, [...feeds.keys()]);
  reporter.info(
    `[corsi-feeds] ${written} of ${feeds.size} feeds written, the rest unchanged` +
      (gone.length > 0 ? `; ${gone.length} of removed topics deleted` : ""),
  );
};
