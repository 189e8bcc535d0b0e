import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../components/Icon";

/** A contact channel as data/pages.yaml names it, with the value and link it opens. */
export interface ContactEntry extends Queries.ContactChannelFragment {
  value: string;
  href: string;
  external?: boolean;
}

export function ContactList({ entries }: { entries: ReadonlyArray<ContactEntry> }) {
  return (
    <ul className="contact-list list-unstyled row row-cols-1 row-cols-md-3 g-4">
      {entries.map(({ label, value, href, icon, external }) => (
        <li key={label} className="col">
          <a
            className="card h-100 contact-card text-decoration-none"
            href={href}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            <span className="card-body d-flex align-items-center gap-3">
              <Icon icon={icon} className="contact-icon flex-shrink-0" />
              <span>
                <span className="d-block small text-body-secondary">{label}</span>
                <span className="d-block fw-semibold contact-value">{value}</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export const query = graphql`
  fragment ContactChannel on ContactChannel {
    label
    icon {
      ...DrawnIcon
    }
  }
`;
