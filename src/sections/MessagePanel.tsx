import React from "react";
import { LocalLink } from "../components/LocalLink";
import { PageHeader } from "./PageHeader";

interface MessagePanelProps {
  heading: string;
  text: string;
  linkLabel: string;
  /** Where the one call to action leads: a page of this site, in the edition being read. */
  to: string;
}

/** A short centred message with one way onward: the Paid page and the 404 page. */
export function MessagePanel({ heading, text, linkLabel, to }: MessagePanelProps) {
  return (
    <div className="container py-5 text-center message-page">
      <PageHeader heading={heading} text={text}>
        <LocalLink className="btn btn-primary btn-lg" to={to}>
          {linkLabel}
        </LocalLink>
      </PageHeader>
    </div>
  );
}
