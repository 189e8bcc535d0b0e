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
      <Hero hero={homeContent.hero} logos={logoTiles} />
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
  query HomePage {
    pages {
      home {
        title
        description
      }
    }
    homeContent {
      hero {
        ...HeroSection
      }
      features {
        ...FeaturesSection
      }
    }
    logoTiles {
      ...LogoTilesSection
    }
    topRated {
      ...TopRatedSection
    }
  }
`;
