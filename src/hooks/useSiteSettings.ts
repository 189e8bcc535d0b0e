import { graphql, useStaticQuery } from "gatsby";

/** Site-wide settings (brand, navigation, footer, contact, canonical origin): the one query below pages/. */
export function useSiteSettings() {
  const { siteSettings, site } = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
        }
      }
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
    fragment ThemeOptionText on ThemeOption {
      label
      icon {
        viewBox
        paths {
          d
          fillRule
        }
      }
    }
  `);
  if (!siteSettings || !site?.siteMetadata?.siteUrl)
    throw new Error("data/site.yaml and siteMetadata.siteUrl are required");
  return { ...siteSettings, siteUrl: site.siteMetadata.siteUrl };
}
