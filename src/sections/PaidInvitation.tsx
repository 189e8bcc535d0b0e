import React from "react";
import { graphql } from "gatsby";
import { LocalLink } from "../components/LocalLink";
import { ROUTES } from "../siteManifest";

interface PaidInvitationProps {
  text: Queries.PaidInvitationTextFragment;
  /** The owner's address (data/site.yaml, contact.email). */
  email: string;
}

/** An e-mail to the owner, its subject and text already written: what an author sends to have a course listed. */
export function listYourCourseHref(email: string, { subject, body }: { subject: string; body: string }): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Below the paid courses: the invitation to authors, with the prepared e-mail and the Contact page. */
export function PaidInvitation({ text, email }: PaidInvitationProps) {
  return (
    <section className="py-4 border-top" aria-labelledby="paid-invitation">
      <h2 id="paid-invitation" className="h3">
        {text.inviteHeading}
      </h2>
      <p>{text.inviteText}</p>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-primary" href={listYourCourseHref(email, text.mail)}>
          {text.listYours}
        </a>
        <LocalLink className="btn btn-outline-primary" to={ROUTES.contact.path}>
          {text.linkLabel}
        </LocalLink>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment PaidInvitationText on PaidPageCopy {
    inviteHeading
    inviteText
    linkLabel
    listYours
    mail {
      subject
      body
    }
  }
`;
