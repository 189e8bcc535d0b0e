import React from "react";

interface PageHeaderProps {
  heading: string;
  text: string;
  /** What the lead text says under each filter's value (src/catalogTools/markup.ts), where it counts a list. */
  textData?: Record<string, string>;
  children?: React.ReactNode;
  /** The heading's id, where a control is named by it (a course's Note). */
  headingId?: string;
}

/** The h1 and lead text that open Free, Paid, Contact and the 404 page. */
export function PageHeader({ heading, text, textData, children, headingId }: PageHeaderProps) {
  return (
    <header className="page-header">
      <h1 className="fw-bold" id={headingId}>
        {heading}
      </h1>
      <p className="lead" {...textData}>
        {text}
      </p>
      {children}
    </header>
  );
}
