import React from "react";
import { graphql } from "gatsby";
import { LocalLink } from "../components/LocalLink";
import { CourseCard } from "../components/CourseCard";

export function TopRated({ heading, watchLabel, seeAll, courses }: Queries.TopRatedSectionFragment) {
  return (
    <section className="py-5" aria-labelledby="top-rated-title">
      <div className="container">
        <h2 id="top-rated-title" className="text-center mb-4">
          {heading}
        </h2>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled">
          {courses.map((course) => (
            <li key={course.link} className="col">
              <CourseCard course={course} watchLabel={watchLabel} />
            </li>
          ))}
        </ul>
        <p className="text-center mt-4 mb-0">
          <LocalLink className="btn btn-outline-primary btn-lg" to={seeAll.path}>
            {seeAll.label}
          </LocalLink>
        </p>
      </div>
    </section>
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
      ...CourseCard
    }
  }
`;
