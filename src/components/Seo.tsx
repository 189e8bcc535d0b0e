import React from "react";
import { useSiteSettings } from "../hooks/useSiteSettings";

interface SeoProps {
  title: string;
  description: string;
  /** The page's route, for its canonical URL. */
  pathname: string;
  noindex?: boolean;
  children?: React.ReactNode;
}

/** The document head of every page (Gatsby's Head API). */
export function Seo({ title, description, pathname, noindex = false, children }: SeoProps) {
  const { brand, siteUrl } = useSiteSettings();
  const fullTitle = `${title} | ${brand}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${siteUrl}${pathname}`} />}
      {children}
    </>
  );
}
