import React from "react";
import { useSiteTexts } from "./SiteContext";
import { LearnerToggles, type LearnerTogglesProps } from "./LearnerToggles";

interface EntryCardProps {
  /** The card's top: a video's player, a paid course's picture or drawn poster. */
  media: React.ReactNode;
  /** The heading's id, which names the card's buttons. */
  anchor: string;
  title: string;
  /** Where it is watched or sold, opened in a new tab; `sponsored` when Corsi earns from the link. */
  link: { href: string; text: string; sponsored?: boolean };
  /** The learner's Save, Watched (or Done) and Note, named by the heading. */
  toggles: Omit<LearnerTogglesProps, "labelledBy">;
  /** What it is: between the heading and the link. */
  children: React.ReactNode;
  /** Between the link and the learner's buttons (a playlist course's lessons). */
  beforeToggles?: React.ReactNode;
  /** More at the card's foot, from the page that lists it (/Saved: remove; /New: its topic's link). */
  foot?: React.ReactNode;
}

/**
 * The frame every entry of the catalog is drawn in, a free video's or a paid course's card: one shape for both, so
 * that a list that holds both (/New, a path's page, /Saved) reads as one.
 */
export function EntryCard({ media, anchor, title, link, toggles, children, beforeToggles, foot }: EntryCardProps) {
  const { labels } = useSiteTexts();
  return (
    <article className="card h-100 video-card">
      {media}
      <div className="card-body d-flex flex-column">
        {/* The heading's id makes each entry its own search result (Pagefind indexes a page by its headings). */}
        <h3 id={anchor} className="h6 card-title">
          {title}
        </h3>
        {children}
        <a
          className="mt-auto small"
          href={link.href}
          target="_blank"
          rel={link.sponsored ? "sponsored noopener noreferrer" : "noopener noreferrer"}
        >
          {link.text}
          {/* One text node: React would separate the pieces with comments, in every card's HTML. */}
          <span className="visually-hidden">{`: ${title} ${labels.newTab}`}</span>
        </a>
        {beforeToggles}
        <LearnerToggles labelledBy={anchor} {...toggles} />
        {foot}
      </div>
    </article>
  );
}
