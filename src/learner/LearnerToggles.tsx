import React from "react";
import { useSiteTexts } from "../components/SiteContext";
import { TOGGLES_CLASS } from "./learnerScript";

interface LearnerTogglesProps {
  youtubeId: string;
  /** The id of the card's heading, which names the group and gives the title kept with the entry. */
  headingId: string;
  /** The topic's address, kept with the entry (progress, and the grouping on /Saved). */
  topic?: string;
  playlistId?: string | null;
}

/**
 * A card's Save and Watched buttons. The head script (./learnerScript.ts) owns their state: it marks each one as it is
 * added to the page and answers every press, from the first paint and for the page's whole life. React draws them
 * unpressed and never changes aria-pressed (suppressHydrationWarning: the page may differ there), so the app's start
 * undoes nothing. Hidden without JavaScript (src/fallback/noScript.ts), like Play.
 */
export function LearnerToggles({ youtubeId, headingId, topic, playlistId }: LearnerTogglesProps) {
  const { learner } = useSiteTexts();
  return (
    <div
      className={`${TOGGLES_CLASS} d-flex gap-2 mt-2`}
      role="group"
      aria-labelledby={headingId}
      data-video={youtubeId}
      data-topic={topic}
      data-playlist={playlistId ?? undefined}
    >
      <button
        type="button"
        className="btn btn-outline-primary"
        data-flag="saved"
        aria-pressed="false"
        suppressHydrationWarning
      >
        {learner.save}
      </button>
      <button
        type="button"
        className="btn btn-outline-primary"
        data-flag="watched"
        aria-pressed="false"
        suppressHydrationWarning
      >
        {learner.watched}
      </button>
    </div>
  );
}
