import React from "react";
import { Link } from "gatsby";
import { ThemeSwitch, type ThemeSwitchProps } from "./ThemeSwitch";

export interface NavLink {
  readonly label: string;
  readonly path: string;
}

interface NavBarProps {
  brand: string;
  links: ReadonlyArray<NavLink>;
  theme: ThemeSwitchProps;
  /** The accessible names of the navigation bar and of the menu toggle. */
  labels: { readonly mainNav: string; readonly menu: string };
}

const MENU_ID = "site-menu";

/**
 * The one navigation bar. Gatsby's Link marks the current page with aria-current="page". The toggle is worked by the
 * head script (menuScript), from the first paint: React renders the menu closed and never changes the toggle's
 * aria-expanded or the menu's classes, so a menu opened before the app started stays open (hence
 * suppressHydrationWarning: the page may differ there from what React renders).
 */
export function NavBar({ brand, links, theme, labels }: NavBarProps) {
  return (
    <header>
      <nav className="navbar navbar-expand-lg border-bottom site-navbar" aria-label={labels.mainNav}>
        <div className="container">
          <Link className="navbar-brand fw-bold" to="/">
            {brand}
          </Link>
          <div className="nav-tools d-flex align-items-center gap-2">
            <ThemeSwitch {...theme} />
            <button
              className="navbar-toggler"
              type="button"
              aria-controls={MENU_ID}
              aria-expanded="false"
              aria-label={labels.menu}
              suppressHydrationWarning
            >
              <span className="navbar-toggler-icon" />
            </button>
          </div>
          <div id={MENU_ID} className="navbar-collapse collapse" suppressHydrationWarning>
            <ul className="navbar-nav ms-auto">
              {links.map(({ label, path }) => (
                <li className="nav-item" key={path}>
                  <Link className="nav-link" to={path}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
