import React from "react";

interface PageHeaderProps {
  heading: string;
  text: string;
  children?: React.ReactNode;
}

/** The h1 and lead text that open Free, Paid, Contact and the 404 page. */
export function PageHeader({ heading, text, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <h1 className="fw-bold">{heading}</h1>
      <p className="lead">{text}</p>
      {children}
    </header>
  );
}
