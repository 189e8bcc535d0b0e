import React from "react";
import { graphql } from "gatsby";
import { LocalLink } from "../components/LocalLink";
import { CardGrid } from "../components/CardGrid";
import { TopPickCard } from "../components/TopPickCard";

export function TopRated({ heading, watchLabel, seeAll, courses }: Queries.TopRatedSectionFragment) {
  return (
    <CardGrid
      id="top-rated-title"
      heading={heading}
      items={courses}
      keyOf={(pick) => pick.link}
      card={(pick) => <TopPickCard pick={pick} watchLabel={watchLabel} />}
    >
      <p className="text-center mt-4 mb-0">
        <LocalLink className="btn btn-outline-primary btn-lg" to={seeAll.path}>
          {seeAll.label}
        </LocalLink>
      </p>
    </CardGrid>
  );
}

export const query = graphql`
  fragment TopRatedSection on TopRated {
    heading
    watchLabel
    seeAll {
      label
      path
    }
    courses {
      ...TopPickCard
    }
  }
`;
