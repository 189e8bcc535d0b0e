import { createContext, useContext } from "react";
import { graphql } from "gatsby";
import { DEFAULT_LOCALE, type Locale } from "../siteManifest";

/** What every page knows about itself: its edition (locale) and the site-wide texts in that language. */
export interface SiteContextValue {
  locale: Locale;
  site: Queries.SiteTextsFragment;
  /** The page's address, as Gatsby gives it (the links to it say they are the current page). */
  pathname: string;
}

const SiteContext = createContext<SiteContextValue | undefined>(undefined);

export const SiteProvider = SiteContext.Provider;

function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("A component that needs the site's texts is rendered outside <Layout>");
  return value;
}

/** The site-wide texts (data/site.yaml in the page's language): brand, navigation, footer, accessible names. */
export function useSiteTexts(): Queries.SiteTextsFragment {
  return useSite().site;
}

/** The page's address, "" outside <Layout>. */
export function useCurrentPath(): string {
  return useContext(SiteContext)?.pathname ?? "";
}

/** The page's edition. */
export function useLocale(): Locale {
  return useContext(SiteContext)?.locale ?? DEFAULT_LOCALE;
}

/**
 * The texts each page asks for in its own query, in its own language (`site: siteSettingsIn(locale: $locale)`): the
 * layout and the head draw them, so pages and templates fetch them once, with their own data.
 */
export const query = graphql`
  fragment SiteTexts on SiteSettings {
    brand
    description
    nav {
      label
      path
    }
    footer {
      copyright
      credit
    }
    labels {
      skipLink
      mainNav
      menu
      newTab
      play
      captions
    }
    learner {
      save
      watched
      done
      note
      progress
      unavailable
      newer
      backupDue
    }
    theme {
      label
      light {
        ...ThemeOptionText
      }
      dark {
        ...ThemeOptionText
      }
      auto {
        ...ThemeOptionText
      }
    }
  }
`;
