import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Features } from "../sections/Features";
import { Hero } from "../sections/Hero";
import { TopRated } from "../sections/TopRated";

export default function HomePage({ data: { homeContent, logoTiles, topRated } }: PageProps<Queries.HomePageQuery>) {
  if (!homeContent || !logoTiles || !topRated)
    throw new Error("data/home.yaml, logos.yaml and top-rated.yaml are required");
  return (
    <Layout>
      <Hero {...homeContent.hero} logos={logoTiles.tiles} />
      <Features {...homeContent.features} />
      <TopRated {...topRated} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo
    title={data.pages?.home.title ?? ""}
    description={data.pages?.home.description ?? ""}
    pathname={location.pathname}
  />
);

export const query = graphql`
  fragment DrawnIcon on Icon {
    viewBox
    hex
    paths {
      d
      fillRule
    }
  }
  query HomePage {
    pages {
      home {
        title
        description
      }
    }
    homeContent {
      hero {
        headline
        text
        logosLabel
      }
      features {
        heading
        items {
          title
          text
          icon {
            ...DrawnIcon
          }
        }
      }
    }
    logoTiles {
      tiles {
        name
        icon {
          ...DrawnIcon
        }
      }
    }
    topRated {
      heading
      watchLabel
      seeAll {
        label
        path
      }
      courses {
        title
        instructor
        description
        link
        language
      }
    }
  }
`;
