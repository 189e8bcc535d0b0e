import React from "react";

interface FooterProps {
  copyright: string;
  credit: string;
}

export function Footer({ copyright, credit }: FooterProps) {
  return (
    <footer className="site-footer border-top py-4 mt-auto">
      <div className="container d-flex flex-column flex-md-row justify-content-between gap-2 small">
        <p className="mb-0">{copyright}</p>
        <p className="mb-0">{credit}</p>
      </div>
    </footer>
  );
}
