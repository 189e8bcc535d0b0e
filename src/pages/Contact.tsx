import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { contactHrefs } from "../content/contact";
import { ContactList } from "../sections/ContactList";
import { PageHeader } from "../sections/PageHeader";

export default function ContactPage({ data: { pages, siteSettings } }: PageProps<Queries.ContactPageQuery>) {
  if (!pages || !siteSettings) throw new Error("data/pages.yaml and site.yaml are required");
  const { heading, text, phone, email, whatsapp } = pages.contact;
  const details = siteSettings.contact;
  const hrefs = contactHrefs(details);
  return (
    <Layout>
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

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data, location }) => (
  <Seo
    title={data.pages?.contact.title ?? ""}
    description={data.pages?.contact.description ?? ""}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ContactPage {
    pages {
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
    siteSettings {
      contact {
        phone
        email
        whatsapp
      }
    }
  }
`;
