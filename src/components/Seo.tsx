import React from "react";
import {
  absoluteUrl,
  DEFAULT_LOCALE,
  LOCALES,
  localePath,
  pathInDefaultLocale,
  SITE_URL,
  LOCALE_LIST,
  siteFeedPath,
  webAppManifestPath,
} from "../siteManifest";
import { FEED_TYPE } from "../content/feeds";
import type { PageContext } from "../pageContexts";

/** What the head needs of a page's Head props: the site-wide texts (queried as `site`), its edition, its address. */
export interface SeoPage {
  data: { site: Pick<Queries.SiteTextsFragment, "brand" | "description"> | null };
  pageContext: PageContext;
  location: { pathname: string };
}

interface SeoProps {
  page: SeoPage;
  title: string;
  description: string;
  /** Kept out of search engines even at an indexed address (the 404 page, shown for any unknown address). */
  noindex?: boolean;
  children?: React.ReactNode;
}

/** Drawn by scripts/og-image.ts from the brand and hero text. */
const SHARE_IMAGE = { path: "/og-image.png", width: "1200", height: "630" };

/**
 * The document head of every page (Gatsby's Head API): title, description, canonical URL, the page in each edition
 * (hreflang, with the original as x-default), sharing cards, the edition's web app manifest and Atom feed of what is
 * new (plugins/corsi-feeds, which a feed reader finds from any page), and the document's lang and dir.
 */
export function Seo({ page, title, description, noindex: notFound = false, children }: SeoProps) {
  // Whether a route is indexed is the manifest's to say (ROUTES, through the page's context), never the page's.
  const noindex = notFound || page.pageContext.noindex;
  const { site } = page.data;
  if (!site) throw new Error("data/site.yaml is required");
  const { brand, description: siteDescription } = site;
  const fullTitle = `${title} | ${brand}`;
  const url = absoluteUrl(page.location.pathname);
  const original = pathInDefaultLocale(page.location.pathname);
  const image = `${SITE_URL}${SHARE_IMAGE.path}`;
  // The share image shows the brand and the hero text, so that is what it says to a reader who cannot see it.
  const imageAlt = `${brand}: ${siteDescription}`;
  const { locale } = page.pageContext;
  return (
    <>
      {/* The edition's language and direction: here rather than at render time only, so that the development server
          and client-side navigation set them too. */}
      <html lang={locale} dir={LOCALES[locale].dir} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* The edition's web app manifest (plugins/corsi-app): Corsi installed, with its list kept as an app's. */}
      <link rel="manifest" href={webAppManifestPath(locale)} />
      <link rel="alternate" type={FEED_TYPE} href={siteFeedPath(locale)} title={brand} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {!noindex &&
        LOCALE_LIST.map((locale) => (
          <link key={locale} rel="alternate" hrefLang={locale} href={absoluteUrl(localePath(locale, original))} />
        ))}
      {!noindex && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(localePath(DEFAULT_LOCALE, original))} />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={SHARE_IMAGE.width} />
      <meta property="og:image:height" content={SHARE_IMAGE.height} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {children}
    </>
  );
}
