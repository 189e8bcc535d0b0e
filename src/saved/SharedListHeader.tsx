import React from "react";
import { useLocale } from "../components/SiteContext";
import { fillPlural } from "../content/text";

interface SharedListHeaderProps {
  count: number;
  text: Pick<Queries.SavedListTextFragment, "sharedHeading" | "sharedText" | "addShared" | "closeShared">;
  heading: React.RefObject<HTMLHeadingElement>;
  onAdd: () => void;
  onClose: () => void;
}

/** A list opened from a share link: what it is, and the choice to add its videos to one's own list or to close it. */
export function SharedListHeader({ count, text, heading, onAdd, onClose }: SharedListHeaderProps) {
  const locale = useLocale();
  return (
    <section aria-labelledby="saved-heading">
      <h2 id="saved-heading" ref={heading} tabIndex={-1} className="h3">
        {text.sharedHeading}
      </h2>
      <p>{fillPlural(text.sharedText, count, {}, locale)}</p>
      <div className="saved-tools d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={onAdd}>
          {text.addShared}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={onClose}>
          {text.closeShared}
        </button>
      </div>
    </section>
  );
}
