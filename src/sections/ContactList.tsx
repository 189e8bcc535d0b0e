import React from "react";
import { Icon, type IconData } from "../components/Icon";

export interface ContactEntry {
  label: string;
  value: string;
  href: string;
  icon: IconData;
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
