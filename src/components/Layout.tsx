import React from "react";
import { counterpartPath, localePath, type Locale } from "../siteManifest";
import type { PageContext } from "../pageContexts";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { SiteProvider } from "./SiteContext";

/** What the layout needs of a page's props: its site-wide texts (queried as `site`), its edition and its address. */
export interface LayoutPage {
  data: { site: Queries.SiteTextsFragment | null };
  pageContext: PageContext;
  location: { pathname: string };
}

interface LayoutProps {
  page: LayoutPage;
  children: React.ReactNode;
  /** /User1 shows the navigation bar and nothing else. */
  footer?: boolean;
  /** A 404 page, whose counterpart is the other edition's home page (its own address is whatever was asked for). */
  notFound?: boolean;
}

/** Every page: skip link, navigation bar, the page's <main>, footer, in the page's language. */
export function Layout({ page, children, footer = true, notFound = false }: LayoutProps) {
  const { site } = page.data;
  const { locale } = page.pageContext;
  if (!site) throw new Error("data/site.yaml is required");
  // The same page in another edition, from the address it is served at (decoded, as at build time: an Arabic topic's
  // address arrives percent-encoded in the browser).
  const counterpart = (other: Locale) =>
    notFound ? localePath(other, "/") : counterpartPath(decodeURI(page.location.pathname), other);
  return (
    <SiteProvider value={{ locale, site, pathname: page.location.pathname }}>
      <div className="d-flex flex-column min-vh-100">
        <a className="visually-hidden-focusable skip-link" href="#main">
          {site.labels.skipLink}
        </a>
        <NavBar site={site} locale={locale} counterpart={counterpart} />
        <main id="main" tabIndex={-1} className="flex-grow-1">
          {children}
        </main>
        {footer && <Footer {...site.footer} />}
      </div>
    </SiteProvider>
  );
}
