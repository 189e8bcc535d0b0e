import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import type { PageContext } from "../pageContexts";
import { contactHrefs } from "../content/contact";
import { ContactList } from "../sections/ContactList";
import { PageHeader } from "../sections/PageHeader";

type Props = PageProps<Queries.ContactPageQuery, PageContext>;

export default function ContactPage(page: Props) {
  const { pages, siteSettings } = page.data;
  if (!pages || !siteSettings) throw new Error("data/pages.yaml and site.yaml are required");
  const { heading, text, phone, email, whatsapp } = pages.contact;
  const details = siteSettings.contact;
  const hrefs = contactHrefs(details);
  return (
    <Layout page={page}>
      <div className="container py-5">
        <PageHeader heading={heading} text={text} />
        <ContactList
          entries={[
            { ...phone, value: details.phone, href: hrefs.phone },
            { ...email, value: details.email, href: hrefs.email },
            { ...whatsapp, value: details.whatsapp, href: hrefs.whatsapp, external: true },
          ]}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.ContactPageQuery, PageContext> = (page) => (
  <Seo
    page={page}
    title={page.data.pages?.contact.title ?? ""}
    description={page.data.pages?.contact.description ?? ""}
  />
);

export const query = graphql`
  query ContactPage($locale: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      contact {
        title
        description
        heading
        text
        phone {
          ...ContactChannel
        }
        email {
          ...ContactChannel
        }
        whatsapp {
          ...ContactChannel
        }
      }
    }
    siteSettings: siteSettingsIn(locale: $locale) {
      contact {
        phone
        email
        whatsapp
      }
    }
  }
`;
