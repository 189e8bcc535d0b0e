import React from "react";
import { graphql } from "gatsby";
import { LocalLink } from "../components/LocalLink";
import { ROUTES } from "../siteManifest";
import { NamedSection } from "../components/NamedSection";

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
    <NamedSection id="paid-invitation" className="py-4 border-top" headingClass="h3" heading={text.inviteHeading}>
      <p>{text.inviteText}</p>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-primary" href={listYourCourseHref(email, text.mail)}>
          {text.listYours}
        </a>
        <LocalLink className="btn btn-outline-primary" to={ROUTES.contact.path}>
          {text.linkLabel}
        </LocalLink>
      </div>
    </NamedSection>
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
