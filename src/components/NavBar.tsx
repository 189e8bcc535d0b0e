import React from "react";
import { Link } from "gatsby";
import { ThemeSwitch, type ThemeSwitchProps } from "./ThemeSwitch";
import { useCollapse } from "./useCollapse";

export interface NavLink {
  readonly label: string;
  readonly path: string;
}

interface NavBarProps {
  brand: string;
  links: ReadonlyArray<NavLink>;
  theme: ThemeSwitchProps;
}

const MENU_ID = "site-menu";

/** The one navigation bar. Gatsby's Link marks the current page with aria-current="page". */
export function NavBar({ brand, links, theme }: NavBarProps) {
  const {
    ref: menuRef,
    expanded,
    className: collapseClass,
    toggle,
    close,
    onTransitionEnd,
  } = useCollapse<HTMLDivElement>();
  return (
    <header>
      <nav className="navbar navbar-expand-lg border-bottom site-navbar" aria-label="Main">
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
              aria-expanded={expanded}
              aria-label="Menu"
              onClick={toggle}
            >
              <span className="navbar-toggler-icon" />
            </button>
          </div>
          <div
            id={MENU_ID}
            ref={menuRef}
            className={`navbar-collapse ${collapseClass}`}
            onTransitionEnd={onTransitionEnd}
          >
            <ul className="navbar-nav ms-auto">
              {links.map(({ label, path }) => (
                <li className="nav-item" key={path}>
                  <Link className="nav-link" to={path} onClick={close}>
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
