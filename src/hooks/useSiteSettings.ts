import { graphql, useStaticQuery } from "gatsby";

/**
 * The site-wide settings from data/site.yaml (brand, navigation, footer, theme switch text, accessible names) that the layout and the
 * head of every page draw: the one static query, so pages need not ask for them.
 */
export function useSiteSettings() {
  const { siteSettings } = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteSettings {
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
    }
  `);
  if (!siteSettings) throw new Error("data/site.yaml is required");
  return siteSettings;
}
