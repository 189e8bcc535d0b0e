import React from "react";
import { LOCALES, type Locale, LOCALE_LIST, ROUTES } from "../siteManifest";
import { LocalLink } from "./LocalLink";
import { ThemeSwitch } from "./ThemeSwitch";
import type { MENU_TOGGLE_CLASS } from "./controlNames";

/** The head script finds the toggle by it (plugins/corsi-boot/inline/menuScript.ts). */
const TOGGLE_CLASS: typeof MENU_TOGGLE_CLASS = "navbar-toggler";

interface NavBarProps {
  site: Queries.SiteTextsFragment;
  locale: Locale;
  /** The address of this page in another edition. */
  counterpart: (locale: Locale) => string;
}

const MENU_ID = "site-menu";

/**
 * Shown, after the link to /Saved, only while the head script has set BACKUP_DUE_CLASS (src/learner/keys.ts) on <html>
 * (src/styles/site/_navbar.scss): a dot, and words that give the link its accessible name ("Saved (a backup is due)"). Hidden
 * by the stylesheet rather than drawn by a script, so it is there from the first paint and costs the head script a
 * class.
 */
export const BACKUP_MARK_CLASS = "backup-mark";

/**
 * The one navigation bar. LocalLink marks the current page with aria-current="page". The toggle is worked by the
 * head script (menuScript), from the first paint: React renders the menu closed and never changes the toggle's
 * aria-expanded or the menu's classes, so a menu opened before the app started stays open (hence
 * suppressHydrationWarning: the page may differ there from what React renders).
 *
 * The other editions are plain links (a full page load: the document's lang and dir change with the edition), named
 * in their own language, always in view beside the theme switch. The link to the learner's list carries the backup's
 * mark (BACKUP_MARK_CLASS).
 */
export function NavBar({ site: { brand, nav, theme, labels, learner }, locale, counterpart }: NavBarProps) {
  const others = LOCALE_LIST.filter((other) => other !== locale);
  return (
    <header>
      <nav className="navbar navbar-expand-lg border-bottom site-navbar" aria-label={labels.mainNav}>
        <div className="container">
          <LocalLink className="navbar-brand fw-bold" to="/">
            {brand}
          </LocalLink>
          <div className="nav-tools">
            {others.map((other) => (
              <a key={other} className="locale-link" href={counterpart(other)} hrefLang={other} lang={other}>
                {LOCALES[other].name}
              </a>
            ))}
            <ThemeSwitch {...theme} />
            <button
              className={TOGGLE_CLASS}
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
              {nav.map(({ label, path }) => (
                <li className="nav-item" key={path}>
                  <LocalLink className="nav-link" to={path}>
                    {label}
                    {path === ROUTES.saved.path && (
                      <span className={BACKUP_MARK_CLASS}>
                        <span className="visually-hidden"> {learner.backupDue}</span>
                      </span>
                    )}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
