import React from "react";

interface NamedSectionProps {
  /** The heading's id, by which the section is named (aria-labelledby). */
  id: string;
  heading: React.ReactNode;
  className?: string;
  /** The heading's size and spacing: an h2 drawn as "h3", "h3 mb-3", "h4". */
  headingClass: string;
  children: React.ReactNode;
}

/** A section named by its own heading, so assistive technology lists it by that name. */
export function NamedSection({ id, heading, className, headingClass, children }: NamedSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
