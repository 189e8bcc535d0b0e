import React from "react";
import { graphql } from "gatsby";
import { CardGrid } from "../components/CardGrid";
import { Icon } from "../components/Icon";

export function Features({ heading, items }: Queries.FeaturesSectionFragment) {
  return (
    <CardGrid
      id="features-title"
      heading={heading}
      items={items}
      keyOf={(item) => item.title}
      alt
      card={({ title, text, icon }) => (
        <div className="card h-100 text-center feature-card">
          <div className="card-body">
            <Icon icon={icon} className="feature-icon mb-3" />
            <h3 className="h5 card-title">{title}</h3>
            <p className="card-text mb-0">{text}</p>
          </div>
        </div>
      )}
    />
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
