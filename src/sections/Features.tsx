import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../components/Icon";

export function Features({ heading, items }: Queries.FeaturesSectionFragment) {
  return (
    <section className="py-5 section-alt" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title" className="text-center mb-4">
          {heading}
        </h2>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled mb-0">
          {items.map(({ title, text, icon }) => (
            <li key={title} className="col">
              <div className="card h-100 text-center feature-card">
                <div className="card-body">
                  <Icon icon={icon} className="feature-icon mb-3" />
                  <h3 className="h5 card-title">{title}</h3>
                  <p className="card-text mb-0">{text}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment FeaturesSection on Features {
    heading
    items {
      title
      text
      icon {
        ...DrawnIcon
      }
    }
  }
`;
