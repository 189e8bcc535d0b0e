import React from "react";
import { counterpartPath, localePath, NOT_FOUND_ROUTE, pathInDefaultLocale, type PageContext } from "../siteManifest";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { SiteProvider } from "./SiteContext";

/** What the layout needs of a page's props: its site-wide texts (queried as `site`), its edition and its address. */
export interface LayoutPage {
  data: { site: Queries.SiteTextsFragment | null };
  pageContext: PageContext;
  /** The page's own address (Gatsby's `path` prop), the same at build time and in the browser, even on a 404. */
  path: string;
}

interface LayoutProps {
  page: LayoutPage;
  children: React.ReactNode;
  /** /User1 shows the navigation bar and nothing else. */
  footer?: boolean;
}

/** The same page in the other edition; a 404 page's counterpart is the other edition's home page. */
function counterpart(path: string, locale: PageContext["locale"]): string {
  const original = pathInDefaultLocale(path).replace(/\/$/, "");
  return original === NOT_FOUND_ROUTE.path ? localePath(locale, "/") : counterpartPath(path, locale);
}

/** Every page: skip link, navigation bar, the page's <main>, footer, in the page's language. */
export function Layout({ page, children, footer = true }: LayoutProps) {
  const { site } = page.data;
  const { locale } = page.pageContext;
  if (!site) throw new Error("data/site.yaml is required");
  return (
    <SiteProvider value={{ locale, site }}>
      <div className="d-flex flex-column min-vh-100">
        <a className="visually-hidden-focusable skip-link" href="#main">
          {site.labels.skipLink}
        </a>
        <NavBar site={site} locale={locale} counterpart={(other) => counterpart(page.path, other)} />
        <main id="main" tabIndex={-1} className="flex-grow-1">
          {children}
        </main>
        {footer && <Footer {...site.footer} />}
      </div>
    </SiteProvider>
  );
}
