import {
  APP_COLOURS,
  APP_ICON_SIZES,
  APP_MASKABLE_SIZE,
  appIconPath,
  type Locale,
  LOCALES,
  localePath,
} from "../../src/siteManifest";

/** What a manifest says in an edition's words (data/site.yaml). */
export interface AppTexts {
  brand: string;
  description: string;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  dir: "ltr" | "rtl";
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: "any" | "maskable" }[];
}

/**
 * An edition's web app manifest: installed from a page of the edition, Corsi opens on that edition's home page, in its
 * language and direction, and stays in app for the edition's pages (its scope: /ar holds /ar and /ar/…; the English
 * edition's, /, holds both). Its id is its start address, so the two editions are two apps. No service worker: no
 * browser the site supports needs one to install it, and none could serve a page older than the deploy.
 */
export function webAppManifest(locale: Locale, { brand, description }: AppTexts): WebAppManifest {
  const home = localePath(locale, "/");
  return {
    id: home,
    name: brand,
    short_name: brand,
    description,
    lang: locale,
    dir: LOCALES[locale].dir,
    start_url: home,
    scope: home,
    display: "standalone",
    theme_color: APP_COLOURS.theme,
    background_color: APP_COLOURS.background,
    icons: [
      ...APP_ICON_SIZES.map((size) => ({
        src: appIconPath(size),
        sizes: `${size}x${size}`,
        type: "image/png" as const,
        purpose: "any" as const,
      })),
      {
        src: appIconPath(APP_MASKABLE_SIZE, true),
        sizes: `${APP_MASKABLE_SIZE}x${APP_MASKABLE_SIZE}`,
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}

/**
 * The logo drawn full-bleed, for the maskable icon: its rounded square's corners squared, so the ground reaches every
 * edge whatever shape a launcher cuts; the mark stays inside the middle 80 % circle the format keeps.
 */
export function fullBleed(svg: string): string {
  const squared = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, "$1");
  if (squared === svg) throw new Error("The logo has no rounded <rect> to square for the maskable icon");
  return squared;
}
