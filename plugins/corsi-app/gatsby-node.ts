import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import {
  APP_ICON_SIZES,
  APP_MASKABLE_SIZE,
  appIconPath,
  type Locale,
  LOCALE_LIST,
  webAppManifestPath,
} from "../../src/siteManifest";
import { type AppTexts, fullBleed, webAppManifest } from "./webAppManifest";

/** The logo every icon is made from: the site's icon. */
const LOGO = path.join("static", "favicon.svg");

/** A square PNG of the SVG at `size` pixels, drawn at that size (not scaled from a smaller raster). */
async function png(svg: string, size: number): Promise<Buffer> {
  const width = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)?.[1] ?? size);
  return sharp(Buffer.from(svg), { density: (72 * size) / width })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * After the pages: each edition's web app manifest, in its words (data/site.yaml), and the icons it names, made from the
 * logo, into public/ (before the host's adapter, which publishes them with the other files). Every page links its
 * edition's manifest (src/components/Seo.tsx).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data, errors } = await graphql<Record<Locale, AppTexts>>(
    `{ ${LOCALE_LIST.map((locale) => `${locale}: siteSettingsIn(locale: "${locale}") { brand description }`).join(" ")} }`,
  );
  if (errors || !data) return reporter.panic("Could not read the site's texts for the web app manifests", errors);
  for (const locale of LOCALE_LIST)
    writeFileSync(
      path.join("public", webAppManifestPath(locale).slice(1)),
      JSON.stringify(webAppManifest(locale, data[locale])),
    );
  const logo = readFileSync(LOGO, "utf8");
  mkdirSync(path.join("public", path.dirname(appIconPath(APP_MASKABLE_SIZE))), { recursive: true });
  for (const size of APP_ICON_SIZES)
    writeFileSync(path.join("public", appIconPath(size).slice(1)), await png(logo, size));
  writeFileSync(
    path.join("public", appIconPath(APP_MASKABLE_SIZE, true).slice(1)),
    await png(fullBleed(logo), APP_MASKABLE_SIZE),
  );
  reporter.info(`[corsi-app] ${LOCALE_LIST.length} web app manifests, ${APP_ICON_SIZES.length + 1} icons`);
};
