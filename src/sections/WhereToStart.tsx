import React from "react";
import { graphql } from "gatsby";
import { LocalLink } from "../components/LocalLink";

/** The home page's section that says where to start: the learning paths, and what is new (data/home.yaml, start). */
export function WhereToStart({ heading, text, link, newLink }: Queries.WhereToStartSectionFragment) {
  return (
    <section className="py-5 section-alt" aria-labelledby="where-to-start">
      <div className="container text-center">
        <h2 id="where-to-start" className="mb-3">
          {heading}
        </h2>
        <p className="lead mb-4">{text}</p>
        <div className="d-flex flex-wrap justify-content-center gap-3">
          <LocalLink className="btn btn-primary btn-lg" to={link.path}>
            {link.label}
          </LocalLink>
          <LocalLink className="btn btn-outline-primary btn-lg" to={newLink.path}>
            {newLink.label}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment WhereToStartSection on WhereToStart {
    heading
    text
    link {
      label
      path
    }
    newLink {
      label
      path
    }
  }
`;
