import React from "react";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { absoluteUrl, SITE_URL } from "../siteManifest";

interface SeoProps {
  title: string;
  description: string;
  /** The page's route, for its canonical URL. */
  pathname: string;
  noindex?: boolean;
  children?: React.ReactNode;
}

/** Drawn by scripts/og-image.ts from the brand and hero text. */
const SHARE_IMAGE = { path: "/og-image.png", width: "1200", height: "630" };

/** The document head of every page (Gatsby's Head API): title, description, canonical URL and sharing cards. */
export function Seo({ title, description, pathname, noindex = false, children }: SeoProps) {
  const { brand, description: siteDescription } = useSiteSettings();
  const fullTitle = `${title} | ${brand}`;
  const url = absoluteUrl(pathname);
  const image = `${SITE_URL}${SHARE_IMAGE.path}`;
  // The share image shows the brand and the hero text, so that is what it says to a reader who cannot see it.
  const imageAlt = `${brand}: ${siteDescription}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
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
