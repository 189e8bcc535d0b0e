import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Features } from "../sections/Features";
import { Hero } from "../sections/Hero";
import { TopRated } from "../sections/TopRated";
import { WhereToStart } from "../sections/WhereToStart";
import type { PageContext } from "../pageContexts";

type HomePageProps = PageProps<Queries.HomePageQuery, PageContext>;

export default function HomePage(page: HomePageProps) {
  const { homeContent, logoTiles, topRated } = page.data;
  if (!homeContent || !logoTiles || !topRated)
    throw new Error("data/home.yaml, logos.yaml and top-rated.yaml are required");
  return (
    <Layout page={page}>
      <Hero hero={homeContent.hero} logos={logoTiles} />
      <WhereToStart {...homeContent.start} />
      <Features {...homeContent.features} />
      <TopRated {...topRated} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.HomePageQuery, PageContext> = (page) => (
  <Seo page={page} title={page.data.pages?.home.title ?? ""} description={page.data.pages?.home.description ?? ""} />
);

export const query = graphql`
  query HomePage($locale: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      home {
        title
        description
      }
    }
    homeContent: homeContentIn(locale: $locale) {
      hero {
        ...HeroSection
      }
      start {
        ...WhereToStartSection
      }
      features {
        ...FeaturesSection
      }
    }
    logoTiles {
      ...LogoTilesSection
    }
    topRated: topRatedIn(locale: $locale) {
      ...TopRatedSection
    }
  }
`;
