import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../components/Icon";

interface HeroProps {
  hero: Queries.HeroSectionFragment;
  logos: Queries.LogoTilesSectionFragment;
}

export function Hero({ hero: { headline, text, logosLabel }, logos: { tiles } }: HeroProps) {
  return (
    <section className="hero py-5" aria-labelledby="hero-title">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6 text-center text-lg-start">
            <h1 id="hero-title" className="display-4 fw-bold">
              {headline}
            </h1>
            <p className="lead mb-0">{text}</p>
          </div>
          <div className="col-lg-6">
            <ul className="logo-tiles list-unstyled mb-0" aria-label={logosLabel}>
              {tiles.map(({ name, icon }) => (
                <li key={name} className="logo-tile">
                  <Icon icon={icon} label={name} color={icon.hex ? `#${icon.hex}` : undefined} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment HeroSection on Hero {
    headline
    text
    logosLabel
  }
  fragment LogoTilesSection on LogoTiles {
    tiles {
      name
      icon {
        ...DrawnIcon
      }
    }
  }
`;
