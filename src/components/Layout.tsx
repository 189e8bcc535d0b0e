import React from "react";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";

interface LayoutProps {
  children: React.ReactNode;
  /** /User1 shows the navigation bar and nothing else. */
  footer?: boolean;
}

/** Every page: skip link, navigation bar, the page's <main>, footer. */
export function Layout({ children, footer = true }: LayoutProps) {
  const { brand, nav, footer: footerText, theme, labels } = useSiteSettings();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        {labels.skipLink}
      </a>
      <NavBar brand={brand} links={nav} theme={theme} labels={labels} />
      <main id="main" tabIndex={-1} className="flex-grow-1">
        {children}
      </main>
      {footer && <Footer {...footerText} />}
    </div>
  );
}
