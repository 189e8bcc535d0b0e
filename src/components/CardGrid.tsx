import React, { type ReactNode } from "react";

interface CardGridProps<T> {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  card: (item: T) => ReactNode;
  /** The tinted background that sets a section apart from its neighbour. */
  alt?: boolean;
  /** What follows the grid (a "See all" link). */
  children?: ReactNode;
}

/** A home page section: a centred heading over a grid of cards, one to four a row as the screen widens. */
export function CardGrid<T>({ id, heading, items, keyOf, card, alt = false, children }: CardGridProps<T>) {
  return (
    <section className={alt ? "py-5 section-alt" : "py-5"} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="text-center mb-4">
          {heading}
        </h2>
        <ul className={`row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled${children ? "" : " mb-0"}`}>
          {items.map((item) => (
            <li key={keyOf(item)} className="col">
              {card(item)}
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
