import React, { Suspense } from "react";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";

interface LayoutProps {
  children: React.ReactNode;
  /** /User1 shows the navigation bar and nothing else. */
  footer?: boolean;
}

/**
 * The HTML is already on screen, so hydrating it is no rush. React 18 hydrates a server-rendered Suspense boundary in
 * a later, interruptible pass that yields to the browser every few milliseconds, instead of in one long task that
 * blocks input; a click inside a boundary not yet hydrated makes React hydrate that boundary first and replay it.
 */
function HydrateInSlices({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Every page: skip link, navigation bar, the page's <main>, footer. */
export function Layout({ children, footer = true }: LayoutProps) {
  const { brand, nav, footer: footerText, theme } = useSiteSettings();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <HydrateInSlices>
        <NavBar brand={brand} links={nav} theme={theme} />
      </HydrateInSlices>
      <main id="main" tabIndex={-1} className="flex-grow-1">
        <HydrateInSlices>{children}</HydrateInSlices>
      </main>
      {footer && (
        <HydrateInSlices>
          <Footer {...footerText} />
        </HydrateInSlices>
      )}
    </div>
  );
}
